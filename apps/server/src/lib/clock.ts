/**
 * The server's wall clock, passed to what measures time passing (leases, the payments reconciliation window, job
 * periods) instead of each reading `new Date()`. A business date, such as the date an operator's autoship run is for
 * (`as_of`), is a different thing: it says which shipments are due, never when a lease or a window ends.
 *
 * A fault test runs a restarted server's clock ahead (CLOCK_OFFSET_SECONDS) to see leases and reconciliation
 * windows end without waiting minutes and without editing rows by hand.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** The system clock moved `offsetSeconds` ahead (0: the system clock itself). */
export function offsetClock(offsetSeconds: number): Clock {
  if (offsetSeconds === 0) return systemClock;
  return () => new Date(Date.now() + offsetSeconds * 1000);
}
