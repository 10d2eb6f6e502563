import { describe, expect, it } from 'vitest';
import { autoshipConsoleMessages, dueTodayThrough, ladderStep, retryRefusal } from './console.ts';

describe('the console’s autoship rules (issue 25)', () => {
  it('reads the ladder’s step from the status', () => {
    expect(ladderStep('active')).toBe(0);
    expect(ladderStep('failed_charge_1')).toBe(1);
    expect(ladderStep('failed_charge_2')).toBe(2);
    expect(ladderStep('failed_charge_3')).toBe(3);
  });

  it('retries a charge only while the ladder has a retry to come, nobody holds it and autoship runs', () => {
    const free = { claimed: false, running: true };
    expect(retryRefusal({ status: 'failed_charge_1', ...free })).toBeNull();
    expect(retryRefusal({ status: 'failed_charge_2', ...free })).toBeNull();
    expect(retryRefusal({ status: 'active', ...free })).toBe(autoshipConsoleMessages.paid);
    expect(retryRefusal({ status: 'failed_charge_3', ...free })).toBe(autoshipConsoleMessages.skipped);
    expect(retryRefusal({ status: 'failed_charge_1', claimed: true, running: true })).toBe(
      autoshipConsoleMessages.busy,
    );
    expect(retryRefusal({ status: 'failed_charge_2', claimed: false, running: false })).toBe(
      autoshipConsoleMessages.notRunning,
    );
    // Paid wins over a claim: a run that charged it and still holds it is not 'being retried'.
    expect(retryRefusal({ status: 'active', claimed: true, running: true })).toBe(
      autoshipConsoleMessages.paid,
    );
  });

  it('counts as due today every shipment whose cutoff falls on today’s store date, before or after 5 p.m. PT', () => {
    // 10 a.m. PT on Nov 26: tomorrow's shipment locks at 5 p.m. today.
    expect(dueTodayThrough(new Date('2026-11-26T18:00:00Z'))).toBe('2026-11-27');
    // 8 p.m. PT on Nov 26 (04:00 UTC on the 27th): still the 26th in the store, so still the 27th's shipment.
    expect(dueTodayThrough(new Date('2026-11-27T04:00:00Z'))).toBe('2026-11-27');
    // Just after midnight PT.
    expect(dueTodayThrough(new Date('2026-11-27T08:05:00Z'))).toBe('2026-11-28');
  });
});
