import { autoshipClosed, canUseAutoship, type OrderWire } from '@pantry/domain';
import { useQuery } from '@tanstack/react-query';
import { useAccount } from '../account/index.ts';
import { productsByUrlQuery } from './api.ts';
import { autoshipShopperOf } from './shopper.ts';
import { type ListLine, SubscribeAll } from './subscribe-all.tsx';

type Item = OrderWire['items'][number];

/** The order's bought products, once each (free gifts and samples are not bought, so not subscribed). */
function boughtItems(items: readonly Item[]): Item[] {
  const seen = new Set<number>();
  return items.filter((item) => {
    if (item.tc_product_type !== null || !item.url_key || seen.has(item.product_id)) return false;
    seen.add(item.product_id);
    return true;
  });
}

/**
 * 'Subscribe all' under an order's items, each at the quantity ordered. Order items don't say whether autoship
 * takes them today, so their products are read, and only for a shopper who may subscribe.
 */
export function OrderSubscribeAll({ items }: { items: readonly Item[] }) {
  const { account } = useAccount();
  const may =
    account !== undefined &&
    canUseAutoship(autoshipShopperOf(account)) &&
    // As the button reads it: autoship_type 'opt_out' alone closes nothing (docs/decisions/autoship.md).
    !autoshipClosed({ status: account.autoship.status, optedOut: account.autoship.opted_out });
  const bought = may ? boughtItems(items) : [];
  // One query for them all (useQueries would add its code to every page's shared libraries).
  const products = useQuery({
    ...productsByUrlQuery(bought.map((item) => item.url_key)),
    enabled: bought.length > 0,
  }).data;
  const lines: ListLine[] = bought.flatMap((item, i) => {
    const product = products?.[i];
    return product ? [{ product, qty: Math.min(50, Math.max(1, item.qty)) }] : [];
  });
  if (lines.length === 0) return null;
  return <SubscribeAll lines={lines} />;
}
