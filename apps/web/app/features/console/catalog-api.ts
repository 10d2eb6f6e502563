import type {
  AdminProduct,
  AdminProductList,
  AdminProductQuery,
  CatalogImport,
  ProductEdit,
} from '@pantry/domain';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from './http.ts';

/**
 * The Catalog area's reads and writes (/api/admin/catalog, docs/decisions/console.md): the product list, one
 * product's edit form, its stock, and the CSV import whose progress the page polls.
 */

export const catalogKeys = {
  all: ['console', 'catalog'] as const,
  products: (query: AdminProductQuery) => ['console', 'catalog', 'products', query] as const,
  product: (id: number) => ['console', 'catalog', 'product', id] as const,
  import: (id: number) => ['console', 'catalog', 'import', id] as const,
};

/** GET /api/admin/catalog/products: one page of the search. */
export function catalogProductsQuery(query: AdminProductQuery) {
  return queryOptions({
    queryKey: catalogKeys.products(query),
    queryFn: ({ signal }) =>
      adminRequest<AdminProductList>('GET', '/catalog/products', {
        query: { q: query.q, page: query.page },
        signal,
      }),
  });
}

/** GET /api/admin/catalog/products/:id: what the edit form shows. */
export function catalogProductQuery(id: number) {
  return queryOptions({
    queryKey: catalogKeys.product(id),
    queryFn: ({ signal }) => adminRequest<AdminProduct>('GET', `/catalog/products/${id}`, { signal }),
  });
}

export const useCatalogProducts = (query: AdminProductQuery) =>
  useQuery({ ...catalogProductsQuery(query), placeholderData: keepPreviousData });
export const useCatalogProduct = (id: number) => useQuery(catalogProductQuery(id));

/** The import's report, polled each second while it runs. */
export function useCatalogImport(id: number | null) {
  return useQuery({
    queryKey: catalogKeys.import(id ?? 0),
    queryFn: ({ signal }) => adminRequest<CatalogImport>('GET', `/catalog/imports/${id}`, { signal }),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.state === 'running' ? 1000 : false),
  });
}

/** The edit form's save and the stock count; each refreshes what the Catalog area shows. */
export function useCatalogChanges() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: catalogKeys.all });
  return {
    save: async (id: number, edit: ProductEdit) => {
      const saved = await adminRequest<AdminProduct>('PATCH', `/catalog/products/${id}`, { body: edit });
      client.setQueryData(catalogKeys.product(id), saved);
      await refresh();
      return saved;
    },
    setStock: async (id: number, qty: number) => {
      const written = await adminRequest<{ stock_qty: number; was: number }>(
        'POST',
        `/products/${id}/stock`,
        {
          body: { qty },
        },
      );
      await refresh();
      return written;
    },
    startImport: (csv: string, dryRun: boolean) =>
      adminRequest<CatalogImport>('POST', '/catalog/imports', { body: { csv, dry_run: dryRun } }),
  };
}
