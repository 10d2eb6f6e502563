import type { FastifyInstance } from 'fastify';
import type { PaymentGateway } from './gateway.ts';
import { paymentRoutes } from './routes.ts';
import { createPaymentMethodsService, type PaymentMethodsService } from './service.ts';
import { TestPaymentGateway } from './test-gateway.ts';

export type { CardDetails, Charge, ClientToken, PaymentGateway, Refund, WalletKind } from './gateway.ts';
export type { PaymentMethodsService } from './service.ts';
export { TestPaymentGateway } from './test-gateway.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The processor: charge and refund through it (amounts in cents, idempotency key required). */
    paymentGateway: PaymentGateway;
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
  app.decorate('paymentMethods', createPaymentMethodsService(app.db, gateway));
  const testGateway = app.config.paymentGateway === 'test' ? gateway : undefined;
  await app.register(paymentRoutes, { prefix: '/api/v1', testGateway });
}
