import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePublicConfig } from '../features/account/index.ts';
import {
  type AuthTab,
  AuthTabs,
  CodeSignInForm,
  GoogleButton,
  RegisterForm,
  SignInForm,
} from '../features/auth/index.ts';
import { RouteErrorBoundary } from '../features/shell/index.ts';
import { guardPage } from '../lib/route-guards.ts';
import type { Route } from './+types/login';

type Mode = 'sign-in' | 'register' | 'code';
const MODES: Mode[] = ['sign-in', 'register', 'code'];

export async function loader({ context, request }: Route.LoaderArgs) {
  guardPage(await context.services.viewer.account(), new URL(request.url));
  return null;
}

export function meta() {
  return [
    { title: 'Sign in or create an account | Pantry' },
    { name: 'description', content: 'Sign in to Pantry, or create an account to start saving on groceries.' },
    { name: 'robots', content: 'noindex' },
  ];
}

/** Spec §2 /login: password sign-in, a new account, or an e-mailed code; Google when it is configured. */
export default function Login() {
  const [params] = useSearchParams();
  const wanted = params.get('mode') as Mode | null;
  const [mode, setMode] = useState<Mode>(wanted && MODES.includes(wanted) ? wanted : 'sign-in');
  const { googleClientId } = usePublicConfig();

  const tabs: AuthTab<Mode>[] = [
    { key: 'sign-in', label: 'Sign in', panel: <SignInForm /> },
    { key: 'register', label: 'Create account', panel: <RegisterForm /> },
    { key: 'code', label: 'Email me a code', panel: <CodeSignInForm /> },
  ];

  return (
    <div className="form-page auth-page">
      <h1>Sign in or create an account</h1>
      <p className="auth-lead">Members save up to 30% on organic groceries, delivered to your door.</p>
      <div className="form-card">
        <AuthTabs label="How to sign in" tabs={tabs} selected={mode} onSelect={setMode} />
        {googleClientId ? (
          <>
            <p className="auth-divider">
              <span>or</span>
            </p>
            <GoogleButton clientId={googleClientId} />
          </>
        ) : null}
      </div>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
