/** Where the shopper is in joining: Plan, Account, Payment, Done (the trial's order is Card, Account, Done). */
export function CheckoutSteps({ steps, current }: { steps: readonly string[]; current: number }) {
  return (
    <nav aria-label="Joining steps" className="checkout-steps">
      <ol>
        {steps.map((step, index) => (
          <li
            key={step}
            className={index < current ? 'is-done' : index === current ? 'is-current' : undefined}
            aria-current={index === current ? 'step' : undefined}
          >
            <span className="step-number" aria-hidden="true">
              {index < current ? '✓' : index + 1}
            </span>
            <span className="step-label">
              {step}
              {index < current ? <span className="sr-only"> (done)</span> : null}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}

export const MEMBERSHIP_STEPS = ['Plan', 'Account', 'Payment', 'Done'] as const;
export const TRIAL_STEPS = ['Card', 'Account', 'Done'] as const;
