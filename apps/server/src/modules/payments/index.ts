import type { FastifyInstance } from 'fastify';
import { createPayments, type Payments } from './charges.ts';
import type { PaymentGateway } from './gateway.ts';
import { paymentRoutes } from './routes.ts';
import { createPaymentMethodsService, type PaymentMethodsService } from './service.ts';
import { TestPaymentGateway } from './test-gateway.ts';

export type {
  ChargePart,
  PaidPart,
  PaymentRequest,
  PaymentResult,
  Payments,
  RefundOf,
  Release,
  StatementHold,
  StatementRecord,
  TransactionHold,
  TransactionRecord,
} from './charges.ts';
export { createPayments, RECONCILE_AFTER_MS } from './charges.ts';
export type { CardDetails, Charge, ClientToken, PaymentGateway, Refund, WalletKind } from './gateway.ts';
export { createPaymentMethodsService, type PaymentMethodsService } from './service.ts';
export { TestPaymentGateway } from './test-gateway.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The processor: charge and refund through it (amounts in cents, idempotency key required). */
    paymentGateway: PaymentGateway;
    /** The one way to take money: intent, hold, charge, record; refunds and the reconciliation job. */
    payments: Payments;
    /** The shopper's saved payment methods (what checkout picks a token from). */
    paymentMethods: PaymentMethodsService;
  }
}

/**
 * Payments: the gateway named by PAYMENT_GATEWAY (only the built-in test gateway so far), the saved payment
 * methods service, and their routes under /api/v1.
 */
export async function registerPayments(app: FastifyInstance): Promise<void> {
  const gateway = new TestPaymentGateway(app.db);
  app.decorate('paymentGateway', gateway);
  app.decorate('payments', createPayments({ db: app.db, gateway, log: app.log, clock: app.clock }));
  app.decorate('paymentMethods', createPaymentMethodsService(app.db, gateway));
  const testGateway = app.config.paymentGateway === 'test' ? gateway : undefined;
  await app.register(paymentRoutes, { prefix: '/api/v1', testGateway });
}
