import type { OrderWire } from '@pantry/domain';
import { formatWireDollars } from '@pantry/domain';
import { Link } from 'react-router';
import { BadgeList } from '../../components/common/badges.tsx';
import { ProductImage } from '../../components/common/product-image.tsx';
import { BOX_NAMES } from '../checkout/index.ts';
import { orderItemBadges } from './api.ts';

type Item = OrderWire['items'][number];

/** Items grouped by the box they shipped in, in the order the boxes first appear. */
function byBox(items: readonly Item[]): [Item['box_type'], Item[]][] {
  const boxes = new Map<Item['box_type'], Item[]>();
  for (const item of items) boxes.set(item.box_type, [...(boxes.get(item.box_type) ?? []), item]);
  return [...boxes.entries()];
}

/** What was bought: picture, title (linking to the product), badges, quantity, price and line total. */
export function OrderItems({ items }: { items: readonly Item[] }) {
  const boxes = byBox(items);
  return (
    <div className="order-boxes">
      {boxes.map(([box, lines]) => (
        <section key={box} className="order-box" aria-labelledby={`order-box-${box}`}>
          {boxes.length > 1 ? (
            <h3 id={`order-box-${box}`} className="order-box-title">
              {BOX_NAMES[box]}
            </h3>
          ) : (
            <h3 id={`order-box-${box}`} className="sr-only">
              {BOX_NAMES[box]}
            </h3>
          )}
          <ul className="order-lines">
            {lines.map((item) => {
              const free = item.tc_product_type !== null && item.price === 0;
              return (
                <li key={item.id} className="order-line">
                  <ProductImage src={item.image} alt="" size={72} className="order-line-image" />
                  <div className="order-line-body">
                    <p className="order-line-title">
                      {item.url_key ? <Link to={`/p/${item.url_key}`}>{item.title}</Link> : item.title}
                    </p>
                    <BadgeList badges={orderItemBadges(item)} limit={3} />
                    <p className="order-line-qty">
                      Qty {item.qty}
                      {free ? null : (
                        <span className="muted">{` · ${formatWireDollars(item.price)} each`}</span>
                      )}
                    </p>
                  </div>
                  <p className="order-line-total">{free ? 'FREE' : formatWireDollars(item.row_total)}</p>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
