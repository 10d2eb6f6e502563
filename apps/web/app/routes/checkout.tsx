import type { Account, CartWire, OrderWire } from '@pantry/domain';
import { ageMessages, alcoholNotice, checkoutRefusal } from '@pantry/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormError } from '../components/forms/field.tsx';
import { accountKeys, useAccount } from '../features/account/index.ts';
import { DateOfBirthForm } from '../features/account-settings/index.ts';
import { addressesRead, useAddresses } from '../features/addresses/index.ts';
import { cartKeys } from '../features/cart/index.ts';
import {
  AddressStep,
  CHECK_CARD_TEXT,
  CheckoutSection,
  CheckoutSummary,
  cartShips,
  checkoutCartRead,
  checkoutPayment,
  checkoutSteps,
  coveredText,
  DeliveryStep,
  ebtAloneMessage,
  guardCheckout,
  initialPaymentChoice,
  MembersOnlyNotice,
  NEW_CARD,
  nothingToCharge,
  type PaymentChoice,
  PaymentStep,
  payingMethods,
  ReviewStep,
  useCheckoutCart,
  usePlaceOrder,
  usePromisedDate,
  useTypedCard,
} from '../features/checkout/index.ts';
import { orderKeys } from '../features/orders/index.ts';
import { paymentMethodsRead, usePaymentMethods } from '../features/payments/index.ts';
import { RouteErrorBoundary } from '../features/shell/index.ts';
import { track } from '../lib/analytics.ts';
import { shopperPageQueries } from '../lib/shopper-page.ts';
import type { Route } from './+types/checkout';

export function meta() {
  return [{ title: 'Checkout | Pantry' }, { name: 'robots', content: 'noindex' }];
}

/**
 * Active shoppers only (members and trial users); anyone else signs in, joins or rejoins first. The cart, the
 * addresses and the payment methods are read on the server; the browser reads the cart again when the page mounts.
 */
export function loader(args: Route.LoaderArgs) {
  return shopperPageQueries(
    args,
    ({ services, accountId }) => ({
      optional: [
        checkoutCartRead(services, accountId),
        addressesRead(services, accountId),
        paymentMethodsRead(services, accountId),
      ],
    }),
    membersOnlyOrGuard,
  );
}

/**
 * A signed-in shopper who is not a member hears why before being offered the way in. A 200: a 4xx document would
 * put a 'Failed to load resource' error in the console of a page that works as meant. Anyone else who may not
 * check out is sent to sign in, join or rejoin (guardCheckout).
 */
function membersOnlyOrGuard(account: Account, url: URL) {
  const refusal = account.logged_in === 1 ? checkoutRefusal(account.user_status) : null;
  if (refusal) return { membersOnly: refusal };
  guardCheckout(account, url);
  return undefined;
}

function focusSection(id: string) {
  document.getElementById(id)?.focus();
}

/** The checkout, or for a signed-in shopper who is not a member, the notice that checkout is for members. */
export default function CheckoutPage({ loaderData }: Partial<Route.ComponentProps>) {
  const reason = loaderData && 'membersOnly' in loaderData ? loaderData.membersOnly : null;
  return reason ? <MembersOnlyNotice reason={reason} /> : <Checkout />;
}

/** Checkout Started, once per visit of the page, as soon as the cart is known (its meta_event_data). */
function useCheckoutStarted(cart: CartWire | undefined) {
  const started = useRef(false);
  useEffect(() => {
    if (!cart || !(cart.total_items_in_cart || cart.gifts.length) || started.current) return;
    started.current = true;
    track('Checkout Started', { ...cart.meta_event_data, order_type: 'main cart' });
  }, [cart]);
}

/**
 * Spec §2 /checkout: shipping address, delivery, payment and review on one page, then 'Place order'
 * (POST /checkout with an Idempotency-Key) and the receipt at /checkout/success?order=<number>.
 */
function Checkout() {
  const { account } = useAccount();
  const client = useQueryClient();
  const navigate = useNavigate();
  const cart = useCheckoutCart();
  useCheckoutStarted(cart.data);
  const addresses = useAddresses();
  const methods = usePaymentMethods();
  // A gift alone (no box) is an order too (issue 13); gifts alone ship nothing, so need no address (issue 23).
  const hasItems = (cart.data?.total_items_in_cart ?? 0) > 0 || (cart.data?.gifts ?? []).length > 0;
  const ships = cart.data ? cartShips(cart.data) : true;
  const steps = checkoutSteps(cart.data ?? { boxes: [] });
  const promised = usePromisedDate(hasItems && ships);
  // Wine needs a confirmed date of birth 21 or more years back (issue 23): asked for, then shown, in the review step.
  const hasAlcohol = !!cart.data && alcoholNotice(cart.data.boxes.flatMap((box) => box.items)) !== null;
  const needsAge = hasAlcohol && !account?.is_over_21;
  const [pickedAddress, setPickedAddress] = useState<number | null>(null);
  const [pickedPayment, setPickedPayment] = useState<PaymentChoice | null>(null);

  const addressList = addresses.data ?? [];
  const address =
    addressList.find((entry) => entry.id === pickedAddress) ??
    addressList.find((entry) => entry.is_default) ??
    addressList[0];
  const methodList = methods.data ?? [];
  // The spec's pre-choice until the shopper picks for themselves.
  const choice =
    pickedPayment ?? (methods.data && cart.data ? initialPaymentChoice(methods.data, cart.data) : null);

  const typedCard = useTypedCard();
  const { place, busy, error, setError } = usePlaceOrder(async (order: OrderWire) => {
    track('Order Completed', {
      ...cart.data?.meta_event_data,
      order_id: order.increment_id,
      order_type: 'main cart',
      total: order.grand_total,
    });
    client.setQueryData(orderKeys.detail(order.increment_id), order);
    await navigate(`/checkout/success?order=${encodeURIComponent(order.increment_id)}`, { replace: true });
    // After leaving, so this page never shows the emptied cart: the cart, the order list, the order count.
    void client.invalidateQueries({ queryKey: cartKeys.cart });
    void client.invalidateQueries({ queryKey: orderKeys.lists });
    void client.invalidateQueries({ queryKey: accountKeys.account });
  });

  async function onPlace() {
    if (!cart.data || !hasItems || typedCard.saving) return;
    if (needsAge) {
      setError(ageMessages.unconfirmed);
      focusSection('checkout-review');
      return;
    }
    if (!address && ships) {
      setError('Please choose a shipping address.');
      focusSection('checkout-address');
      return;
    }
    const addressId = ships && address ? address.id : null;
    // Thrive Cash or the gift card balance pays it all: no card is asked for (issue 23).
    if (nothingToCharge(cart.data)) {
      void place({ addressId, payment: {}, cart: cart.data });
      return;
    }
    let method = payingMethods(methodList).find((entry) => entry.id === choice?.methodId);
    if (!method && choice?.methodId === NEW_CARD) {
      // The card typed under 'Add a new card' is saved now and pays; the form shows what is wrong otherwise.
      setError(null);
      method = (await typedCard.saveTypedCard()) ?? undefined;
      if (!method) {
        setError(ebtAloneMessage(methodList) ?? CHECK_CARD_TEXT);
        return;
      }
    }
    if (!method || !choice) {
      setError(ebtAloneMessage(methodList) ?? 'Please choose a payment method.');
      focusSection('checkout-payment');
      return;
    }
    void place({ addressId, payment: checkoutPayment(method, choice.withEbt), cart: cart.data });
  }

  const defaultAddress = addressList.find((entry) => entry.is_default);
  const taxNote =
    address && defaultAddress && address.region_code !== defaultAddress.region_code
      ? `Tax is worked out for ${address.region} when you place your order.`
      : null;

  return (
    <div className="container checkout-page">
      <h1>Checkout</h1>
      {cart.isPending ? (
        <p className="loading-text">Loading your cart…</p>
      ) : cart.isError ? (
        <FormError message={cart.error.message} />
      ) : !hasItems ? (
        <div className="orders-empty">
          <p>Your cart is empty.</p>
          <Link className="button button-primary" to="/">
            Start shopping
          </Link>
        </div>
      ) : (
        <div className="checkout-grid">
          <div className="checkout-main checkout-steps-list" inert={busy}>
            {steps.address === null ? null : (
              <CheckoutSection step={steps.address} id="checkout-address" title="Shipping address">
                {addresses.isPending ? (
                  <p className="loading-text">Loading your addresses…</p>
                ) : addresses.isError ? (
                  <FormError message={addresses.error.message} />
                ) : (
                  <AddressStep
                    addresses={addressList}
                    selectedId={address?.id ?? null}
                    onSelect={(id) => {
                      setPickedAddress(id);
                      setError(null);
                    }}
                  />
                )}
              </CheckoutSection>
            )}
            {steps.delivery === null ? null : (
              <CheckoutSection step={steps.delivery} id="checkout-delivery" title="Delivery">
                <DeliveryStep cart={cart.data} promised={promised} />
              </CheckoutSection>
            )}
            <CheckoutSection step={steps.payment} id="checkout-payment" title="Payment">
              {nothingToCharge(cart.data) ? (
                <p className="checkout-covered">{coveredText(cart.data)}</p>
              ) : methods.isError ? (
                <FormError message={methods.error.message} />
              ) : methods.isPending || !choice ? (
                <p className="loading-text">Loading your payment methods…</p>
              ) : (
                <PaymentStep
                  methods={methodList}
                  choice={choice}
                  onChange={(next) => {
                    setPickedPayment(next);
                    setError(null);
                  }}
                  addresses={addressList}
                  initialName={{ firstname: account?.firstname ?? null, lastname: account?.lastname ?? null }}
                  cardForm={typedCard.cardForm}
                  onPlace={() => void onPlace()}
                />
              )}
            </CheckoutSection>
            <CheckoutSection step={steps.review} id="checkout-review" title="Review your order">
              <ReviewStep cart={cart.data} />
              {hasAlcohol && account ? (
                <DateOfBirthForm account={account} onConfirmed={() => setError(null)} />
              ) : null}
            </CheckoutSection>
          </div>
          <aside className="checkout-aside">
            <CheckoutSummary
              cart={cart.data}
              taxNote={taxNote}
              busy={busy || typedCard.saving}
              ready={!addresses.isPending && !methods.isPending}
              error={error}
              onPlace={() => void onPlace()}
            />
          </aside>
        </div>
      )}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
