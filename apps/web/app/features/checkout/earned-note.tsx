import { earnedText } from '../cart/index.ts';

/** The Thrive Cash an order earns, below its total and apart from what it costs (issue 23). */
export function EarnedNote({
  totals,
  placed = false,
}: {
  totals: readonly { type: string; value: number }[];
  placed?: boolean;
}) {
  const text = earnedText(totals, placed);
  return text ? <p className="summary-earn">{text}</p> : null;
}
