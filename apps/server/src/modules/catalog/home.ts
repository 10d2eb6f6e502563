import { type DbOrTx, sql } from '@pantry/db';
import type { HomePage, Navigation, SortValue } from '@pantry/domain';
import { queryRows } from '../../lib/sql.ts';
import type { FacetSelection } from './facets.ts';
import { loadProducts } from './product-cards.ts';
import { findSectionIds } from './product-query.ts';

/** The header navigation and the home page. */

type CategoryRow = { id: number; parent_id: number | null; url_key: string; name: string; in_menu: boolean };

async function loadCategories(db: DbOrTx): Promise<CategoryRow[]> {
  return queryRows<CategoryRow>(
    db,
    sql`SELECT id, parent_id, url_key, name, in_menu FROM categories ORDER BY position, name`,
  );
}

function toNavigation(categories: CategoryRow[]): Navigation {
  return {
    categories: categories
      .filter((category) => category.in_menu && category.parent_id === null)
      .map((top) => ({
        name: top.name,
        url_key: top.url_key,
        children: categories
          .filter((child) => child.parent_id === top.id)
          .map((child) => ({ name: child.name, url_key: child.url_key })),
      })),
  };
}

/** Top-level menu categories with their children, in merchandising order. */
export async function getNavigation(db: DbOrTx): Promise<Navigation> {
  return toNavigation(await loadCategories(db));
}

type HomeSection = { title: string; url: string; base: FacetSelection; sort: SortValue };

/** What the home page shows, top to bottom; each row links to the listing it samples. */
const homeSections: HomeSection[] = [
  { title: 'Best Sellers', url: '/ps/best-sellers', base: {}, sort: 'relevance' },
  { title: 'On Sale', url: '/deals/savings', base: { deals: ['sale'] }, sort: 'discount' },
  { title: 'New Arrivals', url: '/ps/new-arrivals', base: {}, sort: 'newest' },
  {
    title: 'Frozen Favorites',
    url: '/c/frozen-food',
    base: { category: ['frozen-food'] },
    sort: 'relevance',
  },
  { title: 'Fresh This Week', url: '/c/fresh', base: { category: ['fresh'] }, sort: 'newest' },
  {
    title: 'Earn Thrive Cash',
    url: '/deals/thrivecash',
    base: { deals: ['thrive-cash'] },
    sort: 'relevance',
  },
];
// Two rows of four on a desktop; a phone gets a page it can hydrate quickly (issue 12: 72 cards cost 300 ms of blocking time).
const HOME_SECTION_SIZE = 8;
const FEATURED_CATEGORY_COUNT = 8;

/** Home: sections of in-stock products (one query for every section, one for their cards) and featured categories. */
export async function getHomePage(db: DbOrTx): Promise<HomePage> {
  const [idsBySection, categories] = await Promise.all([
    findSectionIds(
      db,
      homeSections.map((section) => ({ base: section.base, sort: section.sort, limit: HOME_SECTION_SIZE })),
    ),
    loadCategories(db),
  ]);
  const products = await loadProducts(db, [...new Set(idsBySection.flat())]);
  const byId = new Map(products.map((product) => [product.id, product]));
  return {
    sections: homeSections
      .map((section, index) => ({
        title: section.title,
        url: section.url,
        products: (idsBySection[index] ?? []).flatMap((id) => byId.get(id) ?? []),
      }))
      .filter((section) => section.products.length > 0),
    featured_categories: toNavigation(categories)
      .categories.slice(0, FEATURED_CATEGORY_COUNT)
      .map(({ name, url_key }) => ({ name, url_key })),
  };
}
