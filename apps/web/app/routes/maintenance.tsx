import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { leaveMaintenance, returnPath, useStoreBack } from '../features/maintenance/index.ts';

export function meta() {
  return [
    { title: 'Down for maintenance | Pantry' },
    { name: 'description', content: 'Pantry is down for scheduled maintenance and will be back shortly.' },
    { name: 'robots', content: 'noindex' },
  ];
}

/**
 * Spec §8: 'Code 500 with a maintenance flag redirects to the maintenance page.' The page asks every 5 s whether the
 * store is back and then returns the shopper to the page they were on (`from`), loaded afresh.
 */
export default function Maintenance() {
  const [params] = useSearchParams();
  const back = returnPath(params.get('from'));
  const onBack = useCallback(() => leaveMaintenance.to(back), [back]);
  useStoreBack(onBack);
  return (
    <section className="container status-page" aria-labelledby="status-title">
      <h1 id="status-title">We'll be right back</h1>
      <p>
        Pantry is down for scheduled maintenance while we restock the shelves. Your cart is safe; please try
        again in a few minutes.
      </p>
      <p role="status">This page checks every few seconds and takes you back as soon as the store is open.</p>
      <a className="btn btn-primary" href={back}>
        Try again
      </a>
    </section>
  );
}
