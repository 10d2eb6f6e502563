import type { PantryServices, SavedAddress } from '@pantry/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiGet, apiRequest } from '../../lib/http/client.ts';
import { inProcess } from '../../lib/page-queries.ts';

/** Address calls (account spec §7: GET /account/address, its writes, POST /search/address). */

/** One saved address as GET /account/address answers it (apps/server/src/modules/addresses/schemas.ts). */
export type { SavedAddress };

/** What the address form edits and sends. */
export type AddressValues = {
  firstname: string;
  lastname: string;
  street1: string;
  street2: string;
  postcode: string;
  city: string;
  region_code: string;
  telephone: string;
};

export type AddressFieldName = keyof AddressValues;
export type AddressErrors = Partial<Record<AddressFieldName, string>>;

export const EMPTY_ADDRESS: AddressValues = {
  firstname: '',
  lastname: '',
  street1: '',
  street2: '',
  postcode: '',
  city: '',
  region_code: '',
  telephone: '',
};

export const addressKeys = { list: ['addresses'] as const };

type AddressList = { addresses: SavedAddress[] };

export function addressesQuery() {
  return queryOptions({
    queryKey: addressKeys.list,
    queryFn: ({ signal }) =>
      apiGet<AddressList>('/account/address', undefined, signal).then((a) => a.addresses),
  });
}

/** The loaders' read of the same list, in process. */
export function addressesRead(services: Pick<PantryServices, 'addresses'>, accountId: number) {
  return inProcess(addressesQuery(), () => services.addresses.list(accountId));
}

export function useAddresses(enabled = true) {
  return useQuery({ ...addressesQuery(), enabled });
}

/** Every write answers the whole list (the default may have moved): it replaces the cached one. */
export function useSetAddresses(): (addresses: SavedAddress[]) => void {
  const client = useQueryClient();
  return (addresses) => client.setQueryData(addressKeys.list, addresses);
}

export function createAddress(values: AddressValues, isDefault: boolean): Promise<SavedAddress[]> {
  return apiRequest<AddressList>('POST', '/account/address', {
    body: { ...values, is_default: isDefault },
  }).then((a) => a.addresses);
}

export function updateAddress(
  id: number,
  values: AddressValues,
  isDefault: boolean,
): Promise<SavedAddress[]> {
  return apiRequest<AddressList>('PUT', `/account/address/${id}`, {
    body: { ...values, is_default: isDefault },
  }).then((a) => a.addresses);
}

export function deleteAddress(id: number): Promise<SavedAddress[]> {
  return apiRequest<AddressList>('DELETE', `/account/address/${id}`).then((a) => a.addresses);
}

export function valuesOf(address: SavedAddress): AddressValues {
  const { firstname, lastname, street1, street2, postcode, city, region_code, telephone } = address;
  return { firstname, lastname, street1, street2, postcode, city, region_code, telephone };
}

/** POST /search/address: the ZIP's city and state, or null when the store cannot place it. */
export async function lookUpZip(zip: string): Promise<{ city: string; region_code: string } | null> {
  try {
    const answer = await apiRequest<{ success: boolean; address: { city?: string; region_code?: string } }>(
      'POST',
      '/search/address',
      { body: { zip } },
    );
    // Spec §7: 'address (empty object if absent)'.
    const { city, region_code } = answer.address ?? {};
    return answer.success && city && region_code ? { city, region_code } : null;
  } catch {
    return null;
  }
}

/** A refused address names its fields (`fields`), or at least the first one (`field`). */
export function serverFieldErrors(error: unknown): AddressErrors {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return {};
  const body = error.body as { field?: unknown; errors?: unknown; fields?: unknown };
  const out: AddressErrors = {};
  if (body.fields && typeof body.fields === 'object') {
    for (const [field, message] of Object.entries(body.fields as Record<string, unknown>)) {
      const name = field === 'region' || field === 'region_id' ? 'region_code' : field;
      if (name in EMPTY_ADDRESS && typeof message === 'string') out[name as AddressFieldName] = message;
    }
  }
  if (Object.keys(out).length === 0 && typeof body.field === 'string' && typeof body.errors === 'string') {
    const name = body.field === 'region' || body.field === 'region_id' ? 'region_code' : body.field;
    if (name in EMPTY_ADDRESS) out[name as AddressFieldName] = body.errors;
  }
  return out;
}
