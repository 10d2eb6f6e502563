import { Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { lazyPart } from '../../lib/lazy-part.ts';
import { otpPageUrl } from '../account/index.ts';
import { useOtpLinkHandler, useOtpRequiredRedirect } from './auth-otp.ts';

/** If the modal's code can't be fetched (offline, a new release), the code page does the check instead. */
function CodePageInstead() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, where the modal failed to load
  useEffect(() => {
    void navigate(otpPageUrl(`${pathname}${search}`));
  }, []);
  return null;
}

// The code form loads only when a refused change needs it.
const OtpModal = lazyPart<{ onClose: () => void }>(
  () => import('./otp-modal.tsx').then((module) => module.OtpModal),
  CodePageInstead,
);

/**
 * The shell's two OTP behaviours (auth-otp.ts), and the OTP modal the first opens where the change was made;
 * otp-shell.tsx loads this part on demand.
 */
export function OtpBehaviours() {
  const [modal, setModal] = useState(false);
  const openModal = useCallback(() => setModal(true), []);
  useOtpRequiredRedirect(openModal);
  useOtpLinkHandler();
  if (!modal) return null;
  return (
    <Suspense fallback={null}>
      <OtpModal onClose={() => setModal(false)} />
    </Suspense>
  );
}
