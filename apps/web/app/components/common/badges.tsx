import type { DisplayBadge, DisplayBadges } from '@pantry/domain';
import { Link } from 'react-router';

export function BoxBadge({ badge }: { badge: DisplayBadge | null }) {
  if (!badge) return null;
  return <span className={`box-badge tone-${badge.tone}`}>{badge.text}</span>;
}

/**
 * Status badges, then preference badges with '+N' for the rest (spec §5). Where `preferenceHref` knows a
 * badge's listing page (a product page knows its diets), the badge links to it.
 */
export function BadgeList({
  badges,
  limit,
  preferenceHref,
}: {
  badges: DisplayBadges;
  limit?: number;
  preferenceHref?: (text: string) => string | undefined;
}) {
  const shown = limit == null ? badges.badges : badges.badges.slice(0, limit);
  if (!shown.length && !badges.preferenceBadges.length) return null;
  return (
    <ul className="badges" aria-label="Product highlights">
      {shown.map((b) => (
        <li key={b.text} className={`badge tone-${b.tone}`}>
          {b.text}
        </li>
      ))}
      {badges.preferenceBadges.map((text) => {
        const href = preferenceHref?.(text);
        return (
          <li key={text} className={`badge badge-pref${href ? ' badge-link' : ''}`}>
            {href ? <Link to={href}>{text}</Link> : text}
          </li>
        );
      })}
      {badges.morePreferenceCount > 0 ? (
        <li className="badge badge-pref badge-more">
          <span aria-hidden="true">+{badges.morePreferenceCount}</span>
          <span className="sr-only">and {badges.morePreferenceCount} more</span>
        </li>
      ) : null}
    </ul>
  );
}
