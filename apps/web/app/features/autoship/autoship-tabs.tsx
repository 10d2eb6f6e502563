import { NavLink } from 'react-router';

/** The autoship pages (account spec §2 Autoship routes). */
export const AUTOSHIP_TABS = [
  { path: '/autoship', label: 'Overview' },
  { path: '/autoship/next-shipment', label: 'Next shipment' },
  { path: '/autoship/all-items', label: 'All items' },
  { path: '/autoship/subscribed', label: 'Subscribed' },
  { path: '/autoship/schedules', label: 'Schedules' },
  { path: '/autoship/settings', label: 'Settings' },
  { path: '/autoship/personalized', label: 'Personalized' },
] as const;

export function AutoshipTabs() {
  return (
    <nav aria-label="Autoship" className="autoship-tabs">
      <ul>
        {AUTOSHIP_TABS.map((tab) => (
          <li key={tab.path}>
            <NavLink to={tab.path} end>
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
