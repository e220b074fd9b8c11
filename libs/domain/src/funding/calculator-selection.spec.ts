import {
  careManagementSplit,
  leadSelectedServices,
  selectedServiceList,
  setServiceHours,
  UNKNOWN_SERVICE_NAME,
  type ServiceHours,
} from './calculator-selection.js';

describe('setServiceHours', () => {
  const selection: ServiceHours = { 1: 4, 3: 2 };

  it.each([
    ['adds an unselected service given hours above 0', 2, 5, { 1: 4, 2: 5, 3: 2 }],
    ['updates a selected service', 1, 10, { 1: 10, 3: 2 }],
    ['removes a selected service set to 0', 3, 0, { 1: 4 }],
    ['treats non-numeric text as 0 (and so removes)', 1, 'abc', { 3: 2 }],
    ['treats an empty field as 0', 1, '', { 3: 2 }],
    ['keeps hours at most 168', 2, 500, { 1: 4, 2: 168, 3: 2 }],
    ['keeps hours at least 0 (a negative removes)', 1, -3, { 3: 2 }],
    ['keeps half hours', 2, '1.5', { 1: 4, 2: 1.5, 3: 2 }],
    ['rounds to the nearest half hour', 2, '2.6', { 1: 4, 2: 2.5, 3: 2 }],
    ['reads numeric text', 2, '7', { 1: 4, 2: 7, 3: 2 }],
  ] as const)('%s', (_label, id, raw, expected) => {
    expect(setServiceHours(selection, id, raw)).toEqual(expected);
  });

  it('returns the same object when nothing changes', () => {
    expect(setServiceHours(selection, 1, 4)).toBe(selection);
    expect(setServiceHours(selection, 2, 0)).toBe(selection);
  });

  it('never changes the selection it was given', () => {
    const before = { ...selection };
    setServiceHours(selection, 1, 0);
    setServiceHours(selection, 9, 3);
    expect(selection).toEqual(before);
  });
});

describe('selectedServiceList', () => {
  it('lists services in id order as the calculate call wants them', () => {
    expect(selectedServiceList({ 7: 1, 2: 3 })).toEqual([
      { serviceId: 2, hoursPerWeek: 3 },
      { serviceId: 7, hoursPerWeek: 1 },
    ]);
  });

  it('leaves out ids that are not known services when the list is given', () => {
    expect(selectedServiceList({ 7: 1, 2: 3 }, new Set([2]))).toEqual([{ serviceId: 2, hoursPerWeek: 3 }]);
  });

  it('is empty for an empty selection', () => expect(selectedServiceList({})).toEqual([]));
});

describe('leadSelectedServices', () => {
  it('names each service, and labels an unknown id "Unknown Service"', () => {
    expect(leadSelectedServices({ 1: 2, 99: 4 }, [{ id: 1, name: 'Nursing' }])).toEqual([
      { serviceId: 1, hoursPerWeek: 2, serviceName: 'Nursing' },
      { serviceId: 99, hoursPerWeek: 4, serviceName: UNKNOWN_SERVICE_NAME },
    ]);
    expect(UNKNOWN_SERVICE_NAME).toBe('Unknown Service');
  });
});

describe('careManagementSplit', () => {
  it.each([
    // classification 1: $2,682.75 -> $268.28 (268.275 rounds up) care management, $2,414.47 for services
    [268275, 26828, 241447],
    // classification 8: $19,526.59 -> $1,952.66 and $17,573.93
    [1952659, 195266, 1757393],
    [0, 0, 0],
  ])('budget %p cents -> care management %p, services %p', (budget, cm, services) => {
    expect(careManagementSplit(budget)).toEqual({ careManagementCents: cm, servicesCents: services });
  });
});
