import { Outlet } from 'react-router';
import { ConsoleError, ConsoleFrame } from '../features/console/index.ts';
import consoleCss from '../styles/console.css?url';

/**
 * The operator console's root (issue 25): its stylesheet, and answers no cache keeps (a staff page is personal)
 * and no Referer leaves (the invitation's token is in its address). The root renders no storefront shell here.
 */
export const links = () => [{ rel: 'stylesheet', href: consoleCss }];

export function headers() {
  return { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' };
}

export default function ConsoleRoot() {
  return <Outlet />;
}

/** A failure outside the signed-in frame (sign-in, invitation): the plain frame with the error. */
export function ErrorBoundary() {
  return (
    <ConsoleFrame session={null}>
      <ConsoleError />
    </ConsoleFrame>
  );
}
