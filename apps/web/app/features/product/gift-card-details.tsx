import type { ProductDetail } from '@pantry/domain';
import type { ReactNode } from 'react';
import { Tabs } from './tabs.tsx';

const faq = [
  {
    q: 'What can I give?',
    a: 'Store credit, a Pantry membership, or both. A gift membership lasts 1 year.',
  },
  { q: 'Do gift cards expire?', a: 'No. Pantry gift cards never expire.' },
  {
    q: 'How does the recipient get it?',
    a: 'We email the gift card to the recipient with your message on the date you choose.',
  },
  {
    q: 'Can it be used with other offers?',
    a: 'Yes. Gift card credit is applied at checkout like any other payment, alongside coupons and Thrive Cash.',
  },
];

/**
 * The gift card page's Reviews and FAQ tabs (spec §2). The page hands in its reviews section, whose code it has
 * already, so this lazily loaded part does not split it off into a file of its own.
 */
export function GiftCardDetails({ product, reviews }: { product: ProductDetail; reviews: ReactNode }) {
  const faqContent = (
    <div className="faq">
      <h2>Frequently asked questions</h2>
      <dl>
        {faq.map((item) => (
          <div key={item.q} className="faq-item">
            <dt>{item.q}</dt>
            <dd>{item.a}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
  return (
    <section className="pdp-details" aria-label="Gift card details">
      {product.description ? (
        <div className="pdp-gift-description">
          {product.description.split(/\n{2,}/).map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      ) : null}
      <Tabs
        label="Gift card information"
        tabs={[
          { id: 'reviews', label: 'Reviews', content: reviews },
          { id: 'faq', label: 'FAQ', content: faqContent },
        ]}
      />
    </section>
  );
}
