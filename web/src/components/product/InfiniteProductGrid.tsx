import type { DisplayProductCard } from '@shop/domain/catalogue/apiSchemas';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../../lib/intl.tsx';
import { emptyListing, type ListingState, mergePage, nextPageToLoad, type PageAnswer } from './listPaging.ts';
import { ProductCard, type ProductCardProps, ProductCardSkeleton } from './ProductCard.tsx';
import { SectionError } from './SectionError.tsx';

/** Start loading the next page this far before the end of the grid comes into view. */
const PREFETCH_MARGIN = '600px 0px';

const keyOf = (product: DisplayProductCard) => product.displayProductId;

/**
 * A product grid that loads its next page when its end nears the screen (IntersectionObserver). The first
 * page comes with the route (its loader), so the grid shows at once; later pages show skeleton tiles while
 * they arrive, and a failed page says why and can be retried.
 */
export function InfiniteProductGrid({
  firstPage,
  loadPage,
  label,
  onAddToCart,
}: {
  firstPage: PageAnswer<DisplayProductCard>;
  loadPage: (page: number, signal: AbortSignal) => Promise<PageAnswer<DisplayProductCard>>;
  label: string;
  onAddToCart?: ProductCardProps['onAddToCart'];
}) {
  const t = useT();
  const [listing, setListing] = useState<ListingState<DisplayProductCard>>(() =>
    mergePage(emptyListing(), firstPage, keyOf),
  );
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const inFlight = useRef<AbortController | null>(null);

  // A new first page (another category, another search) starts the listing again. Not the one the listing
  // was built from: setting it again on mount re-rendered every card right after hydration, in one task.
  const listedFirstPage = useRef(firstPage);
  useEffect(() => {
    if (listedFirstPage.current === firstPage) return;
    listedFirstPage.current = firstPage;
    inFlight.current?.abort();
    inFlight.current = null;
    setListing(mergePage(emptyListing(), firstPage, keyOf));
    setLoading(false);
    setError(null);
  }, [firstPage]);

  useEffect(() => () => inFlight.current?.abort(), []);

  const next = nextPageToLoad(listing);

  const loadNext = useCallback(() => {
    if (next === null || inFlight.current) return;
    const controller = new AbortController();
    inFlight.current = controller;
    setLoading(true);
    setError(null);
    loadPage(next, controller.signal)
      .then((answer) => setListing((state) => mergePage(state, answer, keyOf)))
      .catch((cause: unknown) => {
        if (!controller.signal.aborted) setError(cause);
      })
      .finally(() => {
        if (inFlight.current === controller) {
          inFlight.current = null;
          setLoading(false);
        }
      });
  }, [next, loadPage]);

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || next === null || error !== null) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadNext();
      },
      { rootMargin: PREFETCH_MARGIN },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [next, error, loadNext]);

  return (
    <div className="product-listing">
      <ul className="product-grid" aria-label={label} aria-busy={loading} data-testid="product-grid">
        {listing.items.map((product, index) => (
          <li key={product.displayProductId}>
            <ProductCard product={product} priority={index === 0} {...(onAddToCart ? { onAddToCart } : {})} />
          </li>
        ))}
        {loading
          ? Array.from({ length: 4 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
              <li key={`skeleton-${index}`} aria-hidden="true">
                <ProductCardSkeleton />
              </li>
            ))
          : null}
      </ul>
      {error !== null ? <SectionError error={error} onRetry={loadNext} /> : null}
      <p className="listing-status" role="status">
        {loading
          ? t('listing.loadingMore')
          : next === null && listing.total > 0
            ? t('listing.end', { count: listing.total })
            : ''}
      </p>
      <div ref={sentinelRef} className="listing-sentinel" />
    </div>
  );
}
