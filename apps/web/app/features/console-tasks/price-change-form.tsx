import type { PriceChange, ProductSelection } from '@pantry/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConsoleField, ConsoleFormError, ConsoleSubmit, textOf, useConsoleForm } from '../console/index.ts';
import { useTaskActions } from './api.ts';

/** The change the form asks for: a percent up or down, or one price for all. */
function changeOf(form: FormData): PriceChange {
  const amount = Number(textOf(form, 'amount'));
  if (!textOf(form, 'amount') || !Number.isFinite(amount)) throw new Error('Enter a number.');
  if (textOf(form, 'type') === 'set') return { type: 'set', price: amount };
  const percent = textOf(form, 'direction') === 'down' ? -amount : amount;
  return { type: 'percent', percent };
}

/**
 * The bulk price change: how to change the chosen products' prices; it starts a task and goes to its progress.
 * The server checks the change (bounds, MAP) and answers the same words when it refuses.
 */
export function PriceChangeForm({ products, count }: { products: ProductSelection; count: number }) {
  const { start } = useTaskActions();
  const navigate = useNavigate();
  const form = useConsoleForm();
  const [type, setType] = useState<'percent' | 'set'>('percent');
  return (
    <form
      className="console-form"
      aria-label="Change prices"
      onSubmit={form.onSubmit(async (data) => {
        const task = await start({ kind: 'price_change', products, change: changeOf(data) });
        await navigate(`/admin/tasks/${task.id}`);
      })}
    >
      <fieldset className="console-choices">
        <legend>Change</legend>
        <label>
          <input
            type="radio"
            name="type"
            value="percent"
            checked={type === 'percent'}
            onChange={() => setType('percent')}
          />{' '}
          By a percent
        </label>
        <label>
          <input
            type="radio"
            name="type"
            value="set"
            checked={type === 'set'}
            onChange={() => setType('set')}
          />{' '}
          Set one price
        </label>
      </fieldset>
      {type === 'percent' ? (
        <ConsoleField id="price-direction" label="Up or down">
          <select id="price-direction" name="direction" defaultValue="up">
            <option value="up">Up</option>
            <option value="down">Down</option>
          </select>
        </ConsoleField>
      ) : null}
      <ConsoleField
        id="price-amount"
        label={type === 'percent' ? 'Percent' : 'New price (dollars)'}
        hint={
          type === 'percent'
            ? 'Each new price is rounded to the cent. A MAP item is not priced above its MAP price.'
            : 'A MAP item is not priced above its MAP price.'
        }
      >
        <input
          id="price-amount"
          name="amount"
          inputMode="decimal"
          required
          aria-describedby="price-amount-hint"
        />
      </ConsoleField>
      <ConsoleFormError message={form.error} />
      <div className="console-actions">
        <ConsoleSubmit
          busy={form.busy}
        >{`Change ${count} ${count === 1 ? 'price' : 'prices'}`}</ConsoleSubmit>
      </div>
    </form>
  );
}
