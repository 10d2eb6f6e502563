/**
 * US regions (account spec §3 Address: region_id, region_code). The ids are Magento's US `directory_country_region`
 * ids (Alabama 1, Alaska 2, … California 12 … Wyoming 65), because the spec's clients send and read those numbers.
 * Territories and the Armed Forces are listed too, so that an address there is refused with the spec's
 * contiguous-48 message rather than treated as an unknown region. Four Armed Forces regions share the code AE, as in
 * Magento; by code, AE is the first of them (Armed Forces Africa, 6).
 */

export type RegionKind = 'state' | 'district' | 'territory' | 'military';

export interface UsRegion {
  /** Magento's region id. */
  id: number;
  /** Two-letter USPS code, e.g. 'CA'. */
  code: string;
  name: string;
  kind: RegionKind;
}

const rows: readonly [number, string, string, RegionKind][] = [
  [1, 'AL', 'Alabama', 'state'],
  [2, 'AK', 'Alaska', 'state'],
  [3, 'AS', 'American Samoa', 'territory'],
  [4, 'AZ', 'Arizona', 'state'],
  [5, 'AR', 'Arkansas', 'state'],
  [6, 'AE', 'Armed Forces Africa', 'military'],
  [7, 'AA', 'Armed Forces Americas', 'military'],
  [8, 'AE', 'Armed Forces Canada', 'military'],
  [9, 'AE', 'Armed Forces Europe', 'military'],
  [10, 'AE', 'Armed Forces Middle East', 'military'],
  [11, 'AP', 'Armed Forces Pacific', 'military'],
  [12, 'CA', 'California', 'state'],
  [13, 'CO', 'Colorado', 'state'],
  [14, 'CT', 'Connecticut', 'state'],
  [15, 'DE', 'Delaware', 'state'],
  [16, 'DC', 'District of Columbia', 'district'],
  [17, 'FM', 'Federated States Of Micronesia', 'territory'],
  [18, 'FL', 'Florida', 'state'],
  [19, 'GA', 'Georgia', 'state'],
  [20, 'GU', 'Guam', 'territory'],
  [21, 'HI', 'Hawaii', 'state'],
  [22, 'ID', 'Idaho', 'state'],
  [23, 'IL', 'Illinois', 'state'],
  [24, 'IN', 'Indiana', 'state'],
  [25, 'IA', 'Iowa', 'state'],
  [26, 'KS', 'Kansas', 'state'],
  [27, 'KY', 'Kentucky', 'state'],
  [28, 'LA', 'Louisiana', 'state'],
  [29, 'ME', 'Maine', 'state'],
  [30, 'MH', 'Marshall Islands', 'territory'],
  [31, 'MD', 'Maryland', 'state'],
  [32, 'MA', 'Massachusetts', 'state'],
  [33, 'MI', 'Michigan', 'state'],
  [34, 'MN', 'Minnesota', 'state'],
  [35, 'MS', 'Mississippi', 'state'],
  [36, 'MO', 'Missouri', 'state'],
  [37, 'MT', 'Montana', 'state'],
  [38, 'NE', 'Nebraska', 'state'],
  [39, 'NV', 'Nevada', 'state'],
  [40, 'NH', 'New Hampshire', 'state'],
  [41, 'NJ', 'New Jersey', 'state'],
  [42, 'NM', 'New Mexico', 'state'],
  [43, 'NY', 'New York', 'state'],
  [44, 'NC', 'North Carolina', 'state'],
  [45, 'ND', 'North Dakota', 'state'],
  [46, 'MP', 'Northern Mariana Islands', 'territory'],
  [47, 'OH', 'Ohio', 'state'],
  [48, 'OK', 'Oklahoma', 'state'],
  [49, 'OR', 'Oregon', 'state'],
  [50, 'PW', 'Palau', 'territory'],
  [51, 'PA', 'Pennsylvania', 'state'],
  [52, 'PR', 'Puerto Rico', 'territory'],
  [53, 'RI', 'Rhode Island', 'state'],
  [54, 'SC', 'South Carolina', 'state'],
  [55, 'SD', 'South Dakota', 'state'],
  [56, 'TN', 'Tennessee', 'state'],
  [57, 'TX', 'Texas', 'state'],
  [58, 'UT', 'Utah', 'state'],
  [59, 'VT', 'Vermont', 'state'],
  [60, 'VI', 'Virgin Islands', 'territory'],
  [61, 'VA', 'Virginia', 'state'],
  [62, 'WA', 'Washington', 'state'],
  [63, 'WV', 'West Virginia', 'state'],
  [64, 'WI', 'Wisconsin', 'state'],
  [65, 'WY', 'Wyoming', 'state'],
];

/** Every US region, in id order. */
export const US_REGIONS: readonly UsRegion[] = rows.map(([id, code, name, kind]) => ({
  id,
  code,
  name,
  kind,
}));

const byId = new Map(US_REGIONS.map((region) => [region.id, region]));
const byCode = new Map<string, UsRegion>();
const byName = new Map<string, UsRegion>();
for (const region of US_REGIONS) {
  if (!byCode.has(region.code)) byCode.set(region.code, region);
  byName.set(region.name.toLowerCase(), region);
}

export function regionById(id: number | string | null | undefined): UsRegion | undefined {
  const number = typeof id === 'string' && /^\s*\d{1,3}\s*$/.test(id) ? Number(id) : id;
  return typeof number === 'number' ? byId.get(number) : undefined;
}

/** 'ca' and ' CA ' find California. */
export function regionByCode(code: string | null | undefined): UsRegion | undefined {
  return byCode.get((code ?? '').trim().toUpperCase());
}

/**
 * A region however a form names it: its id (12 or '12'), its code ('CA') or its name ('California'), any case.
 * Region objects (`{ value }`) are normalised to their value first by the caller (see `regionCode`).
 */
export function findRegion(value: number | string | null | undefined): UsRegion | undefined {
  if (typeof value === 'number') return regionById(value);
  const text = (value ?? '').trim();
  if (/^\d+$/.test(text)) return regionById(text);
  return regionByCode(text) ?? byName.get(text.toLowerCase());
}
