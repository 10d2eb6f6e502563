import { useNavigate } from 'react-router';
import { ConsoleField, ConsoleFormError, ConsoleSubmit, textOf, useConsoleForm } from '../console/index.ts';
import { useTaskActions } from './api.ts';

/** 'Approve all pending reviews matching…': a minimum rating and a product id, both optional. */
export function ReviewApprovalForm() {
  const { start } = useTaskActions();
  const navigate = useNavigate();
  const form = useConsoleForm();
  return (
    <form
      className="console-form"
      aria-labelledby="approve-title"
      onSubmit={form.onSubmit(async (data) => {
        const rating = textOf(data, 'min_rating');
        const product = textOf(data, 'product_id');
        const task = await start({
          kind: 'review_approval',
          reviews: {
            ...(rating ? { min_rating: Number(rating) } : {}),
            ...(product ? { product_id: Number(product) } : {}),
          },
        });
        await navigate(`/admin/tasks/${task.id}`);
      })}
    >
      <h2 id="approve-title">Approve all pending reviews matching…</h2>
      <p className="console-muted">
        Each review is approved as one approval would be: its rating counts, and its shopper is e-mailed.
      </p>
      <ConsoleField id="approve-rating" label="At least this many stars">
        <select id="approve-rating" name="min_rating" defaultValue="">
          <option value="">Any rating</option>
          {[5, 4, 3, 2].map((stars) => (
            <option key={stars} value={stars}>
              {stars} stars
            </option>
          ))}
        </select>
      </ConsoleField>
      <ConsoleField id="approve-product" label="Product id (optional)">
        <input id="approve-product" name="product_id" inputMode="numeric" pattern="[0-9]*" />
      </ConsoleField>
      <ConsoleFormError message={form.error} />
      <div className="console-actions">
        <ConsoleSubmit busy={form.busy}>Approve the matching reviews</ConsoleSubmit>
      </div>
    </form>
  );
}
