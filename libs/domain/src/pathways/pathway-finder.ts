/**
 * The pathway finder's rules: after a few questions (pathway-questions.ts), which parts of Support at Home (or
 * which other program) fit. Pure: the web page asks the questions and shows the result; the amounts live in
 * guide-facts.
 */
import { ageEligibility, relevantAnswers, type Eligibility, type EquipmentNeed, type PathwayAnswers } from './pathway-questions.js';

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
 * Which pathways fit. Unanswered questions count as "no". Rules:
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
