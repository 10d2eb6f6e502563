import { describe, expect, it } from 'vitest';
import { carrierName, trackingUrl } from './tracking.ts';

describe('a tracking number is a link (issue 12)', () => {
  it("builds the carrier's tracking page from the carrier and the number", () => {
    expect(trackingUrl('ups', '1Z999AA10123456784')).toBe(
      'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    );
    expect(trackingUrl('fedex', '449044304137821')).toBe(
      'https://www.fedex.com/fedextrack/?trknbr=449044304137821',
    );
    expect(trackingUrl('usps', ' 9400100000000000000000 ')).toBe(
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000',
    );
    expect(carrierName('fedex')).toBe('FedEx');
  });

  it('has no link without a known carrier or a number, and encodes what an operator typed', () => {
    expect(trackingUrl(null, '1Z999')).toBeNull();
    expect(trackingUrl('dhl', '1Z999')).toBeNull();
    expect(trackingUrl('ups', null)).toBeNull();
    expect(trackingUrl('ups', '  ')).toBeNull();
    expect(trackingUrl('ups', '1Z 9&x=1')).toBe('https://www.ups.com/track?tracknum=1Z%209%26x%3D1');
    expect(carrierName('dhl')).toBeNull();
  });
});
