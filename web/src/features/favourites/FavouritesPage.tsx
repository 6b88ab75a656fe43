import type { DisplayProductCard } from '@shop/domain/catalogue/apiSchemas';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { ProductCard, ProductCardSkeleton } from '../../components/product/ProductCard.tsx';
import { usePageTitle } from '../../hooks/usePageTitle.ts';
import { useT } from '../../lib/intl.tsx';
import { type ShopActions, useShopActions } from '../../lib/shopActions.ts';
import { browserFavourites } from './browserFavourites.ts';
import { favouriteIds } from './favouritesStore.ts';
import { loadFavouriteProducts } from './loadFavouriteProducts.ts';
import './favourites.css';

function addToCart(
  cart: ShopActions['cart'],
  variant: DisplayProductCard['products'][number],
  product: DisplayProductCard,
) {
  void cart().then((actions) =>
    actions.addToCart({
      productId: variant.productId,
      displayProductId: product.displayProductId,
      quantity: 1,
      name: variant.productNameChi,
      unitPrice: variant.productDiscountPrice ?? variant.productPrice,
      card: product,
    }),
  );
}

/** /category/favorite (spec 000 §2, §4): the favourites, each loaded by id, the fulfilled ones kept. */
export function FavouritesRoute() {
  const t = useT();
  usePageTitle(t('favourites.title'));
  const { cart } = useShopActions();
  const { store } = browserFavourites();
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const ids = favouriteIds(state);
  const key = ids.join(',');
  const [products, setProducts] = useState<DisplayProductCard[] | null>(null);
  const [fromSnapshots, setFromSnapshots] = useState(false);

  useEffect(() => {
    if (!state.ready) return;
    const controller = new AbortController();
    const wanted = key === '' ? [] : key.split(',').map(Number);
    void loadFavouriteProducts(wanted, controller.signal).then(
      (loaded) => {
        if (controller.signal.aborted) return;
        setProducts(loaded.products);
        setFromSnapshots(loaded.fromSnapshots);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [key, state.ready]);

  return (
    <div className="page favourites-page" data-testid="favourites-page">
      <h1>{t('favourites.heading')}</h1>
      {state.pending.length > 0 ? (
        <p role="status" className="favourites-note">
          {t('favourites.pending', { count: state.pending.length })}
        </p>
      ) : null}
      {fromSnapshots ? <p className="favourites-note">{t('favourites.offline')}</p> : null}
      {state.ready && ids.length === 0 ? (
        <div className="favourites-empty" data-testid="favourites-empty">
          <p>{t('favourites.empty')}</p>
          <Link to="/category/all" className="button">
            {t('favourites.browse')}
          </Link>
        </div>
      ) : products === null ? (
        <ul className="product-grid favourites-grid" aria-busy="true" aria-label={t('favourites.list')}>
          {Array.from({ length: Math.min(Math.max(ids.length, 2), 8) }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <li key={index}>
              <ProductCardSkeleton />
            </li>
          ))}
        </ul>
      ) : (
        <>
          <p className="listing-count">{t('favourites.count', { count: products.length })}</p>
          <ul className="product-grid favourites-grid" aria-label={t('favourites.list')}>
            {products.map((product, index) => (
              <li key={product.displayProductId} data-testid="favourite-item">
                <ProductCard
                  product={product}
                  priority={index === 0}
                  onAddToCart={(variant, card) => addToCart(cart, variant, card)}
                />
                <button
                  type="button"
                  className="button button-secondary favourite-remove"
                  aria-label={t('favourites.removeNamed', { name: product.displayProductNameChi })}
                  onClick={() => void store.remove(product.displayProductId)}
                  data-testid="favourite-remove"
                >
                  {t('favourites.remove')}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
