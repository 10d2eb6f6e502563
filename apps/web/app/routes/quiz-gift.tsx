import { Link } from 'react-router';
import { RouteErrorBoundary } from '../features/shell/index.ts';

export function meta() {
  return [{ title: 'Give Pantry | Quiz | Pantry' }];
}

/** Account-and-shell §2 /quiz/gift: for a shopper who takes the quiz for someone else, the ways to give. */
export default function QuizGift() {
  return (
    <div className="container quiz-page">
      <section className="quiz-step" aria-labelledby="gift-title">
        <h1 id="gift-title" className="quiz-title">
          Shopping for someone else?
        </h1>
        <ul className="quiz-list">
          <li className="quiz-card">
            <h2>Send a gift box</h2>
            <p>
              Fill a cart with their favourites and mark the order as a gift at checkout, with your message.
            </p>
            <Link className="button button-primary" to="/quiz/quickstart">
              Pick products with the quickstart quiz
            </Link>
          </li>
          <li className="quiz-card">
            <h2>Give a membership or credit</h2>
            <p>Add a gift membership or store credit from your cart; they get a code to redeem.</p>
            <Link className="button button-secondary" to="/cart">
              Go to my cart
            </Link>
          </li>
          <li className="quiz-card">
            <h2>Got a gift code?</h2>
            <p>Redeem a gift membership or credit someone sent you.</p>
            <Link className="button button-secondary" to="/redeem">
              Redeem a gift
            </Link>
          </li>
        </ul>
      </section>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
