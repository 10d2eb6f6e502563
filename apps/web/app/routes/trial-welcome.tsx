import { requireWelcome, Welcome } from '../features/membership/index.ts';
import { RouteErrorBoundary } from '../features/shell/index.ts';
import type { Route } from './+types/trial-welcome';

export function meta() {
  return [{ title: 'Welcome to your free trial | Pantry' }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  requireWelcome(await context.services.viewer.account(), new URL(request.url), 'trial');
  return null;
}

export default function TrialWelcome() {
  return <Welcome kind="trial" />;
}

export const ErrorBoundary = RouteErrorBoundary;
