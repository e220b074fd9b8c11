/**
 * The Assessment Maximizer: 8 questions, answers 1 (most need) to 4 (most independent),
 * scored by the spec section 9 rule. The wording is ours; ids, categories and weights are the spec's.
 */

export type AnswerValue = 1 | 2 | 3 | 4;

export interface AssessmentOption {
  value: AnswerValue;
  label: string;
}

export interface AssessmentQuestion {
  id: string;
  category: string;
  question: string;
  options: readonly AssessmentOption[];
  weight: number;
  improvementTip: string;
}

const opts = (a: string, b: string, c: string, d: string): AssessmentOption[] => [
  { value: 1, label: a },
  { value: 2, label: b },
  { value: 3, label: c },
  { value: 4, label: d },
];

export const ASSESSMENT_QUESTIONS: readonly AssessmentQuestion[] = [
  {
    id: 'mobility',
    category: 'Physical Health',
    weight: 3,
    question: 'How do you get around your home and outside it?',
    options: opts(
      'I need another person to help me move, or I use a wheelchair most of the time',
      'I use a walker or stick and often need someone nearby',
      'I walk on my own but slowly, and stairs or uneven ground are hard',
      'I walk on my own without trouble',
    ),
    improvementTip:
      'Tell the assessor about falls, near-falls and the places you cannot reach safely, such as the shower, steps or the letterbox. Ask whether a physiotherapist or mobility aids could help.',
  },
  {
    id: 'personal_care',
    category: 'Personal Care',
    weight: 2.5,
    question: 'How do you manage showering, dressing and going to the toilet?',
    options: opts(
      'Someone helps me with these every day',
      'I need help with some of these most days',
      'I manage, but it takes a long time or I avoid some tasks',
      'I manage all of these on my own',
    ),
    improvementTip:
      'Describe your hardest days, not your best. If you skip showers or wear the same clothes because it is too hard, say so: it shows the help you really need.',
  },
  {
    id: 'medical_complexity',
    category: 'Health Conditions',
    weight: 3,
    question: 'How much do your health conditions affect your daily life?',
    options: opts(
      'I have several serious conditions and need nursing or medical care often',
      'I have ongoing conditions that need regular checks or medicines I struggle to manage',
      'I have a condition or two that are mostly under control',
      'I am generally well',
    ),
    improvementTip:
      'Bring a list of your conditions, medicines and recent hospital stays, and a letter from your GP if you can. Assessors can only count what they know about.',
  },
  {
    id: 'cognitive_function',
    category: 'Cognitive Health',
    weight: 2.5,
    question: 'How is your memory and thinking day to day?',
    options: opts(
      'I often get confused or lost, and need someone to remind or supervise me',
      'I forget appointments, medicines or meals quite often',
      'I forget small things now and then',
      'My memory and thinking are fine',
    ),
    improvementTip:
      'Ask a family member or friend to join the assessment. They may notice memory changes you do not, such as missed medicines or unpaid bills.',
  },
  {
    id: 'social_isolation',
    category: 'Social Connections',
    weight: 2,
    question: 'How often do you see or talk with other people?',
    options: opts('Hardly ever: I am alone almost all the time', 'Once a week or less', 'A few times a week', 'Most days'),
    improvementTip:
      'Loneliness is a real need. Tell the assessor if you cannot get to see friends, go to church or clubs, or go out without help: social support and transport may be funded.',
  },
  {
    id: 'home_environment',
    category: 'Living Situation',
    weight: 2,
    question: 'How safe and easy to manage is your home?',
    options: opts(
      'My home is unsafe for me now (steps, bathroom, no rails) and I cannot keep it up',
      'Parts of my home are hard or risky to use',
      'My home is mostly fine, with one or two problem spots',
      'My home is safe and easy for me',
    ),
    improvementTip:
      'Point out every spot that is hard to use: the bath, steps, high cupboards, the garden. Home modifications and equipment have their own funding.',
  },
  {
    id: 'daily_activities',
    category: 'Independence',
    weight: 2.5,
    question: 'How do you manage cooking, cleaning, shopping and laundry?',
    options: opts(
      'Someone else does nearly all of these for me',
      'I need help with most of them',
      'I need help with one or two, such as heavy cleaning',
      'I do all of them myself',
    ),
    improvementTip: 'List the jobs you no longer do, or do only with pain or with help from family. Help from family counts as a need, even if they do it now.',
  },
  {
    id: 'support_network',
    category: 'Family Support',
    weight: 2,
    question: 'How much help do family, friends or neighbours give you?',
    options: opts(
      'No one is able to help me',
      'Someone helps now and then, but they cannot do more',
      'Family or friends help regularly',
      'I have plenty of help whenever I need it',
    ),
    improvementTip:
      'Say plainly if your carer is tired, works, lives far away or has their own health problems. Support for carers, such as respite, is part of the program.',
  },
];

export const ASSESSMENT_TOTAL_STEPS = ASSESSMENT_QUESTIONS.length;

export type AssessmentResponses = Partial<Record<string, number>>;

/** A missing or out-of-range answer counts as 1 (spec section 5). */
function answerOf(responses: AssessmentResponses, id: string): AnswerValue {
  const raw = responses[id];
  return raw === 2 || raw === 3 || raw === 4 ? raw : 1;
}

/** Weighted score as a percent of the maximum (4 x total weight). Not rounded. */
export function assessmentPercent(responses: AssessmentResponses, questions: readonly AssessmentQuestion[] = ASSESSMENT_QUESTIONS): number {
  const totalWeight = questions.reduce((sum, q) => sum + q.weight, 0);
  const score = questions.reduce((sum, q) => sum + answerOf(responses, q.id) * q.weight, 0);
  return (score / (4 * totalWeight)) * 100;
}

/** Percent to classification level: below 25 -> 8, each 10 points up one level less, 85+ -> 1. */
export function levelForPercent(percent: number): number {
  const bands: Array<[number, number]> = [
    [85, 1],
    [75, 2],
    [65, 3],
    [55, 4],
    [45, 5],
    [35, 6],
    [25, 7],
  ];
  for (const [floor, level] of bands) if (percent >= floor) return level;
  return 8;
}

export function suggestedClassification(responses: AssessmentResponses): number {
  return levelForPercent(assessmentPercent(responses));
}

export interface ImprovementTip {
  category: string;
  tip: string;
}

/** One tip for each question answered 1 or 2. */
export function improvementTips(responses: AssessmentResponses, questions: readonly AssessmentQuestion[] = ASSESSMENT_QUESTIONS): ImprovementTip[] {
  return questions
    .filter((q) => {
      const a = responses[q.id];
      return a === 1 || a === 2;
    })
    .map((q) => ({ category: q.category, tip: q.improvementTip }));
}

/** Rounded percent of step over the total (0 at the intro). */
export function progressPercent(step: number, totalSteps = ASSESSMENT_TOTAL_STEPS): number {
  return Math.round((Math.max(0, Math.min(step, totalSteps)) / totalSteps) * 100);
}
