import { findPathways } from './pathway-finder.js';
import {
  ageEligibility,
  applicableQuestions,
  nextPathwayQuestion,
  PATHWAY_QUESTIONS,
  pathwayProgress,
  relevantAnswers,
  type PathwayAnswers,
} from './pathway-questions.js';
import { pathwayAnswersFromQuery, pathwayAnswersToQuery } from './pathway-share-link.js';

/** An eligible person with no home care, no recent event, nothing else: each row changes what it tests. */
const base: PathwayAnswers = {
  age: '65-plus',
  currentSupport: 'none',
  recentEvent: 'no',
  regainIndependence: 'no',
  endOfLife: 'no',
  equipment: 'none',
  ongoing: 'none',
};

describe('ageEligibility', () => {
  it.each([
    [{ age: '65-plus' }, 'eligible'],
    [{ age: '50-64', group: 'first-nations' }, 'eligible'],
    [{ age: '50-64', group: 'homeless' }, 'eligible'],
    [{ age: '50-64', group: 'neither' }, 'not-eligible'],
    [{ age: '50-64' }, 'unknown'],
    [{ age: 'under-50' }, 'not-eligible'],
    [{ age: 'under-50', group: 'first-nations' }, 'not-eligible'],
    [{}, 'unknown'],
  ] as const)('%j -> %s', (answers, expected) => {
    expect(ageEligibility(answers)).toBe(expected);
  });
});

describe('findPathways', () => {
  it.each<[string, PathwayAnswers, string[]]>([
    ['regular help, nothing else: ongoing services', { ...base, ongoing: 'regular' }, ['ongoing']],
    ['a little help: CHSP', { ...base, ongoing: 'a-little' }, ['chsp']],
    ['no needs at all: talk to My Aged Care', base, ['talk-to-my-aged-care']],
    ['wants to regain independence: restorative care', { ...base, regainIndependence: 'yes' }, ['restorative-care']],
    ['not sure, after a fall: restorative care', { ...base, recentEvent: 'yes', regainIndependence: 'unsure' }, ['restorative-care']],
    ['not sure, no recent event: not restorative', { ...base, regainIndependence: 'unsure' }, ['talk-to-my-aged-care']],
    ['after a fall but does not want it: not restorative', { ...base, recentEvent: 'yes', regainIndependence: 'no' }, ['talk-to-my-aged-care']],
    ['restorative care beside ongoing services', { ...base, regainIndependence: 'yes', ongoing: 'regular' }, ['restorative-care', 'ongoing']],
    ['end of life', { ...base, endOfLife: 'yes' }, ['end-of-life']],
    ['end of life replaces ongoing, restorative and CHSP', { ...base, endOfLife: 'yes', regainIndependence: 'yes', ongoing: 'regular' }, ['end-of-life']],
    ['end of life, not sure: not offered', { ...base, endOfLife: 'unsure' }, ['talk-to-my-aged-care']],
    ['end of life with equipment: both', { ...base, endOfLife: 'yes', equipment: 'equipment' }, ['end-of-life', 'at-hm']],
    ['equipment only: AT-HM', { ...base, equipment: 'equipment' }, ['at-hm']],
    ['home change with regular help', { ...base, equipment: 'home-change', ongoing: 'regular' }, ['ongoing', 'at-hm']],
    ['had a Home Care Package: transitioned', { ...base, currentSupport: 'home-care-package', ongoing: undefined }, ['transitioned-hcp']],
    ['has Support at Home: keeps it', { ...base, currentSupport: 'support-at-home', ongoing: undefined }, ['existing-support-at-home']],
    [
      'Home Care Package after a hospital stay: restorative beside it',
      { ...base, currentSupport: 'home-care-package', recentEvent: 'yes', regainIndependence: 'yes' },
      ['restorative-care', 'transitioned-hcp'],
    ],
    ['Home Care Package: the ongoing answer is ignored', { ...base, currentSupport: 'home-care-package', ongoing: 'a-little' }, ['transitioned-hcp']],
    [
      'every need at once',
      { ...base, recentEvent: 'yes', regainIndependence: 'yes', equipment: 'both', ongoing: 'regular' },
      ['restorative-care', 'ongoing', 'at-hm'],
    ],
    ['First Nations, 50-64: eligible', { ...base, age: '50-64', group: 'first-nations', ongoing: 'regular' }, ['ongoing']],
    ['homeless, 50-64: eligible', { ...base, age: '50-64', group: 'homeless', ongoing: 'regular' }, ['ongoing']],
    ['50-64, neither, with a disability: NDIS', { age: '50-64', group: 'neither', disability: 'yes' }, ['ndis', 'other-help']],
    ['50-64, neither, no disability: other help', { age: '50-64', group: 'neither', disability: 'no' }, ['other-help']],
    ['under 50 with a disability: NDIS', { age: 'under-50', disability: 'yes' }, ['ndis', 'other-help']],
    ['under 50, needs ignored: other help', { ...base, age: 'under-50', disability: 'no', ongoing: 'regular', endOfLife: 'yes' }, ['other-help']],
  ])('%s', (_name, answers, expected) => {
    expect(findPathways(answers).pathways).toEqual(expected);
  });

  it.each([
    ['equipment', ['assistive-technology']],
    ['home-change', ['home-modifications']],
    ['both', ['assistive-technology', 'home-modifications']],
    ['none', []],
  ] as const)('equipment %s -> AT-HM parts %j', (equipment, parts) => {
    expect(findPathways({ ...base, equipment }).atHmParts).toEqual(parts);
  });

  it.each([
    ['none', 'assessment'],
    ['home-care-package', 'support-plan-review'],
    ['support-at-home', 'support-plan-review'],
  ] as const)('current support %s -> asks through %s', (currentSupport, route) => {
    expect(findPathways({ ...base, currentSupport }).accessRoute).toBe(route);
  });

  it('reports eligibility with the result', () => {
    expect(findPathways(base).eligibility).toBe('eligible');
    expect(findPathways({ age: 'under-50', disability: 'no' }).eligibility).toBe('not-eligible');
  });
});

describe('the question flow', () => {
  const ids = (answers: PathwayAnswers) => applicableQuestions(answers).map((q) => q.id);

  it('asks the age first, then the group only at 50-64', () => {
    expect(nextPathwayQuestion({})?.id).toBe('age');
    expect(nextPathwayQuestion({ age: '50-64' })?.id).toBe('group');
    expect(nextPathwayQuestion({ age: '65-plus' })?.id).toBe('currentSupport');
  });

  it('asks only about disability when age rules Support at Home out, then ends', () => {
    expect(ids({ age: 'under-50' })).toEqual(['age', 'disability']);
    expect(ids({ age: '50-64', group: 'neither' })).toEqual(['age', 'group', 'disability']);
    expect(nextPathwayQuestion({ age: 'under-50', disability: 'no' })).toBeNull();
  });

  it('asks about everyday help only of people with no home care yet', () => {
    expect(ids({ age: '65-plus', currentSupport: 'none' })).toContain('ongoing');
    expect(ids({ age: '65-plus', currentSupport: 'home-care-package' })).not.toContain('ongoing');
  });

  it('treats an answer that is not one of the options as unanswered', () => {
    expect(nextPathwayQuestion({ age: 'sixty' as never })?.id).toBe('age');
  });

  it('drops answers that no longer apply after an earlier answer changes', () => {
    expect(relevantAnswers({ age: '65-plus', group: 'neither', disability: 'yes', currentSupport: 'none' })).toEqual({
      age: '65-plus',
      currentSupport: 'none',
    });
  });

  it('counts progress over the questions that apply', () => {
    expect(pathwayProgress({})).toEqual({ current: 1, total: 7 });
    expect(pathwayProgress({ age: undefined })).toEqual({ current: 1, total: 7 });
    expect(pathwayProgress({ age: '65-plus', currentSupport: undefined })).toEqual({ current: 2, total: 7 });
    expect(pathwayProgress({ age: '50-64' })).toEqual({ current: 2, total: 8 });
    expect(pathwayProgress({ age: 'under-50' })).toEqual({ current: 2, total: 2 });
    expect(pathwayProgress({ ...base, ongoing: undefined })).toEqual({ current: 7, total: 7 });
  });

  it('has options with unique values and a label for every question', () => {
    for (const q of PATHWAY_QUESTIONS) {
      expect(new Set(q.options.map((o) => o.value)).size).toBe(q.options.length);
      expect(q.options.every((o) => o.label.length > 0)).toBe(true);
    }
  });
});

describe('share links', () => {
  it('round-trips complete answers in question order', () => {
    const answers: PathwayAnswers = { ...base, regainIndependence: 'yes', equipment: 'both' };
    const query = pathwayAnswersToQuery(answers);
    expect(query).toBe('age=65-plus&currentSupport=none&recentEvent=no&regainIndependence=yes&endOfLife=no&equipment=both&ongoing=none');
    expect(pathwayAnswersFromQuery(query)).toEqual(answers);
  });

  it('leaves out answers that do not apply', () => {
    expect(pathwayAnswersToQuery({ age: 'under-50', disability: 'no', ongoing: 'regular' })).toBe('age=under-50&disability=no');
  });

  it.each([
    ['empty', ''],
    ['partial', 'age=65-plus&currentSupport=none'],
    ['a value that is not an option', 'age=65-plus&currentSupport=maybe&recentEvent=no&regainIndependence=no&endOfLife=no&equipment=none&ongoing=none'],
    ['unknown parameters only', 'foo=bar'],
  ])('gives null for a %s link', (_name, query) => {
    expect(pathwayAnswersFromQuery(query)).toBeNull();
  });

  it('ignores unknown parameters beside complete answers', () => {
    expect(pathwayAnswersFromQuery(`utm=x&${pathwayAnswersToQuery(base)}`)).toEqual(base);
  });
});
