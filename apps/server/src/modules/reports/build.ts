import type { Database } from '@pantry/db';
import {
  BOX_TYPES,
  boxLabel,
  churnRate,
  daysIn,
  daysOf,
  FUNNEL_STEPS,
  funnelCounts,
  monthsOf,
  normalizeBoxType,
  paymentTypesOf,
  type ReportColumn,
  type ReportName,
  type ReportRange,
  type ReportTable,
  refundByBox,
  stepConversion,
  TOP_PRODUCTS,
  tenderTypeLabel,
  ZERO_RESULT_TERMS,
} from '@pantry/domain';
import { funnelByDay, topProducts, zeroResultSearches } from '../analytics/index.ts';
import { autoshipMonths } from '../autoship/index.ts';
import { loadProducts } from '../catalog/index.ts';
import { giftCardLiability } from '../giftcards/index.ts';
import { searchMisses } from '../search/index.ts';
import { thriveCashLiability } from '../thrivecash/index.ts';
import { experimentsReport } from './experiments.ts';
import { salesByBox, salesByDay, salesByTender } from './sales.ts';

/**
 * Each report as a table with money in cents (the routes turn it into JSON or CSV). The sales reports read the
 * orders' tables in one read-only statement each (sales.ts); the others ask the owning module's query function.
 */

type Build = (db: Database, range: ReportRange, now: Date) => Promise<ReportTable>;

const col = (key: string, label: string, kind: ReportColumn['kind']): ReportColumn => ({ key, label, kind });
const money = (key: string, label: string) => col(key, label, 'money');
const salesColumns = [money('sales', 'Sales'), money('refunds', 'Refunds'), money('net', 'Net')];

/** The Thrive Cash report's expiring window, in days. */
export const EXPIRING_DAYS = 30;
/** The search report's longest list of texts. */
export const SEARCH_MISS_ROWS = 500;

const byDay: Build = async (db, range) => ({
  columns: [col('day', 'Day', 'day'), col('orders', 'Orders', 'count'), ...salesColumns],
  rows: (await salesByDay(db, range, daysIn(range))).map((day) => ({
    day: day.day,
    orders: day.orders,
    sales: day.salesCents,
    refunds: day.refundsCents,
    net: day.salesCents - day.refundsCents,
  })),
  summed: true,
});

const byBox: Build = async (db, range) => {
  const { sold, refunds } = await salesByBox(db, range);
  const boxes = new Map<string, { units: number; sales: number; refunds: number }>(
    BOX_TYPES.map((box) => [box, { units: 0, sales: 0, refunds: 0 }]),
  );
  const bucket = (box: string) => {
    if (!boxes.has(box)) boxes.set(box, { units: 0, sales: 0, refunds: 0 });
    return boxes.get(box)!;
  };
  for (const row of sold) {
    const into = bucket(normalizeBoxType(row.box));
    into.units += row.units;
    into.sales += row.salesCents;
  }
  for (const refund of refunds) {
    for (const [box, cents] of Object.entries(refundByBox(refund, refund.items)))
      bucket(box).refunds += cents;
  }
  return {
    columns: [col('box', 'Box', 'text'), col('units', 'Units', 'count'), ...salesColumns],
    rows: [...boxes].map(([box, figures]) => ({
      box: boxLabel(box),
      units: figures.units,
      sales: figures.sales,
      refunds: figures.refunds,
      net: figures.sales - figures.refunds,
    })),
    summed: true,
  };
};

const byPayment: Build = async (db, range) => {
  const tenders = await salesByTender(db, range);
  return {
    columns: [col('payment_type', 'Payment type', 'text'), col('orders', 'Orders', 'count'), ...salesColumns],
    rows: paymentTypesOf(tenders.map((tender) => tender.type)).map((type) => {
      const tender = tenders.find((row) => row.type === type);
      const sales = tender?.salesCents ?? 0;
      const refunds = tender?.refundsCents ?? 0;
      return {
        payment_type: tenderTypeLabel(type),
        orders: tender?.orders ?? 0,
        sales,
        refunds,
        net: sales - refunds,
      };
    }),
    summed: true,
  };
};

const thriveCash: Build = async (db, _range, now) => {
  const owed = await thriveCashLiability(db, now, EXPIRING_DAYS);
  const row = (measure: string, held: { accounts: number; cents: number }) => ({
    measure,
    accounts: held.accounts,
    amount: held.cents,
  });
  return {
    columns: [
      col('measure', 'Thrive Cash', 'text'),
      col('accounts', 'Accounts', 'count'),
      money('amount', 'Amount'),
    ],
    rows: [
      row('Available to spend', owed.available),
      row('Pending until orders ship', owed.pending),
      { measure: 'Total owed', accounts: null, amount: owed.available.cents + owed.pending.cents },
      row(`Expiring within ${EXPIRING_DAYS} days`, owed.expiring),
    ],
    summed: false,
  };
};

const giftCards: Build = async (db) => {
  const owed = await giftCardLiability(db);
  const row = (measure: string, counted: { count: number; cents: number }) => ({
    measure,
    count: counted.count,
    amount: counted.cents,
  });
  return {
    columns: [
      col('measure', 'Gift cards', 'text'),
      col('count', 'Count', 'count'),
      money('amount', 'Amount'),
    ],
    rows: [
      row('Codes issued', owed.issued),
      row('Codes redeemed', owed.redeemed),
      row('Codes not yet redeemed', owed.unredeemed),
      row('Balances held (accounts)', owed.balances),
      { measure: 'Total owed', count: null, amount: owed.unredeemed.cents + owed.balances.cents },
    ],
    summed: false,
  };
};

const autoship: Build = async (db, range) => ({
  columns: [
    col('month', 'Month', 'month'),
    col('shipments', 'Shipments charged', 'count'),
    money('revenue', 'Revenue'),
    col('active_at_start', 'Active at month start', 'count'),
    col('paused', 'Paused', 'count'),
    col('canceled', 'Canceled', 'count'),
    col('churn_rate', 'Churn', 'percent'),
  ],
  rows: (await autoshipMonths(db, monthsOf(range))).map((month) => ({
    month: month.month,
    shipments: month.shipments,
    revenue: month.revenueCents,
    active_at_start: month.activeAtStart,
    paused: month.paused,
    canceled: month.canceled,
    churn_rate: churnRate(month.paused + month.canceled, month.activeAtStart),
  })),
  summed: false,
});

const searches: Build = async (db, range) => ({
  columns: [
    col('term', 'Search term', 'text'),
    col('searches', 'Searches', 'count'),
    col('last_searched', 'Last searched', 'time'),
  ],
  rows: (await searchMisses(db, range, SEARCH_MISS_ROWS)).map((miss) => ({
    term: miss.query,
    searches: miss.searches,
    last_searched: miss.lastSearchedAt.toISOString(),
  })),
  summed: false,
});

const funnel: Build = async (db, range) => {
  const days = new Map((await funnelByDay(db, range)).map((day) => [day.day, funnelCounts(day.stops)]));
  const percent = (key: string, label: string) => col(key, label, 'percent');
  return {
    columns: [
      col('day', 'Day', 'day'),
      ...FUNNEL_STEPS.map((step) => col(step.key, step.label, 'count')),
      percent('added_rate', 'Viewed → added'),
      percent('checkout_rate', 'Added → checkout'),
      percent('ordered_rate', 'Checkout → ordered'),
    ],
    rows: daysOf(range).map((day) => {
      const counts = days.get(day) ?? funnelCounts([]);
      return {
        day,
        ...counts,
        added_rate: stepConversion(counts.added, counts.viewed),
        checkout_rate: stepConversion(counts.checkout, counts.added),
        ordered_rate: stepConversion(counts.ordered, counts.checkout),
      };
    }),
    // Visitors are counted per day: a sum over days would count a returning visitor twice.
    summed: false,
  };
};

const zeroResults: Build = async (db, range) => ({
  columns: [
    col('term', 'Search term', 'text'),
    col('result_types', 'Searched by', 'text'),
    col('searches', 'Searches', 'count'),
    col('visitors', 'Visitors', 'count'),
    col('last_searched', 'Last searched', 'time'),
  ],
  rows: (await zeroResultSearches(db, range, ZERO_RESULT_TERMS)).map((term) => ({
    term: term.term,
    result_types: term.resultTypes.join(', '),
    searches: term.searches,
    visitors: term.visitors,
    last_searched: term.lastSearchedAt.toISOString(),
  })),
  summed: false,
});

const products: Build = async (db, range) => {
  const interest = await topProducts(db, range, TOP_PRODUCTS);
  const ids = interest.map((row) => Number(row.productId)).filter((id) => Number.isSafeInteger(id) && id > 0);
  const names = new Map((await loadProducts(db, ids)).map((product) => [String(product.id), product.title]));
  return {
    columns: [
      col('product_id', 'Product id', 'text'),
      col('product', 'Product', 'text'),
      col('views', 'Views', 'count'),
      col('viewers', 'Viewers', 'count'),
      col('orders', 'Orders', 'count'),
      col('units', 'Units bought', 'count'),
    ],
    rows: interest.map((row) => ({
      product_id: row.productId,
      product: names.get(row.productId) ?? row.eventName,
      views: row.views,
      viewers: row.viewers,
      orders: row.orders,
      units: row.units,
    })),
    summed: false,
  };
};

export const REPORT_BUILDERS: Record<ReportName, Build> = {
  'sales-by-day': byDay,
  'sales-by-box': byBox,
  'sales-by-payment': byPayment,
  'thrive-cash-liability': thriveCash,
  'gift-card-liability': giftCards,
  autoship,
  'search-no-results': searches,
  'shopper-funnel': funnel,
  'search-zero-results': zeroResults,
  'top-products': products,
  experiments: experimentsReport,
};
