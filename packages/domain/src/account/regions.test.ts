import { describe, expect, it } from 'vitest';
import { CONTIGUOUS_STATES, regionRefusal } from './address.ts';
import { findRegion, regionByCode, regionById, US_REGIONS } from './regions.ts';

describe('US regions (Magento region ids)', () => {
  it('numbers the regions as Magento does: Alabama 1, Alaska 2, California 12, DC 16, Hawaii 21, Wyoming 65', () => {
    expect(regionById(1)).toEqual({ id: 1, code: 'AL', name: 'Alabama', kind: 'state' });
    expect(regionById(2)?.code).toBe('AK');
    expect(regionById(12)).toEqual({ id: 12, code: 'CA', name: 'California', kind: 'state' });
    expect(regionById(16)?.name).toBe('District of Columbia');
    expect(regionById(21)?.code).toBe('HI');
    expect(regionById(43)?.name).toBe('New York');
    expect(regionById(52)?.code).toBe('PR');
    expect(regionById(65)?.name).toBe('Wyoming');
    expect(US_REGIONS).toHaveLength(65);
    expect(US_REGIONS.map((region) => region.id)).toEqual(Array.from({ length: 65 }, (_, i) => i + 1));
  });

  it('lists the 50 states and DC, and every contiguous state has a region', () => {
    expect(US_REGIONS.filter((region) => region.kind === 'state')).toHaveLength(50);
    for (const code of CONTIGUOUS_STATES) expect(regionByCode(code)?.kind).toMatch(/state|district/);
    const states = US_REGIONS.filter((region) => region.kind === 'state' || region.kind === 'district');
    expect(states.filter((region) => regionRefusal(region.code) === null)).toHaveLength(49);
  });

  it('finds regions by code in any case, and AE names the first Armed Forces region', () => {
    expect(regionByCode('ca')?.id).toBe(12);
    expect(regionByCode(' ny ')?.id).toBe(43);
    expect(regionByCode('AE')?.id).toBe(6);
    expect(regionByCode('ZZ')).toBeUndefined();
    expect(regionByCode(undefined)).toBeUndefined();
  });

  it('reads ids given as text, and refuses what is not an id', () => {
    expect(regionById('12')?.code).toBe('CA');
    expect(regionById(' 21 ')?.code).toBe('HI');
    expect(regionById(0)).toBeUndefined();
    expect(regionById(66)).toBeUndefined();
    expect(regionById('CA')).toBeUndefined();
    expect(regionById(null)).toBeUndefined();
  });

  it('findRegion takes an id, a code or a name', () => {
    expect(findRegion(12)?.code).toBe('CA');
    expect(findRegion('12')?.code).toBe('CA');
    expect(findRegion('tx')?.id).toBe(57);
    expect(findRegion('new york')?.code).toBe('NY');
    expect(findRegion('Puerto Rico')?.id).toBe(52);
    expect(findRegion('Atlantis')).toBeUndefined();
    expect(findRegion('')).toBeUndefined();
  });
});
