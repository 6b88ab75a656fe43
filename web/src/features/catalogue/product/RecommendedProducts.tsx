import type { DisplayProductCard } from '@shop/domain/catalogue/apiSchemas';
import { useEffect, useRef, useState } from 'react';
import { ProductCarousel } from '../../../components/product/ProductCarousel.tsx';
import { useNearScreen } from '../../../hooks/useNearScreen.ts';
import { useT } from '../../../lib/intl.tsx';
import { fetchDisplayProduct } from '../api.ts';
import { useProductActions } from '../productActions.ts';
import { isShown } from './productView.ts';

/**
 * The product's recommendations, fetched one by one (the API has no batch call; the service worker keeps
 * each) once the shopper scrolls near them. Products that fail or are off sale are left out.
 */
export function RecommendedProducts({ ids }: { ids: readonly number[] }) {
  const t = useT();
  const { addCardToCart } = useProductActions();
  const ref = useRef<HTMLElement>(null);
  const near = useNearScreen(ref);
  const [products, setProducts] = useState<DisplayProductCard[] | null>(null);
  const key = ids.join(',');

  useEffect(() => {
    if (!near || key === '') return;
    const controller = new AbortController();
    setProducts(null);
    void Promise.allSettled(key.split(',').map((id) => fetchDisplayProduct(id, controller.signal))).then(
      (results) => {
        if (controller.signal.aborted) return;
        setProducts(
          results.flatMap((result) =>
            result.status === 'fulfilled' && isShown(result.value) ? [result.value] : [],
          ),
        );
      },
    );
    return () => controller.abort();
  }, [near, key]);

  if (ids.length === 0 || (products !== null && products.length === 0)) return null;
  return (
    <section ref={ref} className="recommended" aria-labelledby="recommended-heading">
      <h2 id="recommended-heading">{t('catalogue.product.recommended')}</h2>
      <ProductCarousel
        products={products}
        label={t('catalogue.product.recommended')}
        onAddToCart={addCardToCart}
        testId="recommended"
      />
    </section>
  );
}
