import { useLocation } from 'react-router';
import { Breadcrumbs } from '../components/common/breadcrumbs.tsx';
import {
  AUTOSHIP_TABS,
  AutoshipItemList,
  AutoshipPersonalized,
  AutoshipSettings,
  AutoshipStateGate,
  AutoshipTabs,
  autoshipItemsQuery,
  autoshipScheduleQuery,
  autoshipTotalsQuery,
  NextShipmentSummary,
} from '../features/autoship/index.ts';
import { RouteErrorBoundary } from '../features/shell/index.ts';
import { inProcess } from '../lib/page-queries.ts';
import { shopperPageQueries } from '../lib/shopper-page.ts';
import type { Route } from './+types/autoship';

export function meta() {
  return [{ title: 'Autoship | Pantry' }, { name: 'robots', content: 'noindex' }];
}

/** Every autoship page (account spec §2): members only; the items, schedule and totals are read on the server. */
export function loader(args: Route.LoaderArgs) {
  return shopperPageQueries(args, ({ services, accountId }) => ({
    critical: [
      inProcess(autoshipItemsQuery(), () => services.autoship.items(accountId)),
      inProcess(autoshipScheduleQuery(), () => services.autoship.schedule(accountId)),
      inProcess(autoshipTotalsQuery(), () => services.autoship.totals(accountId)),
    ],
  }));
}

function AutoshipPage({ path }: { path: string }) {
  switch (path) {
    case '/autoship/next-shipment':
      return <AutoshipItemList mode="next-shipment" />;
    case '/autoship/all-items':
      return <AutoshipItemList mode="all-items" />;
    case '/autoship/subscribed':
      return <AutoshipItemList mode="subscribed" />;
    case '/autoship/schedules':
      return <AutoshipItemList mode="schedules" />;
    case '/autoship/settings':
      return <AutoshipSettings />;
    default:
      return <NextShipmentSummary />;
  }
}

export default function Autoship() {
  const path = useLocation().pathname.replace(/\/+$/, '') || '/autoship';
  const tab = AUTOSHIP_TABS.find((t) => t.path === path) ?? AUTOSHIP_TABS[0];
  return (
    <div className="container autoship-page">
      <Breadcrumbs
        items={[
          { label: 'Autoship', url: '/autoship' },
          ...(tab.path === '/autoship' ? [] : [{ label: tab.label, url: tab.path }]),
        ]}
      />
      <h1>{tab.path === '/autoship' ? 'Autoship' : `Autoship: ${tab.label}`}</h1>
      <AutoshipTabs />
      {/* The picks are a way to start an autoship, so they show whatever its state. */}
      {tab.path === '/autoship/personalized' ? (
        <AutoshipPersonalized />
      ) : (
        // The overview and Settings say the state themselves, with the way back on.
        <AutoshipStateGate stateNote={tab.path !== '/autoship' && tab.path !== '/autoship/settings'}>
          <AutoshipPage path={tab.path} />
        </AutoshipStateGate>
      )}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
