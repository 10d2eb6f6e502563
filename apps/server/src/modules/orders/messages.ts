/** What the order calls answer in words (ours: the spec gives no text for these). */
export const orderMessages = {
  notFound: 'Order not found.',
  noOrders: "You haven't placed any orders yet.",
  changedMeanwhile: 'This order was changed by someone else just now. Reload it and try again.',
  refundedInPart:
    'This order has a staff refund already, so canceling it would refund that part twice. Refund the rest instead.',
  deliveredDateOnly: 'delivered_date can only be given when moving an order to delivered.',
} as const;
