import { Suspense } from 'react';
import { Link } from 'react-router';
import { ProductGrid, toCardProduct } from '../features/product-card/index.ts';
import { errorMeta, RouteErrorBoundary } from '../features/shell/index.ts';
import { groceryThreshold, useStoreConfig } from '../features/store-config/index.ts';
import type { Route } from './+types/home';

export async function loader({ context }: Route.LoaderArgs) {
  const home = await context.services.catalog.home();
  // Issue 12: the rows' products go into the HTML, so they carry only what their cards read.
  const sections = home.sections.map((section) => ({
    ...section,
    products: section.products.map(toCardProduct),
  }));
  return { home: { ...home, sections } };
}

export function meta({ error }: Route.MetaArgs) {
  if (error) return errorMeta(error);
  return [
    { title: 'Pantry: healthy, organic groceries at member prices' },
    {
      name: 'description',
      content:
        'Shop organic and sustainable groceries, frozen food, fresh produce and pantry staples at member prices. Save up to 30% on essentials, with 90+ filters for every diet.',
    },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { sections, featured_categories } = loaderData.home;
  const threshold = groceryThreshold(useStoreConfig());
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero-inner">
          <div className="hero-copy">
            <p className="hero-kicker">Members save up to 30% on essentials</p>
            <h1 id="hero-title">Good food, fairly priced, delivered to your door</h1>
            <p>
              Organic, non-GMO and sustainable groceries from brands you trust. Filter by diet, values and
              ingredients with 90+ filters, and get 5-10% extra on autoship.
            </p>
            <div className="hero-actions">
              <Link className="btn btn-primary" to="/c/all-deals">
                Shop all deals
              </Link>
              <Link className="btn btn-outline" to="/c/food">
                Browse groceries
              </Link>
            </div>
          </div>
          <ul className="hero-perks" aria-label="Why members shop Pantry">
            <li>
              <strong>Free shipping</strong> on grocery orders{threshold ? ` over ${threshold}` : ''}
            </li>
            <li>
              <strong>5-10% extra</strong> on every autoship order
            </li>
            <li>
              <strong>90+ filters</strong> for diets, values and ingredients
            </li>
            <li>
              <strong>Thrive Cash</strong> back on deals and reviews
            </li>
          </ul>
        </div>
      </section>

      {featured_categories.length ? (
        <section className="container home-categories" aria-labelledby="home-categories-title">
          <h2 id="home-categories-title" className="section-title">
            Shop by category
          </h2>
          <ul className="chip-row">
            {featured_categories.map((c) => (
              <li key={c.url_key}>
                <Link className="category-chip" to={`/c/${c.url_key}`}>
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {sections.map((section, i) => {
        const titleId = `home-section-${i}`;
        return (
          <section key={section.title} className="container home-section" aria-labelledby={titleId}>
            <div className="section-head">
              <h2 id={titleId} className="section-title">
                {section.title}
              </h2>
              <Link className="section-more" to={section.url}>
                Shop all<span className="sr-only"> {section.title}</span>
              </Link>
            </div>
            {/* Each rail hydrates and commits on its own (a Suspense boundary), so a phone never spends one long
                task on all 72 cards (issue 12: the home page's blocking time). */}
            <Suspense fallback={null}>
              <ProductGrid products={section.products} eagerCount={i === 0 ? 4 : 0} />
            </Suspense>
          </section>
        );
      })}
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
