import type { Navigation } from '@pantry/domain';
import { useRouteLoaderData } from 'react-router';

/** The header's category tree, loaded once by the root route. */
export function useNavigationData(): Navigation | null {
  const root = useRouteLoaderData('root') as { navigation?: Navigation } | undefined;
  return root?.navigation ?? null;
}

/** A category's url key from its name (cards carry the top category's name in analytics_category). */
export function categoryKeyByName(navigation: Navigation | null, name: string): string | null {
  const wanted = name.trim().toLowerCase();
  if (!navigation || !wanted) return null;
  for (const top of navigation.categories) {
    if (top.name.toLowerCase() === wanted || top.url_key === wanted) return top.url_key;
    for (const child of top.children) {
      if (child.name.toLowerCase() === wanted || child.url_key === wanted) return child.url_key;
    }
  }
  return null;
}
