import { Outlet } from 'react-router';
import { ConsoleError, ConsoleFrame, consolePage, useMe } from '../features/console/index.ts';
import type { Route } from './+types/admin-console';

/** The signed-in console's frame: staff only (a visitor goes to /admin/login), with the role's menu. */
export function loader(args: Route.LoaderArgs) {
  return consolePage(args, { permission: null });
}

export default function ConsoleLayout({ loaderData }: Route.ComponentProps) {
  const session = useMe().data ?? loaderData.session;
  // The pages below read who is signed in from here (useOutletContext), not from a read of their own.
  return (
    <ConsoleFrame session={session}>
      <Outlet context={session} />
    </ConsoleFrame>
  );
}

export function ErrorBoundary() {
  return (
    <ConsoleFrame session={null}>
      <ConsoleError />
    </ConsoleFrame>
  );
}
