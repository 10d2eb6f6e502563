import type { DbOrTx } from '@pantry/db';
import type { FastifyBaseLogger } from 'fastify';
import type { SignInHook } from '../sessions/index.ts';
import { linkVisitorExposures } from './service.ts';
import { VISITOR_COOKIE, validVisitorId } from './visitor.ts';

/**
 * At sign-in the visitor's exposures take the account, so an order placed in the same page life (the shell asks
 * for experiments once per page) still converts the exposure. A failure is logged and never stops the sign-in.
 */
export function linkExposuresOnSignIn(db: DbOrTx, log: FastifyBaseLogger): SignInHook {
  return async ({ accountId, data, cookies }) => {
    const visitorId = cookies[VISITOR_COOKIE];
    if (visitorId && validVisitorId(visitorId)) {
      await linkVisitorExposures(db, visitorId, accountId).catch((error: unknown) => {
        log.warn({ err: error }, 'experiment exposures not linked at sign-in');
      });
    }
    return data;
  };
}
