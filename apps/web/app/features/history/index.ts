export { historyKeys } from './keys.ts';
export { useBoughtBefore, usePurchasedIds, useRecordView } from './purchased-ids.ts';
