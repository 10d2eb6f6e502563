/** The console's Autoship area (issue 25): today's shipments, the failed charges with Retry, and the runs. */

export {
  autoshipRunsQuery,
  dueShipmentsQuery,
  failedChargesQuery,
  useAutoshipRuns,
  useDueShipments,
  useFailedCharges,
} from './api.ts';
export { DueShipments } from './due-shipments.tsx';
export { FailedCharges } from './failed-charges.tsx';
export { RunHistory } from './run-history.tsx';
