import { type ModeratedReview, REJECT_REASON_MAX } from '@pantry/domain';
import { type FormEvent, useState } from 'react';
import { ConsoleFormError, ConsoleTable, formatMoment, textOf, useConsoleForm } from '../console/index.ts';
import { useBulkModeration } from './reviews-api.ts';

/** The chosen ids, kept to the reviews still on the page. */
function useSelection(reviews: ModeratedReview[]) {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const onPage = reviews.filter((review) => chosen.has(review.id)).map((review) => review.id);
  const toggle = (id: number, on: boolean) =>
    setChosen((was) => {
      const next = new Set(was);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const all = (on: boolean) => setChosen(new Set(on ? reviews.map((review) => review.id) : []));
  return { ids: onPage, toggle, all, clear: () => setChosen(new Set()) };
}

function ReviewRow({
  review,
  on,
  onChange,
}: {
  review: ModeratedReview;
  on: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <tr>
      <td>
        <input
          type="checkbox"
          checked={on}
          onChange={(event) => onChange(event.currentTarget.checked)}
          aria-label={`Select “${review.title}” by ${review.nickname}`}
        />
      </td>
      <th scope="row">
        <span className="console-stars">{review.rating} of 5 stars</span> {review.title}
        <p className="console-review-text">{review.text}</p>
      </th>
      <td>
        {review.url_key ? <a href={`/p/${review.url_key}`}>{review.product_title}</a> : review.product_title}
      </td>
      <td>{review.nickname}</td>
      <td>
        <time dateTime={review.created_at}>{formatMoment(review.created_at)}</time>
      </td>
    </tr>
  );
}

/** What a bulk move did, in a sentence. */
function saidOf(action: 'approve' | 'reject', moved: number, unchanged: number): string {
  const done = `${action === 'approve' ? 'Approved' : 'Rejected'} ${moved} ${moved === 1 ? 'review' : 'reviews'}.`;
  return unchanged ? `${done} ${unchanged} had been moderated already and were left as they were.` : done;
}

/** Approve selected, and Reject selected with an optional reason; what was done is said after. */
function ReviewActions({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  const form = useConsoleForm();
  const moderate = useBulkModeration();
  const [said, setSaid] = useState<string | null>(null);
  const act = (action: 'approve' | 'reject', reason?: string) =>
    form.run(async () => {
      setSaid(null);
      const answer = await moderate(action, ids, reason);
      onDone();
      setSaid(saidOf(action, answer.moved.length, answer.unchanged.length));
    });
  const reject = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const sent = event.currentTarget;
    void act('reject', textOf(new FormData(sent), 'reason')).then((done) => done && sent.reset());
  };
  const none = ids.length === 0;
  return (
    <form className="console-form" onSubmit={reject} aria-labelledby="reviews-act">
      <h2 id="reviews-act">Selected: {ids.length}</h2>
      <div className="console-actions">
        <button
          type="button"
          className="console-button"
          disabled={none || form.busy}
          onClick={() => void act('approve')}
        >
          Approve selected
        </button>
      </div>
      <div className="console-field">
        <label htmlFor="reject-reason">Reason for rejecting (optional; the shopper reads it)</label>
        <input id="reject-reason" name="reason" maxLength={REJECT_REASON_MAX} autoComplete="off" />
      </div>
      <div className="console-actions">
        <button type="submit" className="console-button is-danger" disabled={none || form.busy}>
          Reject selected
        </button>
      </div>
      <ConsoleFormError message={form.error} />
      <p role="status" className="console-muted">
        {said}
      </p>
    </form>
  );
}

/** The pending reviews with a checkbox each, Select all on this page, and the actions on the selection. */
export function ReviewQueueTable({ reviews }: { reviews: ModeratedReview[] }) {
  const selection = useSelection(reviews);
  return (
    <>
      {reviews.length === 0 ? (
        <p className="console-muted">No review is waiting.</p>
      ) : (
        <>
          <p className="console-check">
            <input
              type="checkbox"
              id="reviews-all"
              checked={selection.ids.length === reviews.length}
              onChange={(event) => selection.all(event.currentTarget.checked)}
            />
            <label htmlFor="reviews-all">Select all on this page</label>
          </p>
          <ConsoleTable
            caption="Reviews waiting, oldest first"
            columns={['Select', 'Review', 'Product', 'By', 'Written']}
          >
            {reviews.map((review) => (
              <ReviewRow
                key={review.id}
                review={review}
                on={selection.ids.includes(review.id)}
                onChange={(on) => selection.toggle(review.id, on)}
              />
            ))}
          </ConsoleTable>
        </>
      )}
      <ReviewActions ids={selection.ids} onDone={selection.clear} />
    </>
  );
}
