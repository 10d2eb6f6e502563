/**
 * The order's status label with its progress bar (spec §4 table). Where the table says 'not shown' (On Its Way,
 * Closed, Canceled) only the label is shown.
 */
export function OrderProgress({
  label,
  percent,
  compact = false,
}: {
  label: string;
  percent: number | null;
  compact?: boolean;
}) {
  return (
    <div className={compact ? 'order-progress is-compact' : 'order-progress'}>
      <p className="order-status-label">{label}</p>
      {percent === null ? null : (
        <div
          className="order-progress-track"
          role="progressbar"
          aria-label="Order progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${label}, ${percent}%`}
        >
          <div className="order-progress-fill" style={{ width: `${Math.min(100, Math.max(0, percent))}%` }} />
        </div>
      )}
    </div>
  );
}
