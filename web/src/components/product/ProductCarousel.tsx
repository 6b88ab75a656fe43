import type { DisplayProductCard } from '@shop/domain/catalogue/apiSchemas';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../../lib/intl.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons/catalogueIcons.tsx';
import { scrollEdges } from './carousel.ts';
import { ProductCard, type ProductCardProps, ProductCardSkeleton } from './ProductCard.tsx';

/**
 * A row of product tiles that scrolls sideways: 2 tiles in view on a phone, 4 from 1200 px (the CSS sets
 * the tile width). Swipe, scroll or use the buttons, which move by one view and switch off at the ends.
 */
export function ProductCarousel({
  products,
  label,
  onAddToCart,
  testId,
}: {
  products: readonly DisplayProductCard[] | null;
  label: string;
  onAddToCart?: ProductCardProps['onAddToCart'];
  testId?: string;
}) {
  const t = useT();
  const rowRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });

  const measure = useCallback(() => {
    const row = rowRef.current;
    if (row) setEdges(scrollEdges(row.scrollLeft, row.scrollWidth, row.clientWidth));
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: new products change the row's width: measure again.
  useEffect(() => {
    measure();
    const row = rowRef.current;
    if (!row || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(row);
    return () => observer.disconnect();
  }, [measure, products]);

  const page = (direction: 1 | -1) => {
    const row = rowRef.current;
    if (!row) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    row.scrollBy({ left: direction * row.clientWidth, behavior: reduce ? 'auto' : 'smooth' });
  };

  return (
    <div className="product-carousel" data-testid={testId}>
      <ul ref={rowRef} className="product-row" aria-label={label} onScroll={measure}>
        {products === null
          ? Array.from({ length: 4 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
              <li key={index}>
                <ProductCardSkeleton />
              </li>
            ))
          : products.map((product) => (
              <li key={product.displayProductId}>
                <ProductCard product={product} {...(onAddToCart ? { onAddToCart } : {})} />
              </li>
            ))}
      </ul>
      <button
        type="button"
        className="icon-button carousel-button carousel-previous"
        aria-label={t('carousel.previous')}
        disabled={edges.atStart}
        onClick={() => page(-1)}
      >
        <ChevronLeftIcon />
      </button>
      <button
        type="button"
        className="icon-button carousel-button carousel-next"
        aria-label={t('carousel.next')}
        disabled={edges.atEnd}
        onClick={() => page(1)}
      >
        <ChevronRightIcon />
      </button>
    </div>
  );
}
