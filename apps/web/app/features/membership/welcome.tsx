import { formatStoreDate } from '@pantry/domain';
import { Link } from 'react-router';
import { useAccount } from '../account/index.ts';
import { UpgradeUpsell } from './upgrade-upsell.tsx';

export type WelcomeKind = 'member' | 'trial';

/** The welcome after joining (/membership/welcome) or starting a trial (/trial/welcome). */
export function Welcome({ kind }: { kind: WelcomeKind }) {
  const { account } = useAccount();
  const name = account?.firstname ? `, ${account.firstname}` : '';
  const trialEnds = formatStoreDate(account?.subscription.trial_expiry, 'long');
  const onboarding = kind === 'trial' ? '/trial/onboarding' : '/membership/onboarding';

  return (
    <div className="container membership-page">
      <section className="welcome-hero" aria-labelledby="welcome-title">
        <p className="mb-eyebrow">{kind === 'trial' ? 'Free trial' : 'Membership'}</p>
        <h1 id="welcome-title">{`Welcome to Pantry${name}!`}</h1>
        <p className="mb-lede">
          {kind === 'trial'
            ? `Your free trial is on${trialEnds ? ` until ${trialEnds}` : ''}. Every member price and benefit is yours to try.`
            : 'Your member prices are on. Here are a few good places to start.'}
        </p>
        <div className="mb-actions">
          <Link to={onboarding} className="button button-primary">
            Personalize my store
          </Link>
          <Link to="/" className="button button-secondary">
            Start shopping
          </Link>
        </div>
      </section>
      <ul className="welcome-cards">
        <li>
          <h2>Shop member deals</h2>
          <p>Extra savings on top of member prices, refreshed every week.</p>
          <Link to="/c/all-deals">
            See all deals<span className="sr-only"> for members</span>
          </Link>
        </li>
        <li>
          <h2>Earn Thrive Cash</h2>
          <p>Cash back on eligible items and reviews, spent like money on your next order.</p>
          <Link to="/deals/thrivecash">Find Thrive Cash items</Link>
        </li>
        <li>
          <h2>Manage your membership</h2>
          <p>See your plan, renewal date, cards and addresses any time.</p>
          <Link to="/account">Go to my account</Link>
        </li>
      </ul>
      {kind === 'member' ? <UpgradeUpsell /> : null}
    </div>
  );
}

const dietPrompts = [
  { label: 'Vegan', to: '/diets/vegan' },
  { label: 'Gluten-free', to: '/diets/gluten-free' },
  { label: 'Paleo', to: '/diets/paleo' },
  { label: 'Keto', to: '/diets/keto' },
];

const aislePrompts = [
  { label: 'Snacks', to: '/c/snacks' },
  { label: 'Pantry staples', to: '/c/pantry' },
  { label: 'Produce', to: '/c/produce' },
  { label: 'Frozen', to: '/c/frozen-food' },
  { label: 'Coffee & tea', to: '/c/coffee-tea' },
];

/** A couple of light preference prompts that lead into the store. */
export function Onboarding({ kind }: { kind: WelcomeKind }) {
  return (
    <div className="container membership-page">
      <div className="form-page is-wide">
        <h1>Make Pantry yours</h1>
        <p className="mb-lede">
          {kind === 'trial'
            ? 'Pick what you like and we’ll take you straight there. Your trial includes every member price.'
            : 'Pick what you like and we’ll take you straight there.'}
        </p>
        <section className="prompt-card" aria-labelledby="prompt-diet">
          <h2 id="prompt-diet">Do you follow a diet?</h2>
          <ul className="chip-row">
            {dietPrompts.map((prompt) => (
              <li key={prompt.to}>
                <Link to={prompt.to} className="category-chip">
                  {prompt.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section className="prompt-card" aria-labelledby="prompt-aisles">
          <h2 id="prompt-aisles">What do you want to stock up on?</h2>
          <ul className="chip-row">
            {aislePrompts.map((prompt) => (
              <li key={prompt.to}>
                <Link to={prompt.to} className="category-chip">
                  {prompt.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <div className="mb-actions">
          <Link to="/" className="button button-primary">
            Go to the store
          </Link>
          <Link to="/account" className="button button-secondary">
            Skip for now
          </Link>
        </div>
      </div>
    </div>
  );
}
