import type { ReactNode } from 'react';

/** One numbered step of the checkout page; every step is open at once, in order, on one page. */
export function CheckoutSection({
  step,
  id,
  title,
  children,
}: {
  step: number;
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="checkout-section" aria-labelledby={`${id}-title`} id={id} tabIndex={-1}>
      <h2 id={`${id}-title`} className="checkout-section-title">
        <span className="step-number" aria-hidden="true">
          {step}
        </span>
        <span>
          <span className="sr-only">{`Step ${step}: `}</span>
          {title}
        </span>
      </h2>
      {children}
    </section>
  );
}
