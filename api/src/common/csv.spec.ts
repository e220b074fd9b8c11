import { csvCell, toCsv } from './csv.js';

describe(csvCell.name, () => {
  it.each([
    ['plain', '"plain"'],
    ['say "hi"', '"say ""hi"""'],
    ['a,b\nc', '"a,b\nc"'],
    ['=SUM(A1)', `"'=SUM(A1)"`],
    ['+61 400 000 000', `"'+61 400 000 000"`],
    ['-2+3', `"'-2+3"`],
    ['-12.50', '"-12.50"'],
    ['-12.5e3', `"'-12.5e3"`],
    ['@cmd', `"'@cmd"`],
    ['\tTab', `"'\tTab"`],
    ['\rCR', `"'\rCR"`],
    [null, '""'],
    [undefined, '""'],
    [-5, '"-5"'],
    [true, '"true"'],
  ])('writes %p as %s', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('writes dates as ISO text', () => {
    expect(csvCell(new Date('2025-11-01T00:00:00Z'))).toBe('"2025-11-01T00:00:00.000Z"');
  });
});

describe(toCsv.name, () => {
  it('writes a header row and CRLF line ends', () => {
    expect(
      toCsv(
        ['id', 'name'],
        [
          [1, 'Mary'],
          [2, '=x'],
        ],
      ),
    ).toBe('"id","name"\r\n"1","Mary"\r\n"2","\'=x"\r\n');
  });
});
