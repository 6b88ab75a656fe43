import type { DisplayProduct, DisplayProductCard } from '@shop/domain/catalogue/apiSchemas';
import { api } from '../../lib/api.ts';
import { loadSnapshots, saveSnapshots } from './favouritesRepo.ts';
import { fulfilled } from './favouritesRules.ts';

export interface FavouriteProducts {
  products: DisplayProductCard[];
  /** Some products came from the copies saved last time (offline). */
  fromSnapshots: boolean;
}

/**
 * The favourites as cards (spec 000 §4): each product loaded by id, the fulfilled ones kept (off-sale ones
 * left out). A product that cannot be loaded (offline) is shown from the copy saved last time, if any.
 */
export async function loadFavouriteProducts(
  ids: readonly number[],
  signal?: AbortSignal,
): Promise<FavouriteProducts> {
  const results = await Promise.allSettled(
    ids.map((id) => api.request<DisplayProduct>(`displayProduct/${id}`, signal ? { signal } : {})),
  );
  const loaded = fulfilled(results).filter((product) => product.status === 1);
  const missing = ids.filter(
    (id, index) => results[index]?.status === 'rejected' && !loaded.some((p) => p.displayProductId === id),
  );
  void saveSnapshots(loaded).catch(() => undefined);
  const snapshots = missing.length > 0 ? await loadSnapshots(missing).catch(() => new Map()) : new Map();
  const byId = new Map<number, DisplayProductCard>(
    loaded.map((product) => [product.displayProductId, product]),
  );
  for (const [id, card] of snapshots) byId.set(id, card);
  return {
    products: ids.flatMap((id) => {
      const card = byId.get(id);
      return card ? [card] : [];
    }),
    fromSnapshots: snapshots.size > 0,
  };
}
