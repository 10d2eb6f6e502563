import type { DisplayBadge, DisplayBadges } from '@pantry/domain';

export function BoxBadge({ badge }: { badge: DisplayBadge | null }) {
  if (!badge) return null;
  return <span className={`box-badge tone-${badge.tone}`}>{badge.text}</span>;
}

/** Status badges, then preference badges with '+N' for the rest (spec §5). */
export function BadgeList({ badges, limit }: { badges: DisplayBadges; limit?: number }) {
  const shown = limit == null ? badges.badges : badges.badges.slice(0, limit);
  if (!shown.length && !badges.preferenceBadges.length) return null;
  return (
    <ul className="badges" aria-label="Product highlights">
      {shown.map((b) => (
        <li key={b.text} className={`badge tone-${b.tone}`}>
          {b.text}
        </li>
      ))}
      {badges.preferenceBadges.map((text) => (
        <li key={text} className="badge badge-pref">
          {text}
        </li>
      ))}
      {badges.morePreferenceCount > 0 ? (
        <li className="badge badge-pref badge-more">
          <span aria-hidden="true">+{badges.morePreferenceCount}</span>
          <span className="sr-only">and {badges.morePreferenceCount} more</span>
        </li>
      ) : null}
    </ul>
  );
}
