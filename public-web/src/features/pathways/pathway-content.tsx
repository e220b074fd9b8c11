import {
  AT_HM_SCHEME,
  CARE_MANAGEMENT,
  CLASSIFICATION_BUDGETS,
  ELIGIBILITY_AGES,
  END_OF_LIFE_PATHWAY,
  NDIS_FACTS,
  PHONE_NUMBERS,
  PROGRAM_FACTS,
  RESTORATIVE_CARE_PATHWAY,
  TRANSITIONED_HCP_BUDGETS,
  formatAud,
  formatCents,
  type AccessRoute,
  type AtHmPart,
  type PathwayId,
} from '@homeward/domain';
import { paths } from '../../app/paths.js';
import { PersonalCareLine } from '../../components/facts/OfficialChangeNotes.js';
import type { ReactNode } from 'react';

/** Whole dollars from cents: '$6,000'. */

export interface SourcedNote {
  source: string;
  sourceUrl: string;
  asOf: string;
}

export interface PathwayContact {
  name: string;
  number: string;
  hours?: string;
}

export interface PathwayContent {
  title: string;
  /** What it is, in a sentence or two. */
  about: ReactNode;
  /** The official amounts and durations, as short points. */
  figures: ReactNode[];
  /** Where the figures come from (shown with their date beside them). */
  source: SourcedNote | null;
  /** Said beside figures read on provider pages that quote the government rather than on a government page. */
  caution?: string;
  /** Who to call. */
  contact: PathwayContact;
  /** What to say when they answer. */
  say: string;
  /** What to have ready for the call or the assessment. */
  haveReady: string[];
  /** A directory search for providers of this service (by the service's name in the catalogue), if any. */
  directoryService?: { name: string; label: string };
  /** Other places on the site that help next. */
  links: Array<{ to: string; label: string }>;
}

export interface ContentContext {
  accessRoute: AccessRoute;
  atHmParts: AtHmPart[];
}

const MY_AGED_CARE: PathwayContact = PHONE_NUMBERS.myAgedCare;
const PROVIDER: PathwayContact = { name: 'their Support at Home provider', number: '' };

const ASSESSMENT_PAPERS = ['Their Medicare card', 'A list of their health conditions and medicines', 'The name and phone number of their doctor (GP)'];

/** "Support Plan Review" in plain words, shown wherever the words to say on the call ask for one. */
export const SUPPORT_PLAN_REVIEW_MEANING =
  'A Support Plan Review is when their provider looks again at what help they need and what their budget pays for. The provider can change their services, or ask My Aged Care for a new assessment if they need more help.';

/** For existing clients the way in is a Support Plan Review through their provider, not a new assessment. */
function contactFor(route: AccessRoute): PathwayContact {
  return route === 'support-plan-review' ? PROVIDER : MY_AGED_CARE;
}

export function pathwayContent(id: PathwayId, { accessRoute, atHmParts }: ContentContext): PathwayContent {
  const review = accessRoute === 'support-plan-review';
  switch (id) {
    case 'restorative-care': {
      const r = RESTORATIVE_CARE_PATHWAY;
      return {
        title: 'Restorative Care Pathway',
        about:
          'Short-term, intensive help from nurses, physiotherapists and other health workers. It helps people get back on their feet after a fall, an illness or a hospital stay.',
        figures: [
          `About ${formatCents(r.unitCents, 0)} for up to ${r.maxWeeks} weeks.`,
          `Up to about ${formatCents(r.unitCents * r.maxUnitsPerEpisode, 0)} if a second unit is approved.`,
          `Up to ${r.maxEpisodes} episodes, at least ${r.minMonthsBetweenEpisodes} months apart. It can be used alongside ongoing services.`,
        ],
        source: r,
        contact: contactFor(accessRoute),
        say: review
          ? 'Please arrange a Support Plan Review. I would like the Restorative Care Pathway to help me get stronger.'
          : 'I would like an assessment for the Restorative Care Pathway. I had a fall (or an illness, or a hospital stay) and I want to get stronger.',
        haveReady: [
          'Hospital discharge papers or a letter from their doctor, if they have them',
          'What they want to be able to do again, such as walk to the shops',
          ...ASSESSMENT_PAPERS,
        ],
        directoryService: { name: 'Physiotherapy', label: 'Find providers who offer physiotherapy' },
        links: [],
      };
    }
    case 'end-of-life': {
      const e = END_OF_LIFE_PATHWAY;
      return {
        title: 'End-of-Life Pathway',
        about: `Extra care at home for people who want to spend their last months there. A doctor or nurse practitioner must think they have ${e.lifeExpectancyMonths} months or less to live, with a score of ${e.maxAkpsScore} or less on a care-needs scale called AKPS.`,
        figures: [
          `${formatCents(e.amountCents, 0)} to use over ${e.plannedWeeks} weeks.`,
          `Any money left can be used for up to ${e.maxWeeks} weeks in total.`,
          'It replaces their other Support at Home funding while they use it.',
        ],
        source: e,
        contact: contactFor(accessRoute),
        say: review
          ? 'Please arrange an urgent Support Plan Review for the End-of-Life Pathway.'
          : 'I would like an urgent, high-priority assessment for the End-of-Life Pathway.',
        haveReady: [
          `A letter from their doctor or nurse practitioner about their life expectancy and AKPS score`,
          'The name of their palliative care team, if they have one',
          ...ASSESSMENT_PAPERS,
          `Carers can get support too: Carer Gateway, ${PHONE_NUMBERS.carerGateway.number}`,
        ],
        directoryService: { name: 'Nursing care', label: 'Find providers who offer nursing care' },
        links: [],
      };
    }
    case 'at-hm': {
      const { assistiveTechnology: at, homeModifications: hm } = AT_HM_SCHEME;
      const [atLow, atMedium, atHigh] = at.tiers;
      const [hmLow, hmMedium, hmHigh] = hm.tiers;
      const figures: ReactNode[] = [];
      if (atHmParts.includes('assistive-technology')) {
        figures.push(
          `Equipment (assistive technology): under ${formatCents(atLow.cents, 0)}, up to ${formatCents(atMedium.cents, 0)}, or up to ${formatCents(atHigh.cents, 0)}. More is possible with a prescription from a health professional. The money is usually there for ${at.availableMonths} months.`,
        );
      }
      if (atHmParts.includes('home-modifications')) {
        figures.push(
          `Home changes (home modifications): ${formatCents(hmLow.cents, 0)}, ${formatCents(hmMedium.cents, 0)} or ${formatCents(hmHigh.cents, 0)}. The top amount is a lifetime limit of ${formatCents(hm.lifetimeCapCents, 0)}.`,
        );
      }
      figures.push('They may pay a contribution towards it, like other independence services.');
      return {
        title: 'Assistive Technology and Home Modifications (AT-HM) scheme',
        about:
          'Money for equipment, such as a walker or a shower chair, and for changes to the home, such as grab rails or a ramp. Equipment and home changes are approved separately, so a person can get both.',
        figures,
        source: AT_HM_SCHEME,
        contact: contactFor(accessRoute),
        say: review
          ? 'Please arrange a Support Plan Review. I need equipment or changes to my home to stay safe.'
          : 'I need equipment or changes to my home to stay safe. I would like an assessment for the AT-HM scheme.',
        haveReady: [
          'Advice or a prescription from an occupational therapist or other health professional, if they have one',
          'What is hard or unsafe at home now, such as getting in and out of the shower',
          ...ASSESSMENT_PAPERS,
        ],
        directoryService: { name: 'Occupational therapy', label: 'Find providers who offer occupational therapy' },
        links: [],
      };
    }
    case 'ongoing': {
      const list = CLASSIFICATION_BUDGETS.classifications;
      return {
        title: 'Ongoing services with a classification',
        about:
          'Regular help at home, such as cleaning, showering, meals, nursing or transport. An assessment gives one of 8 classifications, and each has a budget for every quarter (3 months).',
        figures: [
          <>
            {`From ${formatAud(Number(list[0].quarterlyBudget))} a quarter (classification 1) to ${formatAud(Number(list[list.length - 1].quarterlyBudget))} a quarter (classification ${list[list.length - 1].level}).`}
          </>,
          <span key="personal-care" data-testid="personal-care-note">
            <PersonalCareLine />
          </span>,
          `About ${Math.round(CARE_MANAGEMENT.shareOfBudget * 100)}% of the budget pays for care management: the provider organising and checking the care.`,
        ],
        source: CLASSIFICATION_BUDGETS,
        contact: MY_AGED_CARE,
        say: 'I would like an assessment for Support at Home services, so I can keep living at home.',
        haveReady: [...ASSESSMENT_PAPERS, 'What help they need each week', 'A family member or friend to be with them at the assessment'],
        links: [
          { to: paths.calculator, label: 'See what each budget could pay for' },
          { to: paths.assessmentMaximizer, label: 'Estimate their classification' },
        ],
      };
    }
    case 'transitioned-hcp': {
      const levels = TRANSITIONED_HCP_BUDGETS.levels;
      return {
        title: 'Keep their Home Care Package funding (transitioned classification)',
        about:
          'People who had a Home Care Package moved to Support at Home on 1 November 2025. They keep funding equal to their package level until they are reassessed, and they keep any unspent package funds.',
        figures: [
          ...levels.map((l) => `Package level ${l.hcpLevel}: ${formatAud(Number(l.quarterlyBudget))} a quarter (${formatAud(Number(l.annualBudget))} a year).`),
          'These amounts were set on 1 November 2025.',
        ],
        source: TRANSITIONED_HCP_BUDGETS,
        caution: 'These amounts come from provider summaries of the government schedule. Check your own amount on your letter or with your provider.',
        contact: PROVIDER,
        say: 'My needs have changed. Please arrange a Support Plan Review.',
        haveReady: ['Their Support at Home agreement', 'The letter with their classification', 'What has changed since the last review'],
        links: [
          { to: paths.transition, label: 'Read what changed for Home Care Packages' },
          { to: paths.calculator, label: 'See what a budget could pay for' },
        ],
      };
    }
    case 'existing-support-at-home':
      return {
        title: 'Keep their Support at Home classification',
        about:
          'They keep their classification and quarterly budget. If their needs change, their provider can arrange a Support Plan Review. It can be marked urgent, for example after a fall or a hospital stay.',
        figures: [],
        source: null,
        contact: PROVIDER,
        say: 'My needs have changed. Please arrange a Support Plan Review.',
        haveReady: ['Their Support at Home agreement', 'The letter with their classification', 'What has changed since the last review'],
        links: [{ to: paths.calculator, label: 'See what their budget could pay for' }],
      };
    case 'chsp':
      return {
        title: 'Commonwealth Home Support Programme (CHSP)',
        about: `For a little help now and then, such as cleaning, meals or a lift to the shops. CHSP runs beside Support at Home for now. It moves into Support at Home ${PROGRAM_FACTS.chspTransition.value}. The assessment decides which program fits.`,
        figures: [],
        source: PROGRAM_FACTS.chspTransition,
        contact: MY_AGED_CARE,
        say: 'I need a little help at home, such as cleaning or transport. Please tell me what I can get.',
        haveReady: [...ASSESSMENT_PAPERS, 'What help they need, and how often'],
        directoryService: { name: 'Domestic assistance', label: 'Find providers who offer help with cleaning' },
        links: [],
      };
    case 'ndis':
      return {
        title: 'National Disability Insurance Scheme (NDIS)',
        about: `Support at Home is mostly for older people. The NDIS supports people with a permanent and significant disability who are under ${NDIS_FACTS.maxAgeWhenApplying + 1} when they apply.`,
        figures: [],
        source: NDIS_FACTS,
        contact: { name: 'the NDIS', number: NDIS_FACTS.phone },
        say: 'I would like to know if I can get support from the NDIS.',
        haveReady: ['Proof of their age, such as a birth certificate or driver licence', 'Letters or reports from their doctors about the disability'],
        links: [],
      };
    case 'other-help':
      return {
        title: 'Other help',
        about: `Support at Home is for people aged ${ELIGIBILITY_AGES.general} or over. Aboriginal and Torres Strait Islander people, and people who are homeless or at risk, can get it from ${ELIGIBILITY_AGES.firstNations}. Their doctor or My Aged Care can tell them about other help nearby.`,
        figures: [],
        source: ELIGIBILITY_AGES,
        contact: MY_AGED_CARE,
        say: 'I need help at home, but I am under 65. What help can I get?',
        haveReady: ['What help they need, and how often'],
        links: [{ to: paths.eligibility, label: 'Read who can get Support at Home' }],
      };
    case 'talk-to-my-aged-care':
      return {
        title: 'Talk to My Aged Care',
        about: 'From these answers, no pathway stands out yet. My Aged Care can talk through what is hard at home, and an assessment finds out what help fits.',
        figures: [],
        source: null,
        contact: MY_AGED_CARE,
        say: 'I would like to talk about help to keep living at home.',
        haveReady: ASSESSMENT_PAPERS,
        links: [{ to: paths.assessmentMaximizer, label: 'Try our assessment tool' }],
      };
  }
}
