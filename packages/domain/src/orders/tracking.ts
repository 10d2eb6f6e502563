/**
 * A tracking number is a link (issue 12): the carrier's own tracking page, built from the carrier and the number
 * the order's shipment has. The spec names neither carriers nor links; these are the three a US grocer ships with.
 */

export const CARRIERS = ['ups', 'fedex', 'usps'] as const;
export type Carrier = (typeof CARRIERS)[number];

const CARRIER_NAMES: Readonly<Record<Carrier, string>> = { ups: 'UPS', fedex: 'FedEx', usps: 'USPS' };

const TRACKING_PAGES: Readonly<Record<Carrier, (number: string) => string>> = {
  ups: (number) => `https://www.ups.com/track?tracknum=${number}`,
  fedex: (number) => `https://www.fedex.com/fedextrack/?trknbr=${number}`,
  usps: (number) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${number}`,
};

export function isCarrier(value: unknown): value is Carrier {
  return typeof value === 'string' && (CARRIERS as readonly string[]).includes(value);
}

/** 'UPS', 'FedEx', 'USPS'; null for a carrier we don't know. */
export function carrierName(carrier: string | null | undefined): string | null {
  return isCarrier(carrier) ? CARRIER_NAMES[carrier] : null;
}

/**
 * The carrier's tracking page for this number, or null without a known carrier or a number (the number is then
 * shown as text). The number is encoded: it came from an operator, not from us.
 */
export function trackingUrl(
  carrier: string | null | undefined,
  number: string | null | undefined,
): string | null {
  const trimmed = number?.trim();
  if (!isCarrier(carrier) || !trimmed) return null;
  return TRACKING_PAGES[carrier](encodeURIComponent(trimmed));
}
