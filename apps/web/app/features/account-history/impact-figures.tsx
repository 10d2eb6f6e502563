import { countLabel, formatWireDollars, type ImpactWire } from '@pantry/domain';
import { Link } from 'react-router';

/**
 * Your impact's figures (docs/decisions/discovery.md): every one summed by the server from the shopper's own orders
 * (canceled ones left out); nothing here is estimated.
 */

type Savings = ImpactWire['savings']['lifetime'];

function SavingsCard({
  title,
  id,
  savings,
  orders,
}: {
  title: string;
  id: string;
  savings: Savings;
  orders: number;
}) {
  return (
    <section className="hub-card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p className="hub-figure">{formatWireDollars(savings.total)}</p>
      <dl className="hub-facts">
        <div>
          <dt>Below list price</dt>
          <dd>{formatWireDollars(savings.list_price)}</dd>
        </div>
        <div>
          <dt>Free gifts and samples</dt>
          <dd>{formatWireDollars(savings.free_items)}</dd>
        </div>
        <div>
          <dt>Coupons</dt>
          <dd>{formatWireDollars(savings.coupons)}</dd>
        </div>
        <div>
          <dt>Orders</dt>
          <dd>{orders}</dd>
        </div>
      </dl>
    </section>
  );
}

const itemsText = (n: number) => countLabel(n, 'item');
const productsText = (n: number) => countLabel(n, 'product');

function ValueItems({ impact }: { impact: ImpactWire }) {
  return (
    <section className="hub-section impact-values" aria-labelledby="impact-values-title">
      <h2 id="impact-values-title">What you chose</h2>
      <ul className="impact-groups">
        {impact.groups.map((group) => (
          <li key={group.key} className="hub-card">
            <p className="impact-group-label">{group.label}</p>
            <p className="hub-figure">{itemsText(group.items)}</p>
            <p className="hub-note">{productsText(group.products)}</p>
          </li>
        ))}
      </ul>
      {impact.values.length ? (
        <>
          <h3>By certification and value</h3>
          <ul className="impact-value-list">
            {impact.values.map((value) => (
              <li key={value.value}>
                <Link to={value.url}>{value.label}</Link>
                <span>
                  {itemsText(value.items)} · {productsText(value.products)}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>Certified and values-led products you buy are counted here.</p>
      )}
    </section>
  );
}

export function ImpactFigures({ impact }: { impact: ImpactWire }) {
  return (
    <>
      <div className="hub-cards">
        <SavingsCard
          title={`Saved in ${impact.year}`}
          id="impact-year-title"
          savings={impact.savings.this_year}
          orders={impact.orders.this_year}
        />
        <SavingsCard
          title="Saved since your first order"
          id="impact-lifetime-title"
          savings={impact.savings.lifetime}
          orders={impact.orders.lifetime}
        />
        <section className="hub-card" aria-labelledby="impact-tc-title">
          <h2 id="impact-tc-title">Thrive Cash earned</h2>
          <p className="hub-figure">{formatWireDollars(impact.thrive_cash.earned_lifetime)}</p>
          <dl className="hub-facts">
            <div>
              <dt>Earned in {impact.year}</dt>
              <dd>{formatWireDollars(impact.thrive_cash.earned_this_year)}</dd>
            </div>
            <div>
              <dt>Spent on your orders</dt>
              <dd>{formatWireDollars(impact.thrive_cash.spent_lifetime)}</dd>
            </div>
          </dl>
        </section>
      </div>
      <ValueItems impact={impact} />
    </>
  );
}
