import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { RUN } from './run';

export interface LeadDetails {
  name: string;
  phone: string;
  email: string;
  postcode: string;
  serviceLevel: string;
}

export function leadDetails(label: string): LeadDetails {
  return {
    name: `E2E ${label} ${RUN}`,
    phone: '0491 570 156',
    email: `e2e.${label.toLowerCase()}.${RUN}@example.com`,
    postcode: '3350',
    serviceLevel: 'Level 4 - Medium support',
  };
}

/** Fills the open lead dialog: referral No, then every field, self-management No. */
export async function fillLeadDialog(page: Page, lead: LeadDetails) {
  const dialog = page.getByRole('dialog');
  await dialog
    .getByRole('group', { name: /referral ID/ })
    .getByRole('radio', { name: 'No' })
    .check();
  await dialog.getByLabel(/Level of support/).selectOption(lead.serviceLevel);
  await dialog.getByLabel(/Full name/).fill(lead.name);
  await dialog.getByLabel(/Phone number/).fill(lead.phone);
  await dialog.getByLabel(/Email address/).fill(lead.email);
  await dialog.getByLabel(/Postcode/).fill(lead.postcode);
  await dialog
    .getByRole('group', { name: /self-manage/ })
    .getByRole('radio', { name: 'No' })
    .check();
}

/** The provider a lead is for: its id and the name the family saw. */
export interface LeadProvider {
  id: number;
  businessName: string;
}

/**
 * Sends a provider lead through the public API, as the site's lead dialog does (no referral ID, not self-managing),
 * and fails the test unless it is accepted. `tag` makes the session id unique to the test.
 */
export async function sendProviderLead(
  request: APIRequestContext,
  provider: LeadProvider,
  lead: { tag: string; name: string; email: string; postcode: string; serviceLevel?: string; origin?: string },
): Promise<void> {
  const res = await request.post('/api/leads/provider', {
    headers: lead.origin ? { Origin: lead.origin } : undefined,
    data: {
      hasReferralId: false,
      referralId: null,
      serviceLevel: lead.serviceLevel ?? 'Level 2 - Low support',
      phone: '0491 570 156',
      selfManagement: false,
      sessionId: `e2e${RUN}${lead.tag}`,
      name: lead.name,
      email: lead.email,
      postcode: lead.postcode,
      providerId: provider.id,
      providerName: provider.businessName,
    },
  });
  expect(res.ok(), `provider lead: ${res.status()} ${await res.text()}`).toBeTruthy();
}
