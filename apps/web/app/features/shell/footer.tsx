import { Link } from 'react-router';
import { groceryFreeShipping, useStoreConfig } from '../store-config/index.ts';

/**
 * Content pages (account spec §2) are not built yet; until they are, their links go to the home page so no
 * link is dead.
 */
const shop = [
  { label: 'All deals', to: '/c/all-deals' },
  { label: 'Food & pantry', to: '/c/food' },
  { label: 'Frozen food', to: '/c/frozen-food' },
  { label: 'Fresh', to: '/c/fresh' },
  { label: 'Meal kits', to: '/c/kits' },
  { label: 'Gift cards', to: '/p/gift-card' },
];
const deals = [
  { label: 'Savings', to: '/deals/savings' },
  { label: 'Free gifts', to: '/deals/gifts' },
  { label: 'Thrive Cash', to: '/deals/thrivecash' },
];
const company = [
  { label: 'About us', to: '/' },
  { label: 'How it works', to: '/' },
  { label: 'Shipping', to: '/' },
  { label: 'EBT grocery delivery', to: '/' },
];

export function Footer() {
  const freeShipping = groceryFreeShipping(useStoreConfig());
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <p className="footer-logo">Pantry</p>
          <p>Healthy, organic and sustainable groceries at member prices. {freeShipping}.</p>
        </div>
        <FooterColumn title="Shop" links={shop} />
        <FooterColumn title="Deals" links={deals} />
        <FooterColumn title="Pantry" links={company} />
      </div>
      <div className="container footer-legal">
        <p>© {new Date().getFullYear()} Pantry. Prices in US dollars.</p>
      </div>
    </footer>
  );
}

function FooterColumn({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  return (
    <nav className="footer-col" aria-label={title}>
      <h2 className="footer-title">{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
