export { storeConfigKeys, useStoreConfig } from './api.ts';
export { freeShippingOver, groceryFreeShipping, groceryThreshold, shortDollars } from './wording.ts';
