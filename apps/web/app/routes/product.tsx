import type { ProductDetail } from '@pantry/domain';
import {
  ALCOHOL_SIGNATURE_TEXT,
  boxRulesFromStoreConfig,
  cardAction,
  deriveBadges,
  minOrderQty,
  productShippingNote,
} from '@pantry/domain';
import { Suspense, useEffect, useState } from 'react';
import { Await, data, Link, redirect } from 'react-router';
import { BadgeList, BoxBadge } from '../components/common/badges.tsx';
import { Breadcrumbs } from '../components/common/breadcrumbs.tsx';
import { PhoneActionBar } from '../components/common/phone-action-bar.tsx';
import { RatingStars } from '../components/common/rating-stars.tsx';
import { FavoriteHeart } from '../features/favorites/index.ts';
import { loadGiftForm } from '../features/giftcards/index.ts';
import { useBoughtBefore, useRecordView } from '../features/history/index.ts';
import {
  Gallery,
  loadGiftCardDetails,
  loadLabelFacts,
  QuantityAdd,
  VolumeTiers,
} from '../features/product/index.ts';
import {
  AutoshipButton,
  AutoshipPrice,
  OutOfStockActions,
  PriceBlock,
  ProductGrid,
  toCardProduct,
} from '../features/product-card/index.ts';
import { FIRST_REVIEW_PAGE, LazyProductReviews, productReviewsQuery } from '../features/reviews/index.ts';
import { errorMeta, RouteErrorBoundary } from '../features/shell/index.ts';
import { useStoreConfig } from '../features/store-config/index.ts';
import { track } from '../lib/analytics.ts';
import { lazyPart } from '../lib/lazy-part.ts';
import { inProcess, pageQueries } from '../lib/page-queries.ts';
import { brandHref, GIFT_CARD_PATH } from '../lib/product-links.ts';
import { useIsPhone } from '../lib/use-media-query.ts';
import type { Route } from './+types/product';

const SIMILAR_SHOWN = 10;

// Only the gift card page has the Gift form: other product pages don't carry its code (the page's JS budget).
const GiftForm = lazyPart(loadGiftForm);
// The label panel sits below the fold: its code loads after the page's first JavaScript, once the app runs (the
// page's budget, bench/src/page-js.ts, counts it too). The server still renders it. Links are all it holds, so it
// needs no hydration to work.
const LabelFacts = lazyPart(loadLabelFacts);
// Only a gift card's page has the Reviews and FAQ tabs; the server renders them, and hydration keeps that HTML.
const GiftCardDetails = lazyPart(loadGiftCardDetails);

/**
 * The Gift form needs the page's JavaScript (it prices and checks as the shopper types), so it renders once the page
 * runs, never as server HTML a quick click would land on before it works.
 */
function GiftFormSlot({ productId }: { productId: number }) {
  const [running, setRunning] = useState(false);
  useEffect(() => setRunning(true), []);
  const loading = <p className="loading-text">Loading the gift form…</p>;
  if (!running) return loading;
  return (
    <Suspense fallback={loading}>
      <GiftForm productId={productId} />
    </Suspense>
  );
}

/** The product is awaited (it is the page); similar items stream in after it. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const product = await context.services.catalog.product(params.urlKey);
  if (!product) throw data({ message: 'Product not found' }, { status: 404 });
  // Spec §2: 'Gift cards always go to /p/gift-card.'
  if (product.product_type === 'aw_giftcard' && `/p/${params.urlKey}` !== GIFT_CARD_PATH) {
    throw redirect(GIFT_CARD_PATH, 301);
  }
  // The page shows ten similar items, each as a card: only those, with only what a card reads, reach the HTML.
  const similar = context.services.catalog
    .similar(product.id)
    .then((items) => items.slice(0, SIMILAR_SHOWN).map(toCardProduct));
  // The first page of reviews is in the HTML; a failure leaves it to the browser.
  const reviews = await pageQueries({
    optional: [
      (client) =>
        client.ensureQueryData(
          inProcess(productReviewsQuery(product.id, FIRST_REVIEW_PAGE), () =>
            context.services.reviews.productReviews(product.id, {
              cur_page: FIRST_REVIEW_PAGE.page,
              page_size: 10,
              sort: 1,
            }),
          ),
        ),
    ],
  });
  return { product, similar, ...reviews };
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (error || !loaderData) return errorMeta(error);
  const { product } = loaderData;
  const description =
    product.short_description || product.description.slice(0, 155) || `${product.title} at Pantry.`;
  return [
    { title: `${product.title} by ${product.manufacturer} | Pantry` },
    { name: 'description', content: description },
    { property: 'og:title', content: product.title },
    { property: 'og:image', content: product.image },
  ];
}

function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n{2,}/)
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p) => (
          <p key={p}>{p}</p>
        ))}
    </>
  );
}

function groupAttributes(attributes: ProductDetail['attributes']) {
  const groups = new Map<string, ProductDetail['attributes']>();
  for (const attribute of attributes)
    groups.set(attribute.family, [...(groups.get(attribute.family) ?? []), attribute]);
  return [...groups.entries()];
}

/** A preference badge ('Vegan') links to the listing of the product's attribute with that label. */
function attributeHref(product: ProductDetail, label: string): string | undefined {
  return product.attributes.find((a) => a.label === label)?.url;
}

function familyLabel(family: string): string {
  return family.charAt(0).toUpperCase() + family.slice(1).replace(/[-_]/g, ' ');
}

/** A phone shows fewer badges (spec §5): only this part renders again once the browser knows the width. */
function PageBadges({ product }: { product: ProductDetail }) {
  const isPhone = useIsPhone();
  const boughtBefore = useBoughtBefore(product.id);
  const badges = deriveBadges(product, { isMobile: isPhone, boughtBefore });
  return <BadgeList badges={badges} preferenceHref={(text) => attributeHref(product, text)} />;
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, similar } = loaderData;
  const storeConfig = useStoreConfig();
  const { boxBadge } = deriveBadges(product);
  const action = cardAction(product);
  const isGiftCard = product.product_type === 'aw_giftcard';
  const images = product.images.length ? product.images : [{ url: product.image, label: product.title }];
  const min = minOrderQty(product.min_order_qty);
  // Recently Viewed: a signed-in shopper's view is posted once the page runs (the HTML is shared and cached).
  useRecordView(product.id);
  // Once per product shown: a revalidated page is the same view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the product's id
  useEffect(() => {
    track('Product Viewed', {
      product_id: product.id,
      sku: product.sku,
      name: product.title,
      brand: product.manufacturer,
      category: product.analytics_category,
      price: product.price,
      msrp: product.msrp,
      sold_as_fresh: product.sold_as_fresh,
    });
  }, [product.id]);

  return (
    <div className="container pdp">
      <Breadcrumbs items={product.breadcrumbs} />
      <div className="pdp-main">
        <div className="pdp-media">
          <Gallery images={images} title={product.title} />
          <BoxBadge badge={boxBadge} />
        </div>
        <div className="pdp-info">
          {product.manufacturer ? (
            <Link className="pdp-brand" to={brandHref(product)}>
              {product.manufacturer}
            </Link>
          ) : null}
          <div className="pdp-title-row">
            <h1 className="pdp-title">{product.title}</h1>
            <FavoriteHeart product={product} size="page" />
          </div>
          {product.review_count > 0 ? (
            <a className="pdp-rating-link" href="#reviews">
              <RatingStars average={product.rating_average} count={product.rating_count} size={18} />
            </a>
          ) : (
            <RatingStars average={product.rating_average} count={product.rating_count} size={18} />
          )}
          {/* A gift's price is what the shopper chooses (the Gift form prices it from the gift offer). */}
          {isGiftCard ? null : (
            <>
              <PriceBlock product={product} size="page" />
              <AutoshipPrice product={product} />
            </>
          )}
          <PageBadges product={product} />
          {product.short_description ? <p className="pdp-short">{product.short_description}</p> : null}

          <div className="pdp-buy">
            {action === 'out_of_stock' ? (
              <OutOfStockActions product={product} compact={false} />
            ) : isGiftCard ? (
              <>
                <p className="pdp-note">Choose credit, a membership or both. Gift cards never expire.</p>
                <GiftFormSlot productId={product.id} />
              </>
            ) : (
              <>
                <p className="pdp-stock">{product.is_running_low ? 'Running low: order soon' : 'In stock'}</p>
                <PhoneActionBar>
                  <QuantityAdd product={product} />
                </PhoneActionBar>
                <AutoshipButton product={product} />
                {min > 1 ? <p className="pdp-note">Minimum order: {min}</p> : null}
                <VolumeTiers product={product} />
                <p className="pdp-note">
                  {productShippingNote(product, storeConfig ? boxRulesFromStoreConfig(storeConfig) : null)}
                </p>
              </>
            )}
          </div>
          {product.type_category === 'wine' ? (
            <p className="pdp-note pdp-alcohol">{ALCOHOL_SIGNATURE_TEXT}</p>
          ) : null}
          {product.bundle_options?.length ? (
            <div className="pdp-options">
              <h2>Included options</h2>
              <ul>
                {product.bundle_options.map((option) => (
                  <li key={option.id}>{option.title}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      </div>

      {isGiftCard ? (
        <Suspense fallback={null}>
          <GiftCardDetails product={product} reviews={<LazyProductReviews product={product} />} />
        </Suspense>
      ) : (
        <section className="pdp-details" aria-labelledby="pdp-about">
          <h2 id="pdp-about">About this item</h2>
          <Paragraphs text={product.description} />
          {product.attributes.length ? (
            <dl className="pdp-attributes">
              {groupAttributes(product.attributes).map(([family, items]) => (
                <div key={family} className="pdp-attribute-row">
                  <dt>{familyLabel(family)}</dt>
                  <dd>
                    <ul className="chip-row">
                      {items.map((a) => (
                        <li key={a.url}>
                          <Link className="category-chip" to={a.url}>
                            {a.label}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
        </section>
      )}

      {isGiftCard ? null : (
        <Suspense fallback={null}>
          <LabelFacts product={product} />
        </Suspense>
      )}
      {isGiftCard ? null : <LazyProductReviews product={product} />}

      <section className="pdp-similar" aria-labelledby="pdp-similar-title">
        <h2 id="pdp-similar-title" className="section-title">
          Similar items
        </h2>
        <Suspense fallback={<p className="loading-text">Loading similar items…</p>}>
          <Await
            resolve={similar}
            errorElement={<p className="loading-text">Similar items are unavailable right now.</p>}
          >
            {(items) =>
              items.length ? (
                <ProductGrid products={items} />
              ) : (
                <p className="loading-text">No similar items in stock right now.</p>
              )
            }
          </Await>
        </Suspense>
      </section>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
