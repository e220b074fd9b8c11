import type { PathwayId } from './pathway-finder.js';

/**
 * The pathway finder's results as a reader reaches them: the answers clicked, by their labels, and
 * what the result must show. One table for the public site's component test (every result) and the e2e walks
 * (a few, in a real browser). A spec fixture: the domain's build leaves it out and nothing in the product imports it.
 */
export interface PathwayScenario {
  name: string;
  /** The option clicked on each question, in order. */
  answers: string[];
  /** The result's cards, best fit first. */
  pathways: PathwayId[];
  /** Text each result must show (official amounts and durations, next steps). */
  shows: Array<string | RegExp>;
}

export const PATHWAY_SCENARIOS: readonly PathwayScenario[] = [
  {
    name: 'after a fall, wants to get stronger, needs regular help and equipment and home changes',
    answers: ['65 or older', 'No, not yet', 'Yes', 'Yes', 'No', 'Yes, both', 'Regular help, most weeks'],
    pathways: ['restorative-care', 'ongoing', 'at-hm'],
    shows: [
      'About $6,000 for up to 16 weeks.',
      'Up to about $12,000',
      '$2,682.75 a quarter',
      'under $500, up to $2,000, or up to $15,000',
      'lifetime limit of $15,000',
      'Call My Aged Care on 1800 200 422',
    ],
  },
  {
    name: 'near the end of life, already with Support at Home',
    answers: ['65 or older', 'Yes, they have Support at Home services', 'No', 'No', 'Yes', 'No'],
    pathways: ['end-of-life'],
    shows: ['$25,000 to use over 12 weeks.', 'up to 16 weeks in total', 'AKPS', 'Support Plan Review'],
  },
  {
    name: 'had a Home Care Package',
    answers: ['65 or older', 'Yes, they had a Home Care Package before 1 November 2025', 'No', 'No', 'No', 'No'],
    pathways: ['transitioned-hcp'],
    shows: ['Package level 1: $2,746.63 a quarter', 'Package level 4: $15,939.55 a quarter', 'Support Plan Review'],
  },
  {
    name: 'has Support at Home, needs equipment',
    answers: ['65 or older', 'Yes, they have Support at Home services', 'No', 'No', 'No', 'Yes, equipment'],
    pathways: ['existing-support-at-home', 'at-hm'],
    shows: ['Keep their Support at Home classification', 'Equipment (assistive technology)'],
  },
  {
    name: 'needs a little help',
    answers: ['65 or older', 'No, not yet', 'No', 'No', 'No', 'No', 'A little help now and then'],
    pathways: ['chsp'],
    shows: ['Commonwealth Home Support Programme (CHSP)', 'no earlier than 1 July 2027'],
  },
  {
    name: 'no need stands out',
    answers: ['65 or older', 'No, not yet', 'No', 'Not sure', 'Not sure', 'No', 'None right now'],
    pathways: ['talk-to-my-aged-care'],
    shows: ['Talk to My Aged Care', '1800 200 422'],
  },
  {
    name: 'Aboriginal or Torres Strait Islander, aged 50 to 64, regular help',
    answers: ['50 to 64', 'Aboriginal or Torres Strait Islander', 'No, not yet', 'No', 'No', 'No', 'No', 'Regular help, most weeks'],
    pathways: ['ongoing'],
    shows: ['Ongoing services with a classification', '$19,526.59 a quarter'],
  },
  {
    name: 'homeless, aged 50 to 64, after a hospital stay',
    answers: ['50 to 64', 'Homeless, or at risk of losing their home', 'No, not yet', 'Yes', 'Not sure', 'No', 'No', 'None right now'],
    pathways: ['restorative-care'],
    shows: ['Restorative Care Pathway'],
  },
  {
    name: 'aged 50 to 64, neither group, with a disability',
    answers: ['50 to 64', 'No, neither of these', 'Yes'],
    pathways: ['ndis', 'other-help'],
    shows: ['Support at Home may not fit yet', 'National Disability Insurance Scheme (NDIS)', '1800 800 110'],
  },
  {
    name: 'under 50, no disability',
    answers: ['Under 50', 'No'],
    pathways: ['other-help'],
    shows: ['Support at Home may not fit yet', 'Other help'],
  },
];
