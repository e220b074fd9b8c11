import { RUN } from './run';
import type { Page } from '@playwright/test';

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
