import { redirect, useSearchParams } from 'react-router';
import { ConsoleFrame, ConsoleLogin, consoleMeta, safeConsoleRoute } from '../features/console/index.ts';
import type { Route } from './+types/admin-login';

export function meta() {
  return consoleMeta('Staff sign-in');
}

/** Someone already signed in goes straight on to the console. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const signedIn = await context.services.admin.me().then(
    () => true,
    (error: { status?: number }) => {
      if (error.status === 401) return false;
      throw error;
    },
  );
  if (signedIn) throw redirect(safeConsoleRoute(new URL(request.url).searchParams.get('route')));
  return null;
}

/** /admin/login: e-mail and password, then the six-digit code or a recovery code. */
export default function ConsoleLoginPage() {
  const [search] = useSearchParams();
  return (
    <ConsoleFrame session={null}>
      <ConsoleLogin next={safeConsoleRoute(search.get('route'))} />
    </ConsoleFrame>
  );
}
