import {
  apiErrorSchema,
  centsToDollars,
  ebtBalanceSchema,
  gatewayTokenSchema,
  normalizePaymentType,
  paymentClientTokenSchema,
  removedCardSchema,
  savedCardSchema,
  savedCardsSchema,
} from '@pantry/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/responses.ts';
import { edgeLimit } from '../../plugins/rate-limits.ts';
import { currentAccountId, requireAccountId } from '../sessions/index.ts';
import {
  cardBodySchema,
  listQuerySchema,
  methodIdParams,
  paymentTypeBodySchema,
  tokenBodySchema,
} from './schemas.ts';
import { CLIENT_TOKEN_SECONDS, type TestPaymentGateway } from './test-gateway.ts';

const accountErrors = { ...errorResponses, 401: apiErrorSchema, 406: apiErrorSchema } as const;
const chargeErrors = { ...accountErrors, 402: apiErrorSchema } as const;

export type PaymentRoutesOptions = {
  /** Set when the built-in test gateway is the processor: its card form endpoint is served too. */
  testGateway?: TestPaymentGateway | undefined;
};

/** Saved payment methods, payment types, EBT balance and the payment SDK's token (spec §3, §7), under /api/v1. */
export const paymentRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (app, options) => {
  const tags = ['payments'];
  const methods = app.paymentMethods;

  /** The signed-in, not banned account (401 'Auth is required', 406 for a banned shopper). */
  async function payingAccount(request: FastifyRequest): Promise<number> {
    const accountId = await requireAccountId(request);
    await methods.assertCanPay(accountId);
    return accountId;
  }

  const testGateway = options.testGateway;
  if (testGateway) {
    // No session needed, as with a processor's card form. Fastify never logs bodies; nothing here adds that.
    app.post(
      '/payment-gateway/test/tokens',
      {
        config: edgeLimit('cardToken'),
        schema: {
          tags,
          summary: 'Test gateway: turns card details into a token (the number and CVC are never stored)',
          body: tokenBodySchema,
          response: { 200: gatewayTokenSchema, ...errorResponses },
        },
      },
      async (request) => {
        const { number, exp_month, exp_year, cvc } = request.body;
        const { token, card } = await testGateway.tokenize({
          number,
          expMonth: exp_month,
          expYear: exp_year,
          cvc,
        });
        return {
          success: true as const,
          token,
          cc_type: card.brand,
          last4: card.last4,
          exp_month: card.expMonth,
          exp_year: card.expYear,
        };
      },
    );
  }

  app.get(
    '/account/cc',
    {
      schema: {
        tags,
        summary:
          'Saved payment methods: usable cards, all=1 with expired ones, is_checkout=true with payment types',
        querystring: listQuerySchema,
        response: { 200: savedCardsSchema, ...accountErrors },
      },
    },
    async (request) => {
      const accountId = await payingAccount(request);
      const { all, is_checkout } = request.query;
      const cards = await methods.list(accountId, { all, withPaymentTypes: is_checkout });
      return { success: true as const, cards, errors: [] };
    },
  );

  app.post(
    '/account/cc',
    {
      config: edgeLimit('cardSave'),
      schema: {
        tags,
        summary: 'Saves a tokenised card with its billing address after a $0 authorisation',
        body: cardBodySchema,
        response: { 200: savedCardSchema, ...chargeErrors },
      },
    },
    async (request) => {
      const accountId = await payingAccount(request);
      const { token, is_default, ...billing } = request.body;
      const card = await methods.addCard(accountId, { token, billing, isDefault: is_default });
      return { success: true as const, card };
    },
  );

  app.delete(
    '/account/cc/:id',
    {
      schema: {
        tags,
        summary: 'Removes a saved payment method; the newest remaining card becomes default if needed',
        params: methodIdParams,
        response: { 200: removedCardSchema, ...accountErrors },
      },
    },
    async (request) => {
      // A banned shopper may still remove what is on file.
      const accountId = await requireAccountId(request);
      await methods.remove(accountId, request.params.id);
      return { success: true as const, id: request.params.id };
    },
  );

  app.put(
    '/account/cc/:id/default',
    {
      schema: {
        tags,
        summary: 'Makes a saved card the default',
        params: methodIdParams,
        response: { 200: savedCardSchema, ...accountErrors },
      },
    },
    async (request) => {
      const accountId = await payingAccount(request);
      return { success: true as const, card: await methods.setDefault(accountId, request.params.id) };
    },
  );

  app.post(
    '/account/payment-type',
    {
      schema: {
        tags,
        summary: 'Adds PayPal, Google Pay (androidpay the same), Apple Pay, or an EBT card by its token',
        body: paymentTypeBodySchema,
        response: { 200: savedCardSchema, ...chargeErrors },
      },
    },
    async (request) => {
      const accountId = await payingAccount(request);
      const { payment_type, token, has_present_methods } = request.body;
      const type = normalizePaymentType(payment_type)!;
      const card = await methods.addPaymentType(accountId, {
        type,
        token,
        hasPresentMethods: has_present_methods,
      });
      return { success: true as const, card };
    },
  );

  app.get(
    '/account/ebt_balance',
    {
      schema: {
        tags,
        summary:
          'The saved EBT card and its balance in dollars; card null (and no balance) when none is saved',
        response: { 200: ebtBalanceSchema, ...accountErrors },
      },
    },
    async (request) => {
      const accountId = await payingAccount(request);
      const ebt = await methods.ebtBalance(accountId);
      if (!ebt) return { success: true as const, card: null };
      return { success: true as const, card: ebt.card, balance: centsToDollars(ebt.balanceCents) };
    },
  );

  app.get(
    '/token/payment',
    {
      schema: {
        tags,
        summary: 'A client token for the payment SDK (PayPal, Apple Pay, Google Pay), cacheable 6 hours',
        response: { 200: paymentClientTokenSchema, ...accountErrors },
      },
    },
    async (request, reply) => {
      // Visitors pay for a trial before they have an account, so no sign-in is needed; a banned one is refused.
      const accountId = await currentAccountId(request);
      if (accountId !== null) await methods.assertCanPay(accountId);
      const { token, expiresAt } = await app.paymentGateway.clientToken();
      reply.header('cache-control', `private, max-age=${CLIENT_TOKEN_SECONDS}`);
      return { success: true as const, token, expires_at: expiresAt.toISOString() };
    },
  );
};
