/**
 * Account: the shopper's own account (`app.account`): its view as the API answers it, changes, invites, and the
 * order savings checkout adds in its transaction.
 */

export { accountRoutes } from './routes.ts';
export { addOrderSavings, closeSavingsYear } from './savings-writes.ts';
export { type AccountService, createAccountService } from './service.ts';
export { accountView, currentMembership, viewerAccount, visitorAccount } from './view.ts';
