import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { consoleAuthApi, consoleKeys } from './api.ts';
import { ConsoleField, ConsoleFormError, ConsoleSubmit, textOf, useConsoleForm } from './console-form.tsx';

/**
 * Staff sign-in: the e-mail and password first; once they are right, the six-digit code from the authenticator
 * app, or one of the recovery codes handed out at enrolment. Then on to the page the staff member asked for.
 */
export function ConsoleLogin({ next }: { next: string }) {
  const [step, setStep] = useState<'password' | 'code'>('password');
  return (
    <section className="console-card console-narrow" aria-labelledby="login-title">
      <h1 id="login-title">Staff sign-in</h1>
      {step === 'password' ? (
        <PasswordStep onDone={() => setStep('code')} />
      ) : (
        <CodeStep next={next} onRestart={() => setStep('password')} />
      )}
    </section>
  );
}

function PasswordStep({ onDone }: { onDone: () => void }) {
  const form = useConsoleForm();
  const submit = form.onSubmit(async (data) => {
    await consoleAuthApi.login(textOf(data, 'email'), String(data.get('password') ?? ''));
    onDone();
  });
  return (
    <form className="console-form" onSubmit={submit} noValidate={false}>
      <p>Sign in with the e-mail and password of your staff account.</p>
      <ConsoleField label="E-mail" id="login-email">
        <input id="login-email" name="email" type="email" autoComplete="username" required />
      </ConsoleField>
      <ConsoleField label="Password" id="login-password">
        <input id="login-password" name="password" type="password" autoComplete="current-password" required />
      </ConsoleField>
      <ConsoleFormError message={form.error} />
      <ConsoleSubmit busy={form.busy}>Continue</ConsoleSubmit>
    </form>
  );
}

function CodeStep({ next, onRestart }: { next: string; onRestart: () => void }) {
  const form = useConsoleForm();
  const [recovery, setRecovery] = useState(false);
  const client = useQueryClient();
  const navigate = useNavigate();
  const submit = form.onSubmit(async (data) => {
    const session = await consoleAuthApi.secondFactor(textOf(data, 'code'));
    client.setQueryData(consoleKeys.me, session);
    await navigate(next, { replace: true });
  });
  const id = recovery ? 'login-recovery' : 'login-code';
  const field = useRef<HTMLInputElement>(null);
  // The password was right: the cursor waits in the code field (and again after switching kinds of code).
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus again when the kind of code changes
  useEffect(() => field.current?.focus(), [recovery]);
  return (
    <form className="console-form" onSubmit={submit} key={id}>
      <p>Your password is right. Now the second step:</p>
      {recovery ? (
        <ConsoleField
          label="Recovery code"
          id={id}
          hint="One of the ten codes you kept, like ab12-cd34. It works once."
        >
          <input
            ref={field}
            id={id}
            name="code"
            autoComplete="off"
            required
            aria-describedby={`${id}-hint`}
          />
        </ConsoleField>
      ) : (
        <ConsoleField
          label="Six-digit code"
          id={id}
          hint="The code your authenticator app shows for Pantry now."
        >
          <input
            ref={field}
            id={id}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]{6,7}"
            required
            aria-describedby={`${id}-hint`}
          />
        </ConsoleField>
      )}
      <ConsoleFormError message={form.error} />
      <div className="console-actions">
        <ConsoleSubmit busy={form.busy}>Sign in</ConsoleSubmit>
        <button type="button" className="console-button is-quiet" onClick={() => setRecovery(!recovery)}>
          {recovery ? 'Use the app’s code instead' : 'Use a recovery code instead'}
        </button>
        <button type="button" className="console-button is-quiet" onClick={onRestart}>
          Start again
        </button>
      </div>
    </form>
  );
}
