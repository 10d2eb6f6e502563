import { Link } from 'react-router';
import { useCartQuery } from '../cart/index.ts';
import { usePrefill } from './use-prefill.ts';

/**
 * /quiz/picks: the prefill is sent once (usePrefill) and the products it put in the cart are listed, the lines
 * marked is_cart_prefilled_item. A reload sends nothing again.
 */
export function PrefillPicks() {
  const { state, addAnyway } = usePrefill();
  const cart = useCartQuery();
  const picks = (cart.data?.boxes ?? []).flatMap((box) => box.items).filter((l) => l.is_cart_prefilled_item);
  return (
    <section className="quiz-step" aria-labelledby="picks-title">
      <h1 id="picks-title" className="quiz-title">
        Your picks
      </h1>
      <div role="status" aria-live="polite">
        <PrefillStatus state={state} />
      </div>
      {state.step === 'cart-not-empty' ? (
        <button type="button" className="button button-secondary" onClick={() => addAnyway(state.uuid)}>
          Add my picks anyway
        </button>
      ) : null}
      {picks.length ? (
        <ul className="quiz-picks">
          {picks.map((line) => (
            <li key={line.line_item_id}>
              <Link to={`/p/${line.url_key}`}>{line.title}</Link>
              {line.manufacturer ? <span className="muted"> · {line.manufacturer}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="quiz-actions">
        <Link className="button button-primary" to="/cart">
          Go to my cart
        </Link>
        <Link className="button button-secondary" to="/quiz">
          Quizzes
        </Link>
      </div>
    </section>
  );
}

function PrefillStatus({ state }: { state: ReturnType<typeof usePrefill>['state'] }) {
  switch (state.step) {
    case 'waiting':
    case 'sending':
      return <p>Filling your cart…</p>;
    case 'no-quiz':
      return <p>Take a quiz and we will pick products for you.</p>;
    case 'sign-in':
      return (
        <p>
          <Link to="/login?route=/quiz/picks">Sign in</Link> to get your picks.
        </p>
      );
    case 'flag-off':
      return <p>Cart prefill is off for your account; turn it on at the end of a quiz.</p>;
    case 'cart-not-empty':
      return <p>Your cart already has items, so we left it as it is.</p>;
    case 'failed':
      return <p className="form-error">We could not find picks for your answers ({state.message}).</p>;
    case 'done':
      return state.added > 0 ? (
        <p>We added {state.added} products to your cart. Remove any you don’t want.</p>
      ) : (
        <p>Your picks are already in your cart.</p>
      );
  }
}
