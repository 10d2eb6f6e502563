import type { StaffMe } from '@pantry/domain';
import { useOutletContext } from 'react-router';
import { consoleMeta, Dashboard } from '../features/console/index.ts';

export function meta() {
  return consoleMeta('Dashboard');
}

/** /admin: who is signed in and the areas their role opens (the frame's loader has read who it is). */
export default function ConsoleDashboard() {
  return <Dashboard session={useOutletContext<StaffMe>()} />;
}
