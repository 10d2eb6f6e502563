import { Pager } from '../../components/common/pager.tsx';

const ordersHref = (n: number) => (n === 1 ? '/account/orders' : `/account/orders?cur_page=${n}`);

/** Pages of the order list; the page lives in the URL (`?cur_page=2`) so back and reload keep it. */
export function OrdersPager({ page, pages }: { page: number; pages: number }) {
  return <Pager page={page} pages={pages} href={ordersHref} label="Order pages" />;
}
