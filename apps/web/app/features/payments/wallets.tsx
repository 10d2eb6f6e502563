import { googlePayAvailability, type PaymentType, type SavedPaymentMethod } from '@pantry/domain';
import { useState } from 'react';
import { FormError } from '../../components/forms/field.tsx';
import { ApiError } from '../../lib/http/client.ts';
import { snackbar } from '../../lib/snackbar-store.ts';
import { addPaymentType, usePaymentClientToken } from './api.ts';

type Wallet = Exclude<PaymentType, 'ebt'>;

const WALLET_TIMEOUT_MS = 6_000;

/**
 * Whether the browser reports a card ready in Google Pay (spec §5: 'Google Pay is usable only when the client reports
 * present payment methods'). The Payment Request API asks the browser without loading Google's script; anything
 * that fails or takes longer than the wallet readiness timeout (spec §7: 6 s) counts as no.
 */
export async function browserHasGooglePay(): Promise<boolean> {
  if (typeof window === 'undefined' || typeof window.PaymentRequest !== 'function') return false;
  try {
    const request: PaymentRequest & { hasEnrolledInstrument?: () => Promise<boolean> } =
      new window.PaymentRequest(
        [
          {
            supportedMethods: 'https://google.com/pay',
            data: { apiVersion: 2, apiVersionMinor: 0, environment: 'TEST' },
          },
        ],
        { total: { label: 'Pantry', amount: { currency: 'USD', value: '0.00' } } },
      );
    const check = request.hasEnrolledInstrument ? request.hasEnrolledInstrument() : request.canMakePayment();
    const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), WALLET_TIMEOUT_MS));
    return await Promise.race([check, timeout]);
  } catch {
    return false;
  }
}

const labels: Record<Wallet, string> = { paypal: 'PayPal', googlepay: 'Google Pay', applepay: 'Apple Pay' };

/** PayPal, Google Pay and Apple Pay: one of each per account (POST /account/payment-type). */
export function WalletButtons({
  saved,
  onAdded,
}: {
  saved: readonly SavedPaymentMethod[];
  onAdded: (method: SavedPaymentMethod) => void | Promise<void>;
}) {
  // Asked when the shopper chooses Google Pay, not on page load: the browser's check reaches out to Google.
  const [googlePayMessage, setGooglePayMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState<Wallet | null>(null);
  const [error, setError] = useState<string | null>(null);
  const clientToken = usePaymentClientToken();

  async function add(wallet: Wallet) {
    setBusy(wallet);
    setError(null);
    try {
      // A wallet's SDK starts from the gateway's client token, as a real processor's would.
      await clientToken();
      let present = false;
      if (wallet === 'googlepay') {
        present = await browserHasGooglePay();
        const availability = googlePayAvailability(present);
        if (!availability.ok) {
          setGooglePayMessage(availability.message);
          return;
        }
      }
      const method = await addPaymentType(wallet, present);
      await onAdded(method);
      snackbar.push({ type: 'success', message: `${labels[wallet]} added.` });
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Oops! Something went wrong!');
    } finally {
      setBusy(null);
    }
  }

  const has = (wallet: Wallet) => saved.some((method) => method.payment_type === wallet);

  return (
    <div className="form-stack">
      <FormError message={error} />
      <ul className="wallet-list">
        {(['paypal', 'googlepay', 'applepay'] as const).map((wallet) => {
          const note = has(wallet) ? 'Added' : wallet === 'googlepay' ? googlePayMessage : null;
          const noteId = `wallet-${wallet}-note`;
          return (
            <li key={wallet}>
              <button
                type="button"
                className={`wallet-button wallet-${wallet}`}
                disabled={
                  busy !== null || has(wallet) || (wallet === 'googlepay' && googlePayMessage !== null)
                }
                aria-describedby={note ? noteId : undefined}
                aria-busy={busy === wallet || undefined}
                onClick={() => add(wallet)}
              >
                {busy === wallet ? <span className="spinner" aria-hidden="true" /> : null}
                {`Add ${labels[wallet]}`}
              </button>
              <p id={noteId} className="field-hint" aria-live="polite">
                {note}
              </p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
