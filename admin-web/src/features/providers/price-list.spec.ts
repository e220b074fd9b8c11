import { filledRows, priceFormErrors, pricedCount, PRICE_FORM_MESSAGES, toPriceInputs, withPrice } from './price-list';

describe('price list form rules', () => {
  const offered = [1, 6, 10];

  it.each([
    [
      'a good list',
      [
        { serviceId: 1, standard: '150.00', evening: '' },
        { serviceId: 10, standard: '62.5' },
      ],
      {},
    ],
    ['a blank row is simply unpriced', [{ serviceId: 6, standard: '', sunday: null }], {}],
    ['a time-of-day price without the standard one', [{ serviceId: 6, sunday: '140' }], { '6.standard': PRICE_FORM_MESSAGES.standardRequired }],
    ['three decimals', [{ serviceId: 1, standard: '150.005' }], { '1.standard': PRICE_FORM_MESSAGES.amount }],
    ['zero', [{ serviceId: 1, standard: '0' }], { '1.standard': PRICE_FORM_MESSAGES.amount }],
    ['above the ceiling', [{ serviceId: 1, standard: '150', publicHoliday: '2500' }], { '1.publicHoliday': PRICE_FORM_MESSAGES.amount }],
    ['text', [{ serviceId: 1, standard: 'abc' }], { '1.standard': PRICE_FORM_MESSAGES.amount }],
    ['a service no longer offered is ignored', [{ serviceId: 3, standard: 'abc' }], {}],
  ])('%s', (_label, rows, errors) => {
    expect(priceFormErrors(rows, offered)).toEqual(errors);
  });

  it('sends only offered services with a price, as numbers, blanks as null (a dollar sign is allowed)', () => {
    expect(
      toPriceInputs(
        [
          { serviceId: 1, standard: '$150.50', evening: '' },
          { serviceId: 6, standard: '' },
          { serviceId: 3, standard: '90' },
        ],
        offered,
      ),
    ).toEqual([{ serviceId: 1, standard: 150.5, evening: null, saturday: null, sunday: null, publicHoliday: null }]);
    expect(filledRows(null, offered)).toEqual([]);
  });

  it('changes one cell and keeps the other rows', () => {
    const rows = withPrice([{ serviceId: 1, standard: '150.00' }], 6, 'standard', '98');
    expect(withPrice(rows, 1, 'evening', '170')).toEqual([
      { serviceId: 1, standard: '150.00', evening: '170' },
      { serviceId: 6, standard: '98' },
    ]);
  });

  it('counts priced offered services for the grid', () => {
    expect(pricedCount({ servicesOffered: [1, 6, 10], prices: [{ serviceId: 1 }, { serviceId: 10 }] })).toEqual({ priced: 2, offered: 3 });
    expect(pricedCount({ servicesOffered: [], prices: undefined })).toEqual({ priced: 0, offered: 0 });
  });
});
