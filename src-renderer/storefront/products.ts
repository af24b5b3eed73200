/**
 * The public catalog as the storefront reads it (`GET /api/product/public`, priced for the customer
 * by the server), and the names of products its cart, drafts and orders name by id.
 */
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicProduct } from '../../src-shared/documents/public-product.js';
import type { Page, StoreApi } from './api.js';

export interface Category {
  _id: string;
  name: string;
}

const PAGE = 40;

export function useCatalog(api: StoreApi, text: string, category: string | null, pages: number) {
  const client = useQueryClient();
  return useQuery({
    queryKey: ['products', text, category, pages],
    queryFn: async () => {
      const params = new URLSearchParams({ limit: String(Math.min(200, PAGE * pages)), status: 'true' });
      if (text.trim()) params.set('query', text.trim());
      if (category) params.set('category', category);
      const page = await api.get<Page<PublicProduct>>(`/product/public?${params.toString()}`);
      // Each product read here is known by id too, for the cart and order lines.
      for (const product of page.docs) client.setQueryData(['product', product._id], product);
      return page;
    },
    placeholderData: (previous) => previous,
  });
}

export function useCategories(api: StoreApi) {
  return useQuery({
    queryKey: ['categories'],
    queryFn: async () => (await api.get<Page<Category>>('/category/public?status=true&limit=200')).docs,
    staleTime: 5 * 60_000,
  });
}

/**
 * The products named by id, each read once (from the catalog's pages when they are there); `null`
 * for one the catalog no longer shows (taken out or disabled since it was ordered).
 */
export function useProducts(api: StoreApi, ids: readonly string[]): Map<string, PublicProduct | null> {
  const unique = [...new Set(ids)];
  const results = useQueries({
    queries: unique.map((id) => ({
      queryKey: ['product', id],
      queryFn: () => api.get<PublicProduct>(`/product/${id}`),
      staleTime: 5 * 60_000,
      retry: false,
    })),
  });
  const out = new Map<string, PublicProduct | null>();
  results.forEach((result, index) => {
    if (result.data) out.set(unique[index]!, result.data);
    else if (result.isError) out.set(unique[index]!, null);
  });
  return out;
}
