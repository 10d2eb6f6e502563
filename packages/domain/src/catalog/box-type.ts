/**
 * Temperature boxes (spec storefront §3 Box types, §4, §9; account spec §9).
 */

export type BoxType = 'grocery' | 'frozen' | 'fresh' | 'wine';

export const BOX_TYPES: readonly BoxType[] = ['grocery', 'frozen', 'fresh', 'wine'];

const LEGACY_PREFIX = 'legacy_';

function isBoxType(value: string): value is BoxType {
  return (BOX_TYPES as readonly string[]).includes(value);
}

/**
 * 'A box type with a legacy_ prefix is treated as the plain type.' Anything unknown ships as grocery,
 * the ambient box that every cart can hold.
 */
export function normalizeBoxType(raw: string | null | undefined): BoxType {
  if (!raw) return 'grocery';
  let value = raw.trim().toLowerCase();
  if (value.startsWith(LEGACY_PREFIX)) value = value.slice(LEGACY_PREFIX.length);
  return isBoxType(value) ? value : 'grocery';
}

/**
 * 'An item sold as fresh goes into the fresh box if the cart has one, else the grocery box.'
 * Other items go to their own (normalised) box type.
 */
export function boxForItem(
  item: { box_type: string | null | undefined; sold_as_fresh: string | null | undefined },
  cartHasFreshBox: boolean,
): BoxType {
  if (item.sold_as_fresh) return cartHasFreshBox ? 'fresh' : 'grocery';
  return normalizeBoxType(item.box_type);
}

/** 'The fresh box is called delivery, others shipping.' */
export function boxShippingWord(box: BoxType): 'delivery' | 'shipping' {
  return box === 'fresh' ? 'delivery' : 'shipping';
}

/** 'Perishable is relabelled Ships Cold.' */
export function perishableLabel(label: string): string {
  return label.trim().toLowerCase() === 'perishable' ? 'Ships Cold' : label;
}
