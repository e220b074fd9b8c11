import { enteredFrom, frequencyOf, perWeekFrom, setEnteredHours, setServiceFrequency, type ServiceFrequencies } from './service-frequency.js';
import type { ServiceHours } from './calculator-selection.js';

const CLEANING = 4;
const SHOPPING = 7;

describe('perWeekFrom and enteredFrom', () => {
  it('counts a fortnightly amount as half each week, and back', () => {
    expect(perWeekFrom(3, 'fortnight')).toBe(1.5);
    expect(perWeekFrom(1.5, 'fortnight')).toBe(0.75);
    expect(perWeekFrom(3, 'week')).toBe(3);
    expect(enteredFrom(0.75, 'fortnight')).toBe(1.5);
    expect(enteredFrom(2, 'week')).toBe(2);
  });
});

describe('setEnteredHours', () => {
  const selection: ServiceHours = { [CLEANING]: 2 };

  it('keeps 1.5 hours every week as 1.5 a week', () => {
    expect(setEnteredHours({}, CLEANING, '1.5', 'week')).toEqual({ [CLEANING]: 1.5 });
  });

  it('keeps 3 hours every fortnight as 1.5 a week', () => {
    expect(setEnteredHours({}, CLEANING, '3', 'fortnight')).toEqual({ [CLEANING]: 1.5 });
  });

  it('keeps 1.5 hours every fortnight as 0.75 a week (the halves rule is on what was entered)', () => {
    expect(setEnteredHours({}, CLEANING, 1.5, 'fortnight')).toEqual({ [CLEANING]: 0.75 });
  });

  it('removes a service set to 0 and leaves an unknown one alone', () => {
    expect(setEnteredHours(selection, CLEANING, 0, 'fortnight')).toEqual({});
    expect(setEnteredHours(selection, SHOPPING, '', 'fortnight')).toBe(selection);
  });

  it('returns the same object when nothing changes', () => {
    expect(setEnteredHours(selection, CLEANING, 4, 'fortnight')).toBe(selection);
  });
});

describe('setServiceFrequency', () => {
  it('keeps the amount entered when the frequency changes: 3 hours every week becomes 3 hours every fortnight', () => {
    const { selection, frequencies } = setServiceFrequency({ [CLEANING]: 3 }, {}, CLEANING, 'fortnight');
    expect(selection).toEqual({ [CLEANING]: 1.5 });
    expect(frequencies).toEqual({ [CLEANING]: 'fortnight' });
    expect(frequencyOf(frequencies, CLEANING)).toBe('fortnight');
    const back = setServiceFrequency(selection, frequencies, CLEANING, 'week');
    expect(back.selection).toEqual({ [CLEANING]: 3 });
    expect(back.frequencies).toEqual({});
  });

  it('remembers the frequency of a service with no hours yet, without adding it', () => {
    const { selection, frequencies } = setServiceFrequency({}, {}, SHOPPING, 'fortnight');
    expect(selection).toEqual({});
    expect(frequencies).toEqual({ [SHOPPING]: 'fortnight' });
  });

  it('changes nothing when the frequency is the same', () => {
    const selection: ServiceHours = { [CLEANING]: 1 };
    const frequencies: ServiceFrequencies = { [CLEANING]: 'fortnight' };
    const result = setServiceFrequency(selection, frequencies, CLEANING, 'fortnight');
    expect(result.selection).toBe(selection);
    expect(result.frequencies).toBe(frequencies);
  });
});
