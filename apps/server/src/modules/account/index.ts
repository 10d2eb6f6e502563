/**
 * Account: the shopper's own account (`app.account`): its view as the API answers it, changes, invites, and the
 * order savings checkout adds in its transaction.
 */

export { accountRoutes } from './routes.ts';
export { addOrderSavings } from './savings-writes.ts';
export { type AccountService, createAccountService } from './service.ts';
export { accountView, currentMembership, viewerAccount, visitorAccount } from './view.ts';
