import { itGives } from '../shared/spec-tables.fixture.js';
import { LEAD_DELIVERY, leadDeliveryGivesUp, leadMessageId, leadRetryDelayMs } from './lead-delivery.js';

describe('leadRetryDelayMs', () => {
  itGives(leadRetryDelayMs, 'after %i failed attempts waits %i ms', [
    [1, 30_000],
    [2, 60_000],
    [3, 120_000],
    [7, 1_920_000],
    [8, 3_600_000],
    [12, 3_600_000],
  ]);

  it('uses the given base and cap', () => {
    expect(leadRetryDelayMs(3, 100, 250)).toBe(250);
    expect(leadRetryDelayMs(2, 100, 250)).toBe(200);
  });

  it('retries for about 5 hours in all with the defaults', () => {
    let total = 0;
    for (let a = 1; a < LEAD_DELIVERY.maxAttempts; a++) total += leadRetryDelayMs(a);
    expect(total).toBe(18_210_000);
  });
});

describe('leadDeliveryGivesUp', () => {
  it('gives up at the limit, not before', () => {
    expect(leadDeliveryGivesUp(LEAD_DELIVERY.maxAttempts - 1)).toBe(false);
    expect(leadDeliveryGivesUp(LEAD_DELIVERY.maxAttempts)).toBe(true);
    expect(leadDeliveryGivesUp(3, 3)).toBe(true);
  });
});

describe('leadMessageId', () => {
  it('is stable for a lead and differs per deliberate resend', () => {
    expect(leadMessageId('provider', 42, 'homeward.example')).toBe('<lead-provider-42@homeward.example>');
    expect(leadMessageId('calculator', 42, 'homeward.example', 2)).toBe('<lead-calculator-42-r2@homeward.example>');
  });
});
