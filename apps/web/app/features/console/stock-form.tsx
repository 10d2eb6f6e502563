import { useState } from 'react';
import { useCatalogChanges } from './catalog-api.ts';
import { ConsoleFormError, ConsoleSubmit, textOf, useConsoleForm } from './console-form.tsx';

/**
 * The units on hand, as counted (stock.write: the warehouse, merchandisers, the owner). Going from 0 to above 0
 * e-mails the shoppers who asked to be told (the server's back-in-stock reminders).
 */
export function StockForm({ productId, stock }: { productId: number; stock: number }) {
  const { setStock } = useCatalogChanges();
  const form = useConsoleForm();
  const [done, setDone] = useState<string | null>(null);
  const onSubmit = form.onSubmit(async (data) => {
    setDone(null);
    const text = textOf(data, 'qty');
    if (!/^\d{1,8}$/.test(text)) throw new Error('Enter the units on hand as a whole number, 0 or more.');
    const written = await setStock(productId, Number(text));
    setDone(
      written.was === 0 && written.stock_qty > 0
        ? `Stock is ${written.stock_qty}. Shoppers waiting for it are being e-mailed.`
        : `Stock is ${written.stock_qty} (was ${written.was}).`,
    );
  });
  return (
    <form className="console-form console-inline" onSubmit={onSubmit} noValidate aria-label="Stock">
      <div className="console-field">
        <label htmlFor="stock-qty">Units on hand</label>
        <input id="stock-qty" name="qty" inputMode="numeric" defaultValue={stock} />
      </div>
      <ConsoleSubmit busy={form.busy}>Set stock</ConsoleSubmit>
      <ConsoleFormError message={form.error} />
      <p role="status" className="console-muted">
        {done ?? ''}
      </p>
    </form>
  );
}
