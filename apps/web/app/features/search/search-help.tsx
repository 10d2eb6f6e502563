import type { SearchHelp as Help } from '@pantry/domain';
import { Link } from 'react-router';
import { searchResultsHref } from './search-box.tsx';

/**
 * What a search that found nothing offers (issue 12 §4): 'Did you mean …' with the catalog's spelling, when
 * that spelling finds products, and the searches shoppers make most. Nothing when the server has neither.
 */
export function SearchHelp({ help }: { help: Help | null }) {
  if (!help || (!help.did_you_mean && help.popular.length === 0)) return null;
  return (
    <div className="search-help">
      {help.did_you_mean ? (
        <p className="did-you-mean">
          Did you mean <Link to={searchResultsHref(help.did_you_mean)}>{help.did_you_mean}</Link>?
        </p>
      ) : null}
      {help.popular.length ? (
        <nav className="popular-searches" aria-labelledby="popular-searches-title">
          <h3 id="popular-searches-title">Popular searches</h3>
          <ul>
            {help.popular.map((query) => (
              <li key={query}>
                <Link to={searchResultsHref(query)}>{query}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
