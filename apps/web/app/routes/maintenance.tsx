import { Link } from 'react-router';

export function meta() {
  return [
    { title: 'Down for maintenance | Pantry' },
    { name: 'description', content: 'Pantry is down for scheduled maintenance and will be back shortly.' },
  ];
}

/** Spec §8: 'Code 500 with a maintenance flag redirects to the maintenance page.' */
export default function Maintenance() {
  return (
    <section className="container status-page" aria-labelledby="status-title">
      <h1 id="status-title">We'll be right back</h1>
      <p>
        Pantry is down for scheduled maintenance while we restock the shelves. Your cart is safe; please try
        again in a few minutes.
      </p>
      <Link className="btn btn-primary" to="/">
        Try again
      </Link>
    </section>
  );
}
