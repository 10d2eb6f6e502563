import { CancellationFrame, requireCancelable } from '../features/membership/index.ts';
import { RouteErrorBoundary } from '../features/shell/index.ts';
import type { Route } from './+types/cancellation-values';

export function meta() {
  return [
    { title: 'What your membership does | Cancel membership | Pantry' },
    { name: 'robots', content: 'noindex' },
  ];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  requireCancelable(await context.services.viewer.account(), new URL(request.url));
  return null;
}

const values = [
  {
    title: 'A membership for a family in need',
    text: 'Every paid membership funds a free one for a low-income family, teacher, veteran or student.',
  },
  {
    title: 'Better food for more people',
    text: 'We buy direct from organic farmers and independent brands, so healthy food costs less.',
  },
  {
    title: 'Lighter on the planet',
    text: 'We choose recyclable packaging and ship your groceries together in as few boxes as we can.',
  },
];

/** What the membership stands for: the giving program and the store's values. */
export default function CancellationValues() {
  return (
    <CancellationFrame
      step="values"
      title="Your membership does more than save you money"
      lede="Here is what it supports while you're a member."
    >
      <ul className="value-cards">
        {values.map((value) => (
          <li key={value.title}>
            <h2>{value.title}</h2>
            <p>{value.text}</p>
          </li>
        ))}
      </ul>
    </CancellationFrame>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
