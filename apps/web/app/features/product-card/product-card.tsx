import type { Product } from '@pantry/domain';
import {
  canAddItem,
  cardAction,
  cardCtaPlacement,
  deriveBadges,
  sponsoredFirst,
  viewLinkText,
} from '@pantry/domain';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { AddButton } from '../../components/common/add-button.tsx';
import { BadgeList, BoxBadge } from '../../components/common/badges.tsx';
import { ProductImage } from '../../components/common/product-image.tsx';
import { RatingStars } from '../../components/common/rating-stars.tsx';
import { categoryKeyByName, useNavigationData } from '../../lib/navigation.ts';
import { brandHref, productHref, shopSimilarHref } from '../../lib/product-links.ts';
import { useIsPhone } from '../../lib/use-media-query.ts';
import { useCartActions, useCartQty } from '../cart/index.ts';
import { useExperiments } from '../experiments/index.ts';
import { FavoriteHeart } from '../favorites/index.ts';
import { useBoughtBefore } from '../history/index.ts';
import { RemindMeButton } from '../reminders/index.ts';
import { useAdTracking } from '../sponsored/index.ts';
import { AutoshipButton } from './autoship-button.tsx';
import type { CardProduct } from './card-product.ts';
import { PriceBlock } from './price-block.tsx';

/** Spec §4: 'clicking marks the item as moving and after 4000 ms moves it'. */
export const MOVE_TO_CART_DELAY_MS = 4000;
const CARD_IMAGE_PX = 220;

export type ProductCardProps = {
  product: CardProduct;
  /** Compact cards say 'View' and 'Remind Me'. */
  compact?: boolean;
  /** The first cards of a page load their image at once (they are the largest paint). */
  eagerImage?: boolean;
  /** The card whose image is the page's largest paint (a listing's first): fetched before other images. */
  priorityImage?: boolean;
  headingLevel?: 2 | 3;
  isCartCard?: boolean;
  /** Spec §4 (1): custom button text with a handler. */
  customButton?: { label: string; onClick: () => void };
  /** Spec §4 (3): move-to-cart link mode. */
  moveToCart?: { inCart: boolean; onMove: () => void };
  /** Spec §4: a pending cart request shows a spinner; a picked item shows a check mark. */
  loading?: boolean;
  selected?: boolean;
};

export function ProductCard({
  product,
  compact = false,
  eagerImage = false,
  priorityImage = false,
  headingLevel = 3,
  isCartCard = false,
  customButton,
  moveToCart,
  loading = false,
  selected = false,
}: ProductCardProps) {
  const href = productHref(product);
  const { boxBadge } = deriveBadges(product, { isCartCard });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const cardRef = useRef<HTMLElement>(null);
  const ad = useAdTracking(cardRef, product);
  // The discovery card's CTA placement (storefront §9): variation_1 puts the action right under the price.
  const ctaUnderPrice = cardCtaPlacement(useExperiments().map) === 'under_price';
  const action = (
    <CardActions
      product={product}
      compact={compact}
      isCartCard={isCartCard}
      customButton={customButton}
      moveToCart={moveToCart}
      loading={loading}
      selected={selected}
      onAdded={ad.addedToCart}
      className={ctaUnderPrice ? 'card-action card-action-under-price' : 'card-action'}
    />
  );
  return (
    <article
      ref={cardRef}
      className={`card${compact ? ' card-compact' : ''}${product.in_stock ? '' : ' is-out'}`}
      // A sponsored card's `clicked`: any link of the card followed (issue 26).
      onClickCapture={(event) => {
        if ((event.target as Element).closest('a')) ad.clicked();
      }}
    >
      <div className="card-media">
        <Link to={href} tabIndex={-1} aria-hidden="true" className="card-media-link">
          <ProductImage
            src={product.image}
            alt=""
            size={CARD_IMAGE_PX}
            eager={eagerImage}
            highPriority={priorityImage}
          />
        </Link>
        <BoxBadge badge={boxBadge} />
        {/* The heart (issue 24); the cart's own cards have none. */}
        {isCartCard ? null : <FavoriteHeart product={product} />}
      </div>
      <div className="card-body">
        {product.manufacturer ? (
          <Link className="card-brand" to={brandHref(product)}>
            {product.manufacturer}
          </Link>
        ) : null}
        <Heading className="card-title">
          <Link to={href}>{product.title}</Link>
        </Heading>
        <RatingStars average={product.rating_average} count={product.rating_count} size={14} />
        <PriceBlock product={product} />
        {ctaUnderPrice ? action : null}
        <CardBadges product={product} isCartCard={isCartCard} />
      </div>
      {ctaUnderPrice ? null : action}
    </article>
  );
}

/** The card's call to action and the Subscribe control, at the bottom (today) or under the price. */
function CardActions({
  product,
  compact,
  isCartCard,
  customButton,
  moveToCart,
  loading,
  selected,
  onAdded,
  className,
}: Pick<ProductCardProps, 'product' | 'compact' | 'customButton' | 'moveToCart' | 'loading' | 'selected'> & {
  isCartCard: boolean;
  onAdded: () => void;
  className: string;
}) {
  return (
    <div className={className}>
      <CardAction
        product={product}
        compact={compact}
        customButton={customButton}
        moveToCart={moveToCart}
        loading={loading}
        selected={selected}
        onAdded={onAdded}
      />
      {/* The Subscribe control (account spec §4); it hides itself where autoship does not apply. */}
      {compact || isCartCard || customButton || moveToCart ? null : <AutoshipButton product={product} />}
    </div>
  );
}

/**
 * A phone shows fewer badges (spec §5). The width is known only in the browser, so this part, not the whole
 * card, renders again once hydration has learned it; so does 'Buy It Again', once the signed-in shopper's
 * purchased ids have come (issue 24).
 */
function CardBadges({ product, isCartCard }: { product: CardProduct; isCartCard: boolean }) {
  const isPhone = useIsPhone();
  const boughtBefore = useBoughtBefore(product.id);
  const badges = sponsoredFirst(deriveBadges(product, { isMobile: isPhone, isCartCard, boughtBefore }));
  return <BadgeList badges={badges} limit={isPhone ? 2 : 3} />;
}

function CardAction({
  product,
  compact,
  customButton,
  moveToCart,
  loading,
  selected,
  onAdded,
}: Pick<ProductCardProps, 'product' | 'compact' | 'customButton' | 'moveToCart' | 'loading' | 'selected'> & {
  onAdded: () => void;
}) {
  const action = cardAction(product, {
    customButton: Boolean(customButton),
    moveToCart: Boolean(moveToCart),
  });
  switch (action) {
    case 'custom':
      return (
        <button type="button" className="btn btn-primary btn-block" onClick={customButton?.onClick}>
          {customButton?.label}
        </button>
      );
    case 'out_of_stock':
      return <OutOfStockActions product={product} compact={compact ?? false} />;
    case 'move_to_cart':
      return moveToCart ? <MoveToCart title={product.title} {...moveToCart} /> : null;
    case 'view_link':
      return (
        <Link className="btn btn-outline btn-block" to={productHref(product)}>
          {viewLinkText(compact)}
          <span className="sr-only">: {product.title}</span>
        </Link>
      );
    case 'counter':
      return (
        <CartCounter
          product={product}
          loading={loading ?? false}
          selected={selected ?? false}
          onAdded={onAdded}
        />
      );
  }
}

export function CartCounter({
  product,
  loading = false,
  selected = false,
  size = 'card',
  onAdded,
}: {
  product: Pick<Product, 'id' | 'title' | 'in_stock' | 'min_order_qty' | 'max_order_qty'>;
  loading?: boolean;
  selected?: boolean;
  size?: 'card' | 'page';
  /** A sponsored card's added_to_cart (issue 26). */
  onAdded?: () => void;
}) {
  const count = useCartQty(product.id);
  const actions = useCartActions();
  const item = {
    product_id: product.id,
    title: product.title,
    min_order_qty: product.min_order_qty,
    max_order_qty: product.max_order_qty,
  };
  return (
    <AddButton
      title={product.title}
      count={count}
      loading={loading}
      selected={selected}
      maxOrderQty={product.max_order_qty}
      canAdd={canAddItem(count, product.in_stock, product.max_order_qty)}
      onAdd={() => {
        actions.change(item, 'add');
        onAdded?.();
      }}
      onRemove={() => actions.change(item, 'remove')}
      size={size}
    />
  );
}

/** Spec §4 (2): 'Shop Similar' and remind me (a visitor goes to sign in and comes back to set it). */
export function OutOfStockActions({
  product,
  compact,
}: {
  product: Pick<Product, 'id' | 'analytics_category' | 'title'>;
  compact: boolean;
}) {
  const categoryKey = categoryKeyByName(useNavigationData(), product.analytics_category);
  return (
    <div className="oos-actions">
      <Link className="btn btn-outline btn-block" to={shopSimilarHref(product, categoryKey)}>
        Shop Similar<span className="sr-only"> to {product.title}</span>
      </Link>
      <RemindMeButton product={product} compact={compact} />
    </div>
  );
}

function MoveToCart({ title, inCart, onMove }: { title: string; inCart: boolean; onMove: () => void }) {
  const [moving, setMoving] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  if (inCart) return <span className="card-note">In your cart</span>;
  return (
    <button
      type="button"
      className="btn btn-outline btn-block"
      disabled={moving}
      onClick={() => {
        setMoving(true);
        timer.current = setTimeout(() => {
          setMoving(false);
          onMove();
        }, MOVE_TO_CART_DELAY_MS);
      }}
    >
      {moving ? 'Moving…' : 'Move to cart'}
      <span className="sr-only">: {title}</span>
    </button>
  );
}
