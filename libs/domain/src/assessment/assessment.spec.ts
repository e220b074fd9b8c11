import { itGives } from '../shared/spec-tables.fixture.js';
import { ASSESSMENT_QUESTIONS, assessmentPercent, improvementTips, levelForPercent, progressPercent, suggestedClassification } from './assessment.js';

const all = (value: number) => Object.fromEntries(ASSESSMENT_QUESTIONS.map((q) => [q.id, value]));

describe('ASSESSMENT_QUESTIONS', () => {
  it('has the 8 spec questions with their weights, totalling 19.5', () => {
    expect(ASSESSMENT_QUESTIONS.map((q) => [q.id, q.weight])).toEqual([
      ['mobility', 3],
      ['personal_care', 2.5],
      ['medical_complexity', 3],
      ['cognitive_function', 2.5],
      ['social_isolation', 2],
      ['home_environment', 2],
      ['daily_activities', 2.5],
      ['support_network', 2],
    ]);
    expect(ASSESSMENT_QUESTIONS.reduce((s, q) => s + q.weight, 0)).toBe(19.5);
    for (const q of ASSESSMENT_QUESTIONS) expect(q.options.map((o) => o.value)).toEqual([1, 2, 3, 4]);
  });
});

describe('suggestedClassification', () => {
  it('gives level 1 when every answer is 4 (100%)', () => {
    expect(assessmentPercent(all(4))).toBe(100);
    expect(suggestedClassification(all(4))).toBe(1);
  });

  it('gives level 7 when every answer is 1 (exactly 25%)', () => {
    expect(assessmentPercent(all(1))).toBe(25);
    expect(suggestedClassification(all(1))).toBe(7);
  });

  it('counts a missing answer as 1', () => {
    expect(assessmentPercent({})).toBe(25);
    expect(suggestedClassification({ mobility: 4 })).toBe(suggestedClassification({ mobility: 4, personal_care: 1 }));
  });

  it('worked example: mixed answers', () => {
    // 2x3 + 3x2.5 + 2x3 + 4x2.5 + 3x2 + 2x2 + 3x2.5 + 4x2 = 55 of 78 -> 70.51% -> level 3
    const r = {
      mobility: 2,
      personal_care: 3,
      medical_complexity: 2,
      cognitive_function: 4,
      social_isolation: 3,
      home_environment: 2,
      daily_activities: 3,
      support_network: 4,
    };
    expect(assessmentPercent(r)).toBeCloseTo(70.5128, 3);
    expect(suggestedClassification(r)).toBe(3);
  });
});

describe('levelForPercent', () => {
  itGives(levelForPercent, '%p%% -> level %p', [
    [0, 8],
    [24.99, 8],
    [25, 7],
    [34.99, 7],
    [35, 6],
    [44.99, 6],
    [45, 5],
    [54.99, 5],
    [55, 4],
    [64.99, 4],
    [65, 3],
    [74.99, 3],
    [75, 2],
    [84.99, 2],
    [85, 1],
    [100, 1],
  ]);
});

describe('improvementTips', () => {
  it('gives one tip per answer of 1 or 2, with its category', () => {
    const tips = improvementTips({ mobility: 1, personal_care: 2, medical_complexity: 3, cognitive_function: 4 });
    expect(tips.map((t) => t.category)).toEqual(['Physical Health', 'Personal Care']);
    expect(tips[0].tip).toBe(ASSESSMENT_QUESTIONS[0].improvementTip);
  });

  it('gives none when every answer is 3 or 4', () => {
    expect(improvementTips(all(3))).toEqual([]);
  });
});

describe('progressPercent', () => {
  itGives(progressPercent, 'step %p of 8 -> %p%%', [
    [0, 0],
    [1, 13],
    [3, 38],
    [4, 50],
    [8, 100],
  ]);
});
