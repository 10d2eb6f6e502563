import { type Account, type AutoshipShopper, showsAutoshipPrices } from '@pantry/domain';
import { useAccount } from '../account/index.ts';

/** The account as the autoship price rules read it (a visitor when nobody is signed in). */
export function autoshipShopperOf(account: Account | undefined): AutoshipShopper {
  if (account?.logged_in !== 1) return { loggedIn: false, userStatus: 'visitor', autoshipStatus: null };
  return { loggedIn: true, userStatus: account.user_status, autoshipStatus: account.autoship.status };
}

/** Account spec §4 'Autoship prices show only to eligible members on autoship.' */
export function useShowsAutoshipPrices(): boolean {
  const { account } = useAccount();
  return showsAutoshipPrices(autoshipShopperOf(account));
}
