import { AccountShell } from '../account-settings/index.ts';
import { CartHost } from '../cart-view/index.ts';

export { preloadCartPanel } from '../cart-view/index.ts';

import { ExitIntentHost } from '../exit-intent/index.ts';
import { MembershipModalHost } from '../membership/index.ts';

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
