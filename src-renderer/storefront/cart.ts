/**
 * The customer's cart, kept on the server (`/api/cart`, priced there) so it follows the customer
 * from the phone to any other device. The newest of the customer's carts is the one being filled;
 * the first item added makes one.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicCart } from '../../src-shared/documents/public-cart.js';
import type { Page, StoreApi } from './api.js';

export interface StoreCart extends PublicCart {
  _id: string;
  updatedAt: string;
}

export interface CartLine {
  product: string;
  quantity: number;
}

const KEY = ['cart'];

export function useCart(api: StoreApi) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: KEY,
    queryFn: async () => {
      const page = await api.get<Page<StoreCart>>('/cart?limit=200');
      return page.docs.reduce<StoreCart | null>((newest, cart) => (!newest || cart.updatedAt > newest.updatedAt ? cart : newest), null);
    },
    // Another device may have changed it.
    refetchOnWindowFocus: true,
  });
  const save = useMutation({
    mutationFn: async (lines: CartLine[]) => {
      const items = lines.map(({ product, quantity }) => ({ product, quantity }));
      const current = client.getQueryData<StoreCart | null>(KEY);
      return current ? api.send<StoreCart>('PUT', `/cart/${current._id}`, { items }) : api.send<StoreCart>('POST', '/cart', { items });
    },
    onSuccess: (cart) => client.setQueryData(KEY, cart),
  });
  const lines = (): CartLine[] => (query.data?.items ?? []).map(({ product, quantity }) => ({ product, quantity }));

  return {
    cart: query.data ?? null,
    loading: query.isPending,
    saving: save.isPending,
    /** Adds to a product already in the cart, or puts it in. */
    add: (product: string, quantity: number) => {
      const current = lines();
      const found = current.find((line) => line.product === product);
      return save.mutateAsync(found ? current.map((line) => (line === found ? { ...line, quantity: line.quantity + quantity } : line)) : [...current, { product, quantity }]);
    },
    setQuantity: (product: string, quantity: number) => save.mutateAsync(lines().map((line) => (line.product === product ? { ...line, quantity } : line))),
    remove: (product: string) => save.mutateAsync(lines().filter((line) => line.product !== product)),
    clear: () => save.mutateAsync([]),
  };
}

export type CartApi = ReturnType<typeof useCart>;
