import { useState } from 'react';
import { apiFailure, apiRequest } from '../../lib/http/client.ts';
import { snackbar } from '../../lib/snackbar-store.ts';

/**
 * Removing a prefilled cart line offers a choice (spec §4): skip it this time, or never again (a never-item, left
 * out of recommendations and prefill from then on). Both remove the line.
 */
export function PrefilledRemoval({
  title,
  productId,
  disabled,
  onRemove,
}: {
  title: string;
  productId: number;
  disabled: boolean;
  onRemove: () => void;
}) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button
        type="button"
        className="button-link"
        disabled={disabled}
        onClick={() => setAsking(true)}
        aria-label={`Remove ${title} from cart`}
      >
        Remove
      </button>
    );
  }
  async function neverAgain() {
    onRemove();
    try {
      await apiRequest('POST', '/account/neverlist', { query: { id: productId } });
      snackbar.push({ type: 'success', title: 'Got it', message: `We won’t suggest ${title} again.` });
    } catch (failure) {
      snackbar.push({ type: 'error', title: 'Never again', message: apiFailure(failure).message });
    }
  }
  return (
    <fieldset className="prefill-removal">
      <legend className="sr-only">Remove {title}: this time or never again?</legend>
      <button type="button" className="button-link" onClick={onRemove}>
        Skip this time
      </button>
      <button type="button" className="button-link" onClick={neverAgain}>
        Never show me this
      </button>
    </fieldset>
  );
}
