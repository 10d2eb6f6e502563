import { Onboarding, requireSignedIn } from '../features/membership/index.ts';
import { RouteErrorBoundary } from '../features/shell/index.ts';
import type { Route } from './+types/trial-onboarding';

export function meta() {
  return [{ title: 'Make Pantry yours | Pantry' }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  requireSignedIn(await context.services.viewer.account(), new URL(request.url));
  return null;
}

export default function TrialOnboarding() {
  return <Onboarding kind="trial" />;
}

export const ErrorBoundary = RouteErrorBoundary;
