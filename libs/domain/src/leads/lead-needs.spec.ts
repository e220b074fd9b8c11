import {
  interpreterHelpText,
  leadContactPersonText,
  leadLanguageText,
  leadNeedRows,
  NO_LEAD_NEEDS,
  normaliseLeadNeeds,
  subjectName,
  SUBJECT_NAME_MAX_LENGTH,
} from './lead-needs.js';

describe('normaliseLeadNeeds', () => {
  it('keeps what was given, tidied, and turns blanks into null', () => {
    expect(
      normaliseLeadNeeds({
        language: 'vi',
        needsInterpreter: true,
        contactName: '  Minh  Tran ',
        contactRelationship: 'son',
        contactPhone: ' ',
        bestTimeToCall: 'Weekday mornings',
      }),
    ).toEqual({
      language: 'vi',
      needsInterpreter: true,
      contactName: 'Minh Tran',
      contactRelationship: 'son',
      contactPhone: null,
      bestTimeToCall: 'Weekday mornings',
    });
  });

  it('stores an unticked interpreter box as not said, and nothing at all as no needs', () => {
    expect(normaliseLeadNeeds({ needsInterpreter: false }).needsInterpreter).toBeNull();
    expect(normaliseLeadNeeds(undefined)).toEqual(NO_LEAD_NEEDS);
  });
});

describe('the words a provider reads', () => {
  it('names the language and the interpreter need together', () => {
    expect(leadLanguageText({ language: 'vi', needsInterpreter: true })).toBe('Vietnamese, needs an interpreter');
    expect(leadLanguageText({ language: 'el', needsInterpreter: null })).toBe('Greek');
    expect(leadLanguageText({ language: null, needsInterpreter: true })).toBe('Needs an interpreter (language not given)');
    expect(leadLanguageText({ language: null, needsInterpreter: null })).toBeNull();
  });

  it('says who to call, how they are related and their number', () => {
    expect(leadContactPersonText({ contactName: 'Minh', contactRelationship: 'son', contactPhone: '0412 345 678' })).toBe('Minh (son), 0412 345 678');
    expect(leadContactPersonText({ contactName: null, contactRelationship: 'daughter', contactPhone: '0412 345 678' })).toBe(
      'Someone else (daughter), 0412 345 678',
    );
    expect(leadContactPersonText({ contactName: null, contactRelationship: 'son', contactPhone: null })).toBeNull();
  });

  it('always gives the three rows, saying what was not given', () => {
    expect(leadNeedRows(NO_LEAD_NEEDS)).toEqual([
      ['Language', 'Not given'],
      ['Who to call', 'The person named above'],
      ['Good time to call', 'Not given'],
    ]);
    expect(
      leadNeedRows({ ...NO_LEAD_NEEDS, language: 'vi', needsInterpreter: true, contactName: 'Minh', contactRelationship: 'son', bestTimeToCall: 'After 10am' }),
    ).toEqual([
      ['Language', 'Vietnamese, needs an interpreter'],
      ['Who to call', 'Minh (son)'],
      ['Good time to call', 'After 10am'],
    ]);
  });
});

describe('subjectName', () => {
  it('keeps the name as it was written, whatever the name order', () => {
    expect(subjectName('Tran Thi Mai')).toBe('Tran Thi Mai');
    expect(subjectName('Tran Thi Mai (son Minh calls for her)')).toBe('Tran Thi Mai (son Minh calls for her)');
    expect(subjectName('  jane   van der berg ')).toBe('jane van der berg');
  });

  it('cannot add a header line, and a very long entry is cut with an ellipsis', () => {
    expect(subjectName('Jane\r\nBcc: x@example.com')).toBe('Jane Bcc: x@example.com');
    const long = subjectName('A'.repeat(200));
    expect(long).toHaveLength(SUBJECT_NAME_MAX_LENGTH);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('interpreterHelpText', () => {
  it('offers TIS National with its number, free, for the call the family is asked to make', () => {
    expect(interpreterHelpText('the provider')).toBe(
      'Need an interpreter? Call the Translating and Interpreting Service (TIS National) on 131 450. It is free. Ask them to call the provider with you.',
    );
  });
});
