import escapeHtml from 'escape-html';
import {
  formatAud,
  leadPlanTotals,
  leadContactRows,
  leadNeedRows,
  planLineText,
  subjectName,
  type LeadContact,
  type LeadKind,
  type LeadNeeds,
  type LeadSelectedService,
  type ProviderLeadPlanDto,
} from '@homeward/domain';

/** What a lead email shows: every field the admin tables show (spec section 5), as label/value rows. */
export interface LeadEmailLead extends LeadContact, LeadNeeds {
  id: number;
  kind: LeadKind;
  createdAt: Date;
  referralId: string | null;
  selfManagement: boolean;
  /** Provider leads. */
  providerName?: string;
  /** A provider lead's plan, priced at the provider's prices when it came in; absent or null without one. */
  plan?: ProviderLeadPlanDto | null;
  /** Calculator leads. */
  services?: LeadSelectedService[];
  totalWeeklyCost?: number;
  totalQuarterlyCost?: number;
}

export interface LeadEmail {
  subject: string;
  text: string;
  html: string;
}

/** The console's lead dialogs (admin-web/src/app/paths.ts: /dashboard/leads-provider/:id under /domainauth). */
export function consoleLeadUrl(siteOrigin: string, kind: LeadKind, id: number): string {
  return `${siteOrigin}/domainauth/dashboard/leads-${kind}/${id}`;
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** Received times are shown in Sydney time, with the zone named (AEST/AEDT), as the console does for AU users. */
const RECEIVED_FORMAT = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Australia/Sydney',
  timeZoneName: 'short',
});

export function receivedAt(date: Date): string {
  return RECEIVED_FORMAT.format(date);
}

function rows(lead: LeadEmailLead): [string, string][] {
  const list: [string, string][] = [['Received', receivedAt(lead.createdAt)]];
  if (lead.kind === 'provider') list.push(['Provider', lead.providerName ?? '']);
  list.push(
    ...leadContactRows(lead),
    // How to reach them: the language, the interpreter, who to call and when (body only, never the subject).
    ...leadNeedRows(lead),
    ['Referral ID', lead.hasReferralId && lead.referralId ? lead.referralId : 'None'],
    ['Self-managing', yesNo(lead.selfManagement)],
  );
  if (lead.kind === 'calculator') {
    const services = lead.services ?? [];
    list.push(
      ['Services', services.length ? services.map((s) => `${s.serviceName} (${s.hoursPerWeek} h a week)`).join('; ') : 'None'],
      ['Weekly cost', formatAud(lead.totalWeeklyCost ?? 0)],
      ['Quarterly cost', formatAud(lead.totalQuarterlyCost ?? 0)],
    );
  }
  return list;
}

interface PlanSection {
  heading: string;
  lines: string[];
  figures: [string, string][];
}

/** The plan sent with a provider lead, in the words the console uses; null without one. */
function planSection(lead: LeadEmailLead): PlanSection | null {
  const plan = lead.kind === 'provider' ? lead.plan : null;
  if (!plan) return null;
  return {
    heading: `Their plan${plan.classificationName ? ` (${plan.classificationName})` : ''}, worked out at your published weekday prices when they sent it:`,
    lines: plan.services.length > 0 ? plan.services.map(planLineText) : ['No services'],
    figures: leadPlanTotals(plan, formatAud, 'Over their budget by'),
  };
}

/** One line, no control characters: a name cannot add a header or break the subject. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const oneLine = (value: string) => value.replace(/[\r\n\t\u0000-\u001f\u007f]+/g, ' ').trim();

/**
 * "New enquiry from Homeward: Tran Thi Mai, 3020 — Level 3 - Low to Medium support" for a provider;
 * "New calculator lead: Jane Smith, 2000 — Personal care, Nursing" for the team. Scannable in a list: who
 * (the name as they wrote it), where, what. Nothing else personal: no phone, email,
 * language, interpreter or other person, since a subject shows on lock screens and in shared inbox lists.
 */
export function leadEmailSubject(lead: LeadEmailLead): string {
  const who = `${subjectName(lead.name)}, ${lead.postcode}`;
  if (lead.kind === 'provider') return oneLine(`New enquiry from Homeward: ${who} — ${lead.serviceLevel}`);
  const services = (lead.services ?? []).map((s) => s.serviceName);
  const what = services.length > 3 ? `${services.slice(0, 3).join(', ')} and ${services.length - 3} more` : services.join(', ') || lead.serviceLevel;
  return oneLine(`New calculator lead: ${who} — ${what}`);
}

/** "Label:   value" rows with the values lined up. */
function aligned(list: [string, string][]): string[] {
  const width = Math.max(...list.map(([label]) => label.length)) + 2;
  return list.map(([label, value]) => `${`${label}:`.padEnd(width)}${oneLine(value)}`);
}

/** Plain text and simple HTML (every value escaped) with the same rows, the referral id and the console link. */
export function composeLeadEmail(lead: LeadEmailLead, siteOrigin: string): LeadEmail {
  const link = consoleLeadUrl(siteOrigin, lead.kind, lead.id);
  const intro =
    lead.kind === 'provider'
      ? `A family asked ${lead.providerName ?? 'you'} to contact them through Homeward. Please get in touch with them soon: they were told you will contact them.`
      : 'Someone used the Homeward funding calculator and asked to be contacted.';
  const list = rows(lead);
  const plan = planSection(lead);
  const text = [
    intro,
    '',
    ...aligned(list),
    '',
    ...(plan ? [plan.heading, ...plan.lines.map((line) => `- ${oneLine(line)}`), '', ...aligned(plan.figures), ''] : []),
    `Lead ${lead.kind} #${lead.id} in the Homeward console: ${link}`,
    '',
    'You receive this email because this address takes Homeward leads. Please keep these contact details private.',
    '',
  ].join('\n');
  const cell = 'padding:4px 12px 4px 0;vertical-align:top;text-align:left';
  const tableRow = ([label, value]: [string, string]) =>
    `<tr><th scope="row" style="${cell}">${escapeHtml(label)}</th><td style="${cell}">${escapeHtml(value)}</td></tr>`;
  const html = [
    '<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><title>' + escapeHtml(leadEmailSubject(lead)) + '</title></head>',
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a">',
    `<p>${escapeHtml(intro)}</p>`,
    '<table role="presentation" style="border-collapse:collapse">',
    ...list.map(tableRow),
    '</table>',
    ...(plan
      ? [
          `<h2 style="font-size:18px;margin:24px 0 8px">${escapeHtml(plan.heading)}</h2>`,
          '<ul style="margin:0 0 12px;padding-left:20px">',
          ...plan.lines.map((line) => `<li>${escapeHtml(line)}</li>`),
          '</ul>',
          '<table role="presentation" style="border-collapse:collapse">',
          ...plan.figures.map(tableRow),
          '</table>',
        ]
      : []),
    `<p><a href="${escapeHtml(link)}">Open lead ${escapeHtml(lead.kind)} #${lead.id} in the Homeward console</a></p>`,
    '<p style="font-size:14px;color:#555">You receive this email because this address takes Homeward leads. Please keep these contact details private.</p>',
    '</body></html>',
  ].join('\n');
  return { subject: leadEmailSubject(lead), text, html };
}
