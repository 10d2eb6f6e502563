import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { modalStack } from '../../components/common/modal-stack.ts';
import { lazyPart } from '../../lib/lazy-part.ts';
import { isActiveAccount, useAccount } from '../account/index.ts';
import {
  CART_PANEL_HASH,
  cartKeys,
  cartPanel,
  forgetReactivationItem,
  isLapsedMember,
  reactivationModal,
  rememberedReactivationItem,
  rememberPromoParams,
  useCartManager,
  useCartPanelOpen,
  useCartQuery,
  useCartState,
  useReactivationModalOpen,
} from '../cart/index.ts';

// The panel (its dialog and, inside, the cart's contents) loads the first time the cart opens, or when the pointer
// or focus reaches the cart button; the reactivation dialog the first time a lapsed member's add asks for it.
const loadCartPanel = () => import('./cart-panel.tsx');
const CartPanel = lazyPart(() => loadCartPanel().then((module) => module.CartPanel), CartPageInstead);
const ReactivationModal = lazyPart(() =>
  import('./reactivation-modal.tsx').then((module) => module.ReactivationModal),
);

/** Starts loading the panel ahead of a likely click (pointer over, or focus on, the cart button). */
export function preloadCartPanel(): void {
  loadCartPanel().then(
    (module) => module.preloadCartContents(),
    () => {
      // Offline, or a new release: opening the panel says so.
    },
  );
}

/** The panel's code could not be fetched (offline, or a new release replaced it): the cart page instead. */
function CartPageInstead() {
  useEffect(() => {
    window.location.assign('/cart');
  }, []);
  return null;
}

/**
 * Mounted once in the shell: the cart panel (and its `#isCartOpen` hash), promo codes from the URL, and the
 * reactivation modal a lapsed member's add opens.
 */
export function CartHost() {
  const location = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const open = useCartPanelOpen();

  // A new page closes the panel (a link inside it was followed). Not on mount: the header button may have opened
  // the panel before this lazily loaded host existed, and that click must still open it.
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    cartPanel.close();
  }, [location.pathname]);

  // Spec §2: 'the hash isCartOpen opens the cart panel'.
  useEffect(() => {
    if (location.hash === CART_PANEL_HASH) cartPanel.open();
  }, [location.hash]);

  // Spec §5: promo keys of the URL are kept for the visit; a new code is applied to the cart (GET /carts?ccode=).
  useEffect(() => {
    if (rememberPromoParams(location.search)) void client.invalidateQueries({ queryKey: cartKeys.cart });
  }, [location.search, client]);

  const close = () => {
    cartPanel.close();
    if (window.location.hash === CART_PANEL_HASH) {
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
    }
  };

  return (
    <>
      {open ? (
        <Suspense fallback={null}>
          <CartPanel onClose={close} />
        </Suspense>
      ) : null}
      <ReactivationForCart />
    </>
  );
}

/** The reactivation modal, and the remembered item added once the shopper is a member again. */
function ReactivationForCart() {
  const open = useReactivationModalOpen();
  const { account } = useAccount();
  const manager = useCartManager();
  const { status } = useCartState();
  const { isFetching } = useCartQuery();
  const lapsed = isLapsedMember(account);
  const active = isActiveAccount(account);

  // Reactivated (here or on the membership pages): the remembered item goes into the cart.
  // biome-ignore lint/correctness/useExhaustiveDependencies: retried when the cart stops being busy
  useEffect(() => {
    if (!active) return;
    const item = rememberedReactivationItem();
    if (item && manager.change(item, 'add')) forgetReactivationItem();
  }, [active, manager, status, isFetching]);

  useEffect(() => {
    if (open && account && !lapsed && !active) reactivationModal.close();
  }, [open, account, lapsed, active]);

  // Asked for, the dialog counts as showing while its code loads, so a prompt the shell raises waits for it.
  const asked = open && (lapsed || active);
  useEffect(() => {
    if (!asked) return;
    modalStack.shown();
    return () => modalStack.hidden();
  }, [asked]);

  if (!open || !(lapsed || active)) return null;
  return (
    <Suspense fallback={null}>
      <ReactivationModal />
    </Suspense>
  );
}
