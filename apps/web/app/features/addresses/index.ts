export { AddressBook } from './address-book.tsx';
export { AddressFields, AddressForm, focusFirstError, useFocusOnOpen } from './address-form.tsx';
export type { AddressErrors, AddressFieldName, AddressValues, SavedAddress } from './api.ts';
export {
  addressesRead,
  createAddress,
  EMPTY_ADDRESS,
  useAddresses,
  useSetAddresses,
  valuesOf,
} from './api.ts';
export { ConfirmRemoval } from './confirm-removal.tsx';
export { PostalAddress } from './postal-address.tsx';
