import { useEffect, useRef, useState } from 'react';
import { FormError } from '../../components/forms/field.tsx';
import { googleIdentity, reportGoogleInitError, useGoogleSignIn } from './auth-google.ts';

/**
 * Google's own 'Continue with Google' button, drawn by Google Identity Services once its script has loaded.
 * Shown only with a client id; if the script cannot load the button is left out and the failure reported.
 */
export function GoogleButton({ clientId }: { clientId: string }) {
  const { signIn, busy, error } = useGoogleSignIn();
  const target = useRef<HTMLDivElement>(null);
  const handler = useRef(signIn);
  handler.current = signIn;
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    googleIdentity(clientId, (credential) => void handler.current(credential))
      .then((id) => {
        const box = target.current;
        if (!live || !box) return;
        id.renderButton(box, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          shape: 'pill',
          text: 'continue_with',
          logo_alignment: 'center',
          width: Math.min(Math.max(box.clientWidth, 200), 400),
        });
      })
      .catch((failure: unknown) => {
        reportGoogleInitError(failure);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [clientId]);

  if (failed) return null;
  return (
    <div className="google-sign-in" aria-busy={busy || undefined}>
      <FormError message={error} />
      <div ref={target} className="google-button" />
      {busy ? (
        <p className="auth-aside" role="status">
          Signing you in with Google…
        </p>
      ) : null}
    </div>
  );
}
