import type { BillingAddress, CardBrand } from '@pantry/domain';

/**
 * A visitor starting a trial gives the card first (/trial/billing) and creates the account after (/trial/account):
 * the card is tokenised at once (the gateway needs no sign-in) and its token waits here, in this tab's memory only,
 * until the account exists and can save it. Never the number: only the gateway's token, the billing address and
 * what the page shows ('Visa ending in 4242'). A reload forgets it and the visitor gives the card again.
 */
export type PendingCard = {
  token: string;
  billing: BillingAddress;
  brand: CardBrand;
  last4: string;
  planCode: number;
};

let pending: PendingCard | null = null;

export const pendingCard = {
  set(card: PendingCard): void {
    pending = card;
  },
  get(): PendingCard | null {
    return pending;
  },
  clear(): void {
    pending = null;
  },
};
