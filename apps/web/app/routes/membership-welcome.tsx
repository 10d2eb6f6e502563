import { requireWelcome, Welcome } from '../features/membership/index.ts';
import { RouteErrorBoundary } from '../features/shell/index.ts';
import type { Route } from './+types/membership-welcome';

export function meta() {
  return [{ title: 'Welcome to Pantry | Pantry' }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  requireWelcome(await context.services.viewer.account(), new URL(request.url), 'member');
  return null;
}

export default function MembershipWelcome() {
  return <Welcome kind="member" />;
}

export const ErrorBoundary = RouteErrorBoundary;
