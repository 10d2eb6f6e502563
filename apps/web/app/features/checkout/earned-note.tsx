import { Tooltip } from '../../components/common/tooltip.tsx';
import { earnedText } from '../cart/index.ts';

/** The Thrive Cash an order earns, below its total and apart from what it costs (issue 23), with what it is. */
export function EarnedNote({
  totals,
  placed = false,
}: {
  totals: readonly { type: string; value: number }[];
  placed?: boolean;
}) {
  const text = earnedText(totals, placed);
  if (!text) return null;
  return (
    <p className="summary-earn">
      {text}
      <Tooltip label="About Thrive Cash" closeOnScroll>
        Thrive Cash is store credit you earn on qualifying orders. It is added to your account once the order
        ships, and you can apply it at checkout on a later order.
      </Tooltip>
    </p>
  );
}
