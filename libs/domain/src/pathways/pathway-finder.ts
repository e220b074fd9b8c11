/**
 * The pathway finder's rules (issue 13): a few questions, then which parts of Support at Home (or which other
 * program) fit. Pure: the web page asks the questions and shows the result; the amounts live in guide-facts.
 */
import { ELIGIBILITY_AGES } from '../funding/guide-facts.js';

export type AgeBand = '65-plus' | '50-64' | 'under-50';
export type PriorityGroup = 'first-nations' | 'homeless' | 'neither';
export type CurrentSupport = 'home-care-package' | 'support-at-home' | 'none';
export type YesNo = 'yes' | 'no';
export type YesNoUnsure = 'yes' | 'no' | 'unsure';
export type EquipmentNeed = 'equipment' | 'home-change' | 'both' | 'none';
export type OngoingNeed = 'regular' | 'a-little' | 'none';

export interface PathwayAnswers {
  age?: AgeBand;
  /** Asked only at 50-64: either group makes a person eligible from 50. */
  group?: PriorityGroup;
  /** Asked only when age rules Support at Home out. */
  disability?: YesNo;
  currentSupport?: CurrentSupport;
  /** Just left hospital, or had a fall or an illness. */
  recentEvent?: YesNo;
  regainIndependence?: YesNoUnsure;
  /** A doctor or nurse practitioner thinks life expectancy is 3 months or less. */
  endOfLife?: YesNoUnsure;
  equipment?: EquipmentNeed;
  /** Asked only of people with no home care yet. */
  ongoing?: OngoingNeed;
}

export type PathwayQuestionId = keyof PathwayAnswers;

export interface PathwayOption<V extends string = string> {
  value: V;
  label: string;
}

export interface PathwayQuestion {
  id: PathwayQuestionId;
  /** A short topic shown above the question. */
  topic: string;
  question: string;
  hint?: string;
  options: ReadonlyArray<PathwayOption>;
  /** False when earlier answers make the question irrelevant (it is skipped and its answer ignored). */
  appliesTo(answers: PathwayAnswers): boolean;
}

export type Eligibility = 'eligible' | 'not-eligible' | 'unknown';

/** 65 and over; 50 and over for Aboriginal and Torres Strait Islander people or people homeless or at risk. */
export function ageEligibility(answers: Pick<PathwayAnswers, 'age' | 'group'>): Eligibility {
  switch (answers.age) {
    case '65-plus':
      return 'eligible';
    case 'under-50':
      return 'not-eligible';
    case '50-64':
      if (answers.group === undefined) return 'unknown';
      return answers.group === 'neither' ? 'not-eligible' : 'eligible';
    default:
      return 'unknown';
  }
}

const eligible = (a: PathwayAnswers) => ageEligibility(a) === 'eligible';

const { general, firstNations } = ELIGIBILITY_AGES;

const YES_NO: ReadonlyArray<PathwayOption> = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];
const YES_UNSURE_NO: ReadonlyArray<PathwayOption> = [
  { value: 'yes', label: 'Yes' },
  { value: 'unsure', label: 'Not sure' },
  { value: 'no', label: 'No' },
];

export const PATHWAY_QUESTIONS: ReadonlyArray<PathwayQuestion> = [
  {
    id: 'age',
    topic: 'Age',
    question: 'How old is the person who needs help?',
    hint: 'If you are helping someone else, answer every question for them.',
    options: [
      { value: '65-plus', label: `${general} or older` },
      { value: '50-64', label: `${firstNations} to ${general - 1}` },
      { value: 'under-50', label: `Under ${firstNations}` },
    ],
    appliesTo: () => true,
  },
  {
    id: 'group',
    topic: 'Age',
    question: 'Does one of these describe them?',
    hint: 'Some people can get Support at Home from age 50.',
    options: [
      { value: 'first-nations', label: 'Aboriginal or Torres Strait Islander' },
      { value: 'homeless', label: 'Homeless, or at risk of losing their home' },
      { value: 'neither', label: 'No, neither of these' },
    ],
    appliesTo: (a) => a.age === '50-64',
  },
  {
    id: 'disability',
    topic: 'Disability',
    question: 'Do they have a disability that affects their daily life?',
    options: YES_NO,
    appliesTo: (a) => ageEligibility(a) === 'not-eligible',
  },
  {
    id: 'currentSupport',
    topic: 'Help now',
    question: 'Do they get government-funded help at home now?',
    options: [
      { value: 'home-care-package', label: 'Yes, they had a Home Care Package before 1 November 2025' },
      { value: 'support-at-home', label: 'Yes, they have Support at Home services' },
      { value: 'none', label: 'No, not yet' },
    ],
    appliesTo: eligible,
  },
  {
    id: 'recentEvent',
    topic: 'Recent changes',
    question: 'Did they just leave hospital, or have a fall or an illness?',
    options: YES_NO,
    appliesTo: eligible,
  },
  {
    id: 'regainIndependence',
    topic: 'Getting stronger',
    question: 'Do they want to get stronger and do more things for themselves again?',
    hint: 'For example, walk to the shops again or get in and out of the shower alone.',
    options: YES_UNSURE_NO,
    appliesTo: eligible,
  },
  {
    id: 'endOfLife',
    topic: 'End of life',
    question: 'Has a doctor or nurse said they may have 3 months or less to live?',
    hint: 'We ask because there is extra help for people who want to spend their last months at home.',
    options: YES_UNSURE_NO,
    appliesTo: eligible,
  },
  {
    id: 'equipment',
    topic: 'Equipment and home changes',
    question: 'Do they need equipment or a change to their home?',
    hint: 'Equipment is things like a walker or a shower chair. Home changes are things like grab rails or a ramp.',
    options: [
      { value: 'equipment', label: 'Yes, equipment' },
      { value: 'home-change', label: 'Yes, a change to the home' },
      { value: 'both', label: 'Yes, both' },
      { value: 'none', label: 'No' },
    ],
    appliesTo: eligible,
  },
  {
    id: 'ongoing',
    topic: 'Everyday help',
    question: 'How much help do they need with everyday things, such as cleaning, showering or meals?',
    options: [
      { value: 'regular', label: 'Regular help, most weeks' },
      { value: 'a-little', label: 'A little help now and then' },
      { value: 'none', label: 'None right now' },
    ],
    appliesTo: (a) => eligible(a) && a.currentSupport === 'none',
  },
];

/** The questions that apply to these answers, in order. */
export function applicableQuestions(answers: PathwayAnswers): PathwayQuestion[] {
  return PATHWAY_QUESTIONS.filter((q) => q.appliesTo(answers));
}

/** The first applicable question with no valid answer yet, or null when the finder is done. */
export function nextPathwayQuestion(answers: PathwayAnswers): PathwayQuestion | null {
  return applicableQuestions(answers).find((q) => !isValidAnswer(q, answers[q.id])) ?? null;
}

function isValidAnswer(question: PathwayQuestion, value: unknown): boolean {
  return typeof value === 'string' && question.options.some((o) => o.value === value);
}

/** Only the answers to questions that still apply (an earlier change can make a later answer irrelevant). */
export function relevantAnswers(answers: PathwayAnswers): PathwayAnswers {
  const out: Record<string, string> = {};
  for (const q of applicableQuestions(answers)) {
    const value = answers[q.id];
    if (isValidAnswer(q, value)) out[q.id] = value as string;
  }
  return out as PathwayAnswers;
}

export type PathwayId =
  | 'end-of-life'
  | 'restorative-care'
  | 'transitioned-hcp'
  | 'existing-support-at-home'
  | 'ongoing'
  | 'at-hm'
  | 'chsp'
  | 'ndis'
  | 'other-help'
  | 'talk-to-my-aged-care';

export type AtHmPart = 'assistive-technology' | 'home-modifications';

/** How a person asks for a pathway: a new assessment, or a Support Plan Review through their provider. */
export type AccessRoute = 'assessment' | 'support-plan-review';

export interface PathwayResult {
  eligibility: Eligibility;
  /** Best fit first. */
  pathways: PathwayId[];
  /** Which parts of the AT-HM scheme fit (empty unless pathways holds 'at-hm'). */
  atHmParts: AtHmPart[];
  accessRoute: AccessRoute;
}

const AT_HM_PARTS: Record<EquipmentNeed, AtHmPart[]> = {
  equipment: ['assistive-technology'],
  'home-change': ['home-modifications'],
  both: ['assistive-technology', 'home-modifications'],
  none: [],
};

/**
 * Which pathways fit. Unanswered questions count as "no". Rules (docs/decisions/026):
 * - Not eligible by age: the NDIS when they have a disability (it is for people under 65), and other help.
 * - End-of-Life Pathway when a doctor or nurse expects 3 months or less. It replaces other Support at Home
 *   funding while it is used, so ongoing services, restorative care and CHSP are not offered beside it.
 * - Restorative Care Pathway for someone who wants to regain independence, or is not sure but just had a fall,
 *   an illness or a hospital stay. It can be used alongside ongoing services.
 * - People with a Home Care Package keep a transitioned classification; people with Support at Home keep
 *   theirs. Otherwise ongoing services for regular help, CHSP (entry-level help) for a little help.
 * - The AT-HM scheme when they need equipment or a home change (equipment, home changes, or both).
 * - Nothing fits yet: talk to My Aged Care.
 */
export function findPathways(input: PathwayAnswers): PathwayResult {
  const answers = relevantAnswers(input);
  const eligibility = ageEligibility(answers);
  const existing = answers.currentSupport === 'home-care-package' || answers.currentSupport === 'support-at-home';
  const accessRoute: AccessRoute = existing ? 'support-plan-review' : 'assessment';

  if (eligibility !== 'eligible') {
    const pathways: PathwayId[] = eligibility === 'not-eligible' && answers.disability === 'yes' ? ['ndis', 'other-help'] : ['other-help'];
    return { eligibility, pathways, atHmParts: [], accessRoute: 'assessment' };
  }

  const pathways: PathwayId[] = [];
  const endOfLife = answers.endOfLife === 'yes';
  if (endOfLife) {
    pathways.push('end-of-life');
  } else {
    const wantsToRegain = answers.regainIndependence === 'yes' || (answers.regainIndependence === 'unsure' && answers.recentEvent === 'yes');
    if (wantsToRegain) pathways.push('restorative-care');
    if (answers.currentSupport === 'home-care-package') pathways.push('transitioned-hcp');
    else if (answers.currentSupport === 'support-at-home') pathways.push('existing-support-at-home');
    else if (answers.ongoing === 'regular') pathways.push('ongoing');
  }
  const atHmParts = AT_HM_PARTS[answers.equipment ?? 'none'];
  if (atHmParts.length > 0) pathways.push('at-hm');
  if (!endOfLife && answers.currentSupport === 'none' && answers.ongoing === 'a-little') pathways.push('chsp');
  if (pathways.length === 0) pathways.push('talk-to-my-aged-care');
  return { eligibility, pathways, atHmParts, accessRoute };
}

/** Progress through the questions that apply now: the number of the current one and how many there are. */
export function pathwayProgress(answers: PathwayAnswers): { current: number; total: number } {
  // Questions not reached yet are counted as on the most common route (eligible, no home care yet), so the
  // total does not jump up after the first answer; it can only shrink when an answer skips questions.
  const assumed: PathwayAnswers = {
    ...answers,
    age: answers.age ?? '65-plus',
    currentSupport: answers.currentSupport ?? 'none',
    group: answers.group ?? (answers.age === '50-64' ? 'first-nations' : undefined),
  };
  const questions = applicableQuestions(assumed);
  const next = nextPathwayQuestion(answers);
  const index = next ? questions.findIndex((q) => q.id === next.id) : questions.length - 1;
  return { current: index + 1, total: questions.length };
}

/* Share links: the answers as a short, readable query string (?age=65-plus&...). */

/** 'age=65-plus&currentSupport=none...' of the answers that apply, in question order. */
export function pathwayAnswersToQuery(answers: PathwayAnswers): string {
  const relevant = relevantAnswers(answers);
  const params = new URLSearchParams();
  for (const q of PATHWAY_QUESTIONS) {
    const value = relevant[q.id];
    if (value) params.set(q.id, value);
  }
  return params.toString();
}

/**
 * The answers a share link carries, when they are complete and valid; null otherwise (a spoilt or partial
 * link starts the finder afresh rather than showing a result built on guesses). Unknown parameters are ignored.
 */
export function pathwayAnswersFromQuery(query: string | URLSearchParams): PathwayAnswers | null {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const raw: Record<string, string> = {};
  for (const q of PATHWAY_QUESTIONS) {
    const value = params.get(q.id);
    if (value !== null) raw[q.id] = value;
  }
  const answers = relevantAnswers(raw as PathwayAnswers);
  if (!answers.age || nextPathwayQuestion(answers) !== null) return null;
  return answers;
}
