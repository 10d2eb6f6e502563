/**
 * Thrive Cash: the append-only ledger (`app.thriveCash`), its routes, checkout's spend writer, the SQL the cart reads
 * the applied amount with, and the subscribers that earn, release, claw back and restore.
 */

export { thriveCashAdminRoutes } from './admin-routes.ts';
export { seedDemoThriveCash } from './demo.ts';
export {
  appliedThriveCashSql,
  type HeldCents,
  ledgerSumCents,
  type ThriveCashLiability,
  thriveCashLiability,
  thriveCashSummary,
} from './reads.ts';
export { thriveCashRoutes } from './routes.ts';
export {
  createThriveCashService,
  type ThriveCashService,
  thriveCashMessages,
} from './service.ts';
export { thriveCashSubscribers } from './subscribers.ts';
export { returnThriveCash, spendThriveCash } from './writes.ts';
