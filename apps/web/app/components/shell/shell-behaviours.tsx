import { AccountShell } from '../account/account-shell.tsx';
import { CartHost } from '../cart/cart-host.tsx';
import { ExitIntentHost } from '../exit-intent/exit-intent-host.tsx';
import { MembershipModalHost } from '../membership/membership-modal.tsx';

/**
 * The shell's parts that draw nothing until the shopper does something or a rule fires: account links and
 * modals, the membership modal, the cart panel and reactivation, exit intent. The shell loads them once the page
 * is running, so a catalog page's first screen does not wait for their code (issue 12).
 */
export function ShellBehaviours() {
  return (
    <>
      <AccountShell />
      <MembershipModalHost />
      <CartHost />
      <ExitIntentHost />
    </>
  );
}
