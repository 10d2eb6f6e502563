import type { StaffMe } from '@pantry/domain';
import { Link } from 'react-router';
import { formatMoment, roleLabel } from './format.ts';
import { consoleMenu } from './menu.ts';

/** The console's home: who is signed in, their role, and the areas that role may open. */
export function Dashboard({ session }: { session: StaffMe }) {
  const { staff, permissions } = session;
  const areas = consoleMenu(permissions).filter((area) => area.path !== '/admin');
  return (
    <section className="console-page" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">Hello, {staff.name}</h1>
      <dl className="console-facts">
        <div>
          <dt>Signed in as</dt>
          <dd>{staff.email}</dd>
        </div>
        <div>
          <dt>Role</dt>
          <dd>{roleLabel(staff.role)}</dd>
        </div>
        <div>
          <dt>Staff since</dt>
          <dd>{formatMoment(staff.created_at)}</dd>
        </div>
      </dl>
      <h2>Your areas</h2>
      {areas.length === 0 ? (
        <p className="console-muted">
          Your role opens no areas of the console yet. New areas appear here as they are added.
        </p>
      ) : (
        <ul className="console-areas">
          {areas.map((area) => (
            <li key={area.path}>
              <Link to={area.path}>{area.label}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
