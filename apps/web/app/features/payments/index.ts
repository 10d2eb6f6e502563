export {
  ebtBalanceQuery,
  expiryText,
  paymentKeys,
  paymentMethodsRead,
  saveCard,
  usableCards,
  usePaymentMethods,
} from './api.ts';
export { CardChooser, initialCardChoice, NEW_CARD } from './card-chooser.tsx';
export { brandName } from './card-fields.tsx';
export type { CardFormHandle } from './card-form.tsx';
export { CardForm } from './card-form.tsx';
export { PaymentMethodsManager } from './payment-methods-manager.tsx';
