import { type ComponentType, lazy } from 'react';

const Nothing = () => null;

/**
 * A part of the page whose code loads the first time it renders (React.lazy; render it inside <Suspense>): the
 * panels and modals the shell shows on demand, so pages don't carry them until then. If the file can't be fetched
 * (offline, or a new release replaced it) the part renders `Failed` (nothing by default) rather than taking the
 * page down; the next page load fetches it again.
 */
export function lazyPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  Failed: ComponentType<Props> = Nothing,
) {
  return lazy(async () => {
    try {
      return { default: await load() };
    } catch (error) {
      console.error('lazy-part', error);
      return { default: Failed };
    }
  });
}
