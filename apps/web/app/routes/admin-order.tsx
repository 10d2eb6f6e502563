import { Link } from 'react-router';
import { ConsoleError, consoleMeta, consolePage } from '../features/console/index.ts';
import {
  CancelOrder,
  OrderFacts,
  OrderHistory,
  OrderPayments,
  orderQuery,
  RefundForm,
  ResendEmails,
  StatusForm,
  useOrder,
} from '../features/console-orders/index.ts';
import { inProcess } from '../lib/page-queries.ts';
import type { Route } from './+types/admin-order';

export function meta({ params }: Route.MetaArgs) {
  return consoleMeta(`Order #${params.id}`);
}

/** One order (orders.read), read on the server; moving it and refunding it need their own permissions. */
export function loader(args: Route.LoaderArgs) {
  const { services } = args.context;
  const id = args.params.id;
  return consolePage(args, {
    permission: 'orders.read',
    reads: () => [inProcess(orderQuery(id), () => services.admin.order(id))],
  });
}

/** /admin/orders/:id: the order, its payments and history; move, cancel, refund, resend its e-mails. */
export default function ConsoleOrder({ loaderData, params }: Route.ComponentProps) {
  const order = useOrder(params.id);
  const allowed = new Set(loaderData.session.permissions);
  const admin = order.data;
  if (!admin) return order.isError ? <p role="alert">{order.error.message}</p> : null;
  return (
    <section className="console-page" aria-labelledby="order-title">
      <p>
        <Link to="/admin/orders">All orders</Link>
      </p>
      <h1 id="order-title">
        Order #{admin.order.increment_id} <span className="console-muted">{admin.order.status_label}</span>
      </h1>
      <OrderFacts admin={admin} />
      <OrderPayments admin={admin} />
      {allowed.has('orders.refund') ? <RefundForm admin={admin} /> : null}
      <OrderHistory admin={admin} />
      <StatusForm admin={admin} canMove={allowed.has('orders.move')} />
      <CancelOrder admin={admin} canMove={allowed.has('orders.move')} />
      <ResendEmails admin={admin} />
    </section>
  );
}

export const ErrorBoundary = ConsoleError;
