/**
 * The pathway finder's questions: what is asked, in which order, and which questions still apply once some are
 * answered. Pure: the web page asks them; pathway-finder.ts turns the answers into a result.
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
