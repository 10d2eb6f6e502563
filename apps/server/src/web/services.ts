import { type PantryServices, RECOMMENDATION_LIMITS, withNextShipment } from '@pantry/domain';
import type { FastifyInstance } from 'fastify';
import { viewerAccount } from '../modules/account/index.ts';
import { listAddresses } from '../modules/addresses/index.ts';
import { listMailbox, mailboxEnabled } from '../modules/mail/index.ts';
import { neverList, preferencesAnswer } from '../modules/preferences/index.ts';
import { dealsForAccount, dsRecommendPage, recommendedForAccount } from '../modules/recommendations/index.ts';
import { SESSION_COOKIE } from '../modules/sessions/index.ts';
import { adminReader } from './admin-reader.ts';
import { createCatalogReader } from './catalog-reader.ts';

/**
 * The services server-rendered loaders call (the load context's `services`): the modules' own public services,
 * the ones their /api/v1 routes call, in process. Built once; `forRequest` adds who the request's cookie names.
 */
export function webServices(app: FastifyInstance) {
  const { db, config } = app;
  const shared: Omit<PantryServices, 'viewer' | 'quiz' | 'admin'> = {
    catalog: createCatalogReader(app.catalog, app.productSearch),
    orders: app.orders,
    addresses: { list: (accountId) => listAddresses(db, accountId) },
    paymentMethods: app.paymentMethods,
    thriveCash: { get: (accountId) => app.thriveCash.answer(accountId) },
    reviews: {
      productReviews: (productId, query) => app.reviews.listProductReviews(productId, query),
      account: (accountId) => app.reviews.accountReviews(accountId),
    },
    reminders: { list: (accountId) => app.reminders.list(accountId) },
    autoship: {
      items: (accountId) => app.autoship.listItems(accountId),
      schedule: (accountId) => app.autoship.schedule(accountId),
      totals: (accountId) => app.autoship.totals(accountId),
    },
    // The next autoship shipment joins the one cart (storefront §3 Box scheduled_items).
    cart: {
      get: async (accountId) => {
        const [cart, shipment] = await Promise.all([
          app.cart.readAccountCart(accountId),
          app.autoship.nextShipment(accountId),
        ]);
        return withNextShipment(cart, shipment);
      },
      saved: (accountId) => app.cart.savedForAccount(accountId),
    },
    lists: {
      favorites: (accountId) => app.lists.favorites(accountId),
      favoriteProducts: (accountId, page) => app.lists.favoriteProducts(accountId, page),
      lists: (accountId) => app.lists.lists(accountId),
      sharedLists: (accountId) => app.lists.sharedLists(accountId),
      detail: (accountId, listId) => app.lists.detail(accountId, listId),
      shared: (token) => app.lists.shared(token),
    },
    history: {
      purchased: (accountId, query) => app.history.purchased(accountId, query),
      recentlyViewed: (accountId) => app.history.recentlyViewed(accountId),
      impact: (accountId) => app.history.impact(accountId),
    },
    recommendations: {
      account: (accountId, options) =>
        recommendedForAccount(db, accountId, RECOMMENDATION_LIMITS.page, options),
      anyone: (accountId) => dsRecommendPage(db, accountId),
      deals: (accountId) => dealsForAccount(db, accountId),
    },
    preferences: {
      get: (accountId) => preferencesAnswer(db, accountId),
      neverList: (accountId) => neverList(db, accountId),
    },
    devMailbox: mailboxEnabled(config) ? (to) => listMailbox(db, { to, limit: 50 }) : null,
  };
  return {
    forRequest: (cookieHeader: string | undefined): PantryServices => ({
      ...shared,
      viewer: { account: () => viewerAccount(app, cookieHeader) },
      admin: adminReader(app, cookieHeader),
      quiz: {
        list: () => app.quiz.list(),
        get: async (key) => app.quiz.get(key, await sessionOf(app, cookieHeader)),
      },
    }),
  };
}

/** The session a page request's cookie names (null: none); pages read it, never make one. */
async function sessionOf(app: FastifyInstance, cookieHeader: string | undefined) {
  const id = cookieHeader ? app.parseCookie(cookieHeader)[SESSION_COOKIE] : undefined;
  return id ? app.sessions.find(id) : null;
}
