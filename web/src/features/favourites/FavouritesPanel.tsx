import type { DisplayProductCard } from '@shop/domain/catalogue/apiSchemas';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { fileUrl, splitFileNames } from '../../components/product/images.ts';
import { useT } from '../../lib/intl.tsx';
import { loadFavouriteProducts } from './loadFavouriteProducts.ts';

/** How many favourites the header's pop-up lists; the page has them all. */
export const PANEL_SIZE = 6;

export function FavouritesPanel({ ids, onNavigate }: { ids: readonly number[]; onNavigate: () => void }) {
  const t = useT();
  const [products, setProducts] = useState<DisplayProductCard[] | null>(null);
  const key = ids.slice(0, PANEL_SIZE).join(',');

  useEffect(() => {
    const controller = new AbortController();
    const shown = key === '' ? [] : key.split(',').map(Number);
    void loadFavouriteProducts(shown, controller.signal).then(
      ({ products: loaded }) => {
        if (!controller.signal.aborted) setProducts(loaded);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [key]);

  return (
    <div className="favourites-panel-body">
      <p className="favourites-panel-heading">{t('favourites.menu.heading')}</p>
      {ids.length === 0 ? (
        <p className="favourites-panel-note">{t('favourites.menu.empty')}</p>
      ) : products === null ? (
        <p className="favourites-panel-note">{t('favourites.loading')}</p>
      ) : (
        <ul>
          {products.map((product) => {
            const image = splitFileNames(product.displayProductImage)[0];
            return (
              <li key={product.displayProductId}>
                <Link to={`/product/${encodeURIComponent(product.urlName)}`} onClick={onNavigate}>
                  {image ? <img src={fileUrl(image)} width={40} height={40} alt="" loading="lazy" /> : null}
                  <span>{product.displayProductNameChi}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      <Link to="/category/favorite" className="favourites-panel-all" onClick={onNavigate}>
        {t('favourites.menu.viewAll')}
      </Link>
    </div>
  );
}
