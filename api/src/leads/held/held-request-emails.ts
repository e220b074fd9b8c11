import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import escapeHtml from 'escape-html';
import {
  heldRequestReceived,
  interpreterHelpText,
  leadContactRows,
  leadNeedRows,
  promiseDay,
  subjectName,
  type HeldRequestAction,
  type LeadNeeds,
} from '@homeward/domain';
import { leadNeeds } from '../lead-dtos.js';
import { oneLine, receivedAt } from '../delivery/lead-email.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { OutboxComposers } from '../../outbox/outbox-composers.js';
import { ProviderLeadRepository } from '../provider-lead.repository.js';
import type { ProviderLead } from '../entities/provider-lead.entity.js';
import type { LeadNotification } from '../../outbox/entities/lead-notification.entity.js';
import type { OutgoingMail } from '../../outbox/mail-transport.js';

/** The console's queue of held requests (admin-web paths.heldRequests, under /domainauth). */
export const consoleHeldRequestsUrl = (siteOrigin: string) => `${siteOrigin}/domainauth/dashboard/held-requests`;

/** What the three emails read of a held request and its organisation, as they are when the email is sent. */
export interface HeldRequestMailFacts {
  lead: Pick<
    ProviderLead,
    'id' | 'name' | 'email' | 'phone' | 'postcode' | 'serviceLevel' | 'hasReferralId' | 'referralId' | 'selfManagement' | 'createdAt' | 'contactBy'
  > &
    Partial<LeadNeeds> & { teamAction: HeldRequestAction | null };
  organisation: string;
  place: string;
  state: string;
}

interface MailParts {
  to: string;
  subject: string;
  paragraphs: string[];
  rows?: Array<[string, string]>;
  link?: string;
}

/** Plain text and simple HTML with the same words; every value escaped in the HTML. */
function render(messageId: string, parts: MailParts): OutgoingMail {
  const width = Math.max(0, ...(parts.rows ?? []).map(([label]) => label.length)) + 2;
  const text = [
    ...parts.paragraphs.flatMap((p) => [p, '']),
    ...(parts.rows ? [...parts.rows.map(([label, value]) => `${`${label}:`.padEnd(width)}${oneLine(value)}`), ''] : []),
    ...(parts.link ? [parts.link, ''] : []),
  ].join('\n');
  const cell = 'padding:4px 12px 4px 0;vertical-align:top;text-align:left';
  const html = [
    '<!doctype html><html lang="en-AU"><head><meta charset="utf-8"></head>',
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a">',
    ...parts.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(parts.rows
      ? [
          '<table role="presentation" style="border-collapse:collapse">',
          ...parts.rows.map(([l, v]) => `<tr><th scope="row" style="${cell}">${escapeHtml(l)}</th><td style="${cell}">${escapeHtml(v)}</td></tr>`),
          '</table>',
        ]
      : []),
    ...(parts.link ? [`<p><a href="${escapeHtml(parts.link)}">${escapeHtml(parts.link)}</a></p>`] : []),
    '</body></html>',
  ].join('\n');
  return { messageId, to: parts.to, subject: oneLine(parts.subject), text, html };
}

/** To the team (LEADS_EMAIL): who asked for which organisation, what the family was promised, and where to record it. */
export function composeHeldTeamEmail(facts: HeldRequestMailFacts, config: Pick<AppConfig, 'mail' | 'siteOrigin'>, messageId: string): OutgoingMail {
  const { lead, organisation } = facts;
  const day = promiseDay(lead.contactBy ?? lead.createdAt, facts.state);
  return render(messageId, {
    to: config.mail.leadsEmail,
    subject: `Request for a provider not on Homeward: ${organisation} — ${subjectName(lead.name)}, ${lead.postcode}`,
    paragraphs: [
      `A family asked ${organisation} to contact them. It has not joined Homeward (nobody from it has claimed its listing), so we have no email for it and nothing was sent to it.`,
      `We told the family we would pass their request on, or ask the organisation to join, and let them know by email by ${day}.`,
    ],
    rows: [
      ['Organisation', organisation],
      ['Main office', facts.place],
      ['Received', receivedAt(new Date(lead.createdAt))],
      ...leadContactRows(lead),
      ...leadNeedRows(leadNeeds(lead)),
      ['Referral ID', lead.hasReferralId && lead.referralId ? lead.referralId : 'None'],
      ['Self-managing', lead.selfManagement ? 'Yes' : 'No'],
      ['Answer the family by', day],
    ],
    link: `Record what you did (passed on or invited) in the console: ${consoleHeldRequestsUrl(config.siteOrigin)}`,
  });
}

/** To the family, at once: we have it, what happens next, and by when they will hear from us. */
export function composeHeldFamilyEmail(facts: HeldRequestMailFacts, config: Pick<AppConfig, 'mail'>, messageId: string): OutgoingMail {
  const { lead, organisation } = facts;
  return render(messageId, {
    to: lead.email,
    subject: `We have your request for ${organisation}`,
    paragraphs: [
      `Hello ${oneLine(lead.name)},`,
      heldRequestReceived(organisation, promiseDay(lead.contactBy ?? lead.createdAt, facts.state)),
      'These are the details you sent us:',
    ],
    rows: [['Name', lead.name], ['Phone', lead.phone], ['Postcode', lead.postcode], ['Level of support', lead.serviceLevel], ...leadNeedRows(leadNeeds(lead))],
    link: `If anything is wrong, or you have a question, reply to this email or write to ${config.mail.leadsEmail}. ${interpreterHelpText('us')}`,
  });
}

/** To the family, once the team acted: what we did and what happens now. */
export function composeHeldOutcomeEmail(facts: HeldRequestMailFacts, config: Pick<AppConfig, 'mail' | 'siteOrigin'>, messageId: string): OutgoingMail | null {
  const { lead, organisation } = facts;
  if (lead.teamAction === null) return null;
  const passedOn = lead.teamAction === 'passed-on';
  return render(messageId, {
    to: lead.email,
    subject: passedOn ? `We passed your request on to ${organisation}` : `We asked ${organisation} to join Homeward`,
    paragraphs: [
      `Hello ${oneLine(lead.name)},`,
      passedOn
        ? `We have passed your request on to ${organisation}. They have your details and should contact you soon. If you have not heard from them in a few days, reply to this email and we will help. ${interpreterHelpText(organisation)}`
        : `We have asked ${organisation} to join Homeward so they can answer your request. If they join, your request goes straight to them and they will contact you. We can't promise that they will join.`,
      ...(passedOn ? [] : [`You can also look for other providers near you: ${config.siteOrigin}/provider-directory`]),
    ],
    link: `If you have a question, reply to this email or write to ${config.mail.leadsEmail}.`,
  });
}

/**
 * Renders the held-request outbox rows at send time from the lead and its organisation as they are then. Nothing
 * is sent for an erased lead or one that is gone; the team's copy also goes unsent once the organisation has the
 * request itself (handed over after joining) or the team already acted.
 */
@Injectable()
export class HeldRequestEmails implements OnModuleInit {
  constructor(
    private readonly composers: OutboxComposers,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly providerLeads: ProviderLeadRepository,
  ) {}

  onModuleInit(): void {
    this.composers.register('held_team', async (_em, n) => {
      const facts = await this.facts(n);
      if (!facts || facts.handedOver || facts.lead.teamAction !== null) return null;
      return composeHeldTeamEmail(facts, this.config, n.messageId);
    });
    this.composers.register('held_family', async (_em, n) => {
      const facts = await this.facts(n);
      return facts ? composeHeldFamilyEmail(facts, this.config, n.messageId) : null;
    });
    this.composers.register('held_outcome', async (_em, n) => {
      const facts = await this.facts(n);
      return facts ? composeHeldOutcomeEmail(facts, this.config, n.messageId) : null;
    });
  }

  private async facts(n: LeadNotification): Promise<(HeldRequestMailFacts & { handedOver: boolean }) | null> {
    const lead = await this.providerLeads.findById(n.leadId);
    if (!lead || lead.erasedAt !== null || lead.heldAt === null) return null;
    const provider = lead.providerId === null ? null : await this.providerLeads.findProviderPlace(lead.providerId);
    return {
      lead,
      organisation: provider?.businessName ?? lead.providerName,
      place: provider ? `${provider.suburb} ${provider.state} ${provider.postcode}` : 'Not known',
      state: provider?.state ?? 'NSW',
      handedOver: lead.handedOverAt !== null,
    };
  }
}
