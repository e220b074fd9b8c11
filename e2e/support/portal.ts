import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { e2eServer } from '../playwright.config';
import { adminLogin } from './admin';

/**
 * Where this worker's e2e server writes emails without SMTP_URL:
 * DATA_DIR/outbox/<message-id>.eml.
 */
const outboxDir = (dataDir?: string) => path.join(dataDir ?? e2eServer(test.info().parallelIndex).dataDir, 'outbox');

/** An .eml's text with quoted-printable soft breaks and escapes undone (enough to read a link and a subject). */
function readableEml(file: string): string {
  return readFileSync(file, 'utf8')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * Waits for the outbox to write an email to `to` whose text has a portal link of `kind`, and returns the link's
 * path ('/partners/invitation/<token>'), to be opened on the e2e server whatever SITE_ORIGIN the email carries.
 */
export async function emailedPortalLink(to: string, kind: 'invitation' | 'reset-password', dataDir?: string): Promise<string> {
  let found: string | null = null;
  const outbox = outboxDir(dataDir);
  await expect
    .poll(
      () => {
        let files: string[];
        try {
          files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
        } catch {
          return null;
        }
        for (const file of files) {
          const text = readableEml(path.join(outbox, file));
          if (!text.includes(to)) continue;
          const match = new RegExp(`/partners/${kind}/([A-Za-z0-9_-]+)`).exec(text);
          if (match) found = match[0];
        }
        return found;
      },
      { timeout: 20_000, message: `an email to ${to} with a ${kind} link` },
    )
    .not.toBeNull();
  return found!;
}

/** The portal's nav link to a section, by its name. */
export const portalSection = (page: Page, name: string) => page.getByRole('navigation', { name: 'Portal sections' }).getByRole('link', { name });

export interface CatalogueService {
  id: number;
  name: string;
}

/**
 * Signs the admin in (the page keeps the cookie) and adds a provider in Parramatta NSW 2150 that offers one service
 * of the catalogue at one weekday price, for a provider user to be invited to.
 */
export async function createPortalProvider(
  page: Page,
  baseURL: string,
  provider: {
    businessName: string;
    email: string;
    address: string;
    pick: (services: CatalogueService[]) => CatalogueService;
    standardPrice: number;
    serviceAreas?: string[];
  },
): Promise<{ id: number; service: CatalogueService }> {
  await adminLogin(page.request, baseURL);
  const services = (await (await page.request.get('/api/services')).json()) as CatalogueService[];
  const service = provider.pick(services);
  const res = await page.request.post('/api/admin/providers', {
    headers: { Origin: baseURL },
    data: {
      businessName: provider.businessName,
      email: provider.email,
      phone: '(02) 5550 0100',
      address: provider.address,
      suburb: 'Parramatta',
      state: 'NSW',
      postcode: '2150',
      displayPriority: 0,
      rating: 4,
      servicesOffered: [service.id],
      ...(provider.serviceAreas ? { serviceAreas: provider.serviceAreas } : {}),
      prices: [{ serviceId: service.id, standard: provider.standardPrice }],
    },
  });
  expect(res.ok(), `create provider: ${res.status()} ${await res.text()}`).toBeTruthy();
  return { id: ((await res.json()) as { id: number }).id, service };
}
