import { describeActor, describeChanges, describeRecord } from './audit-format.js';

describe('audit trail texts', () => {
  it('shows before and after, and only "changed" for personal details', () => {
    expect(
      describeChanges({
        rating: { before: 4.2, after: 4.8 },
        isActive: { before: true, after: false },
        serviceAreas: { before: [], after: ['Newcastle', 'Maitland'] },
        email: 'changed',
        name: { before: null, after: 'Pat' },
      }),
    ).toEqual(['rating: 4.2 → 4.8', 'isActive: yes → no', 'serviceAreas: (none) → Newcastle, Maitland', 'email: changed', 'name: (empty) → Pat']);
    expect(describeChanges(null)).toEqual([]);
  });

  it('shows a price list row by row, not as objects', () => {
    const before = [
      { serviceId: 1, serviceName: 'Nursing care', unit: 'hour', standard: '150.00', evening: null, saturday: null, sunday: '210.00', publicHoliday: null },
    ];
    const after = [
      ...before,
      { serviceId: 10, serviceName: 'Transport (per trip)', unit: 'trip', standard: '35.00', evening: null, saturday: null, sunday: null, publicHoliday: null },
    ];
    expect(describeChanges({ prices: { before, after } })).toEqual([
      'prices: Nursing care $150.00, Sunday $210.00 → Nursing care $150.00, Sunday $210.00; Transport (per trip) $35.00',
    ]);
  });

  it('names the record and who acted', () => {
    expect(describeRecord({ entity: 'provider', entityId: 12 })).toBe('Provider #12');
    expect(describeRecord({ entity: 'session', entityId: null })).toBe('Sign-in');
    expect(describeActor({ actorEmail: null, actorId: null, action: 'retention_erase' })).toBe('System (retention)');
    expect(describeActor({ actorEmail: 'a@b.example', actorId: 1, action: 'update' })).toBe('a@b.example');
  });
});
