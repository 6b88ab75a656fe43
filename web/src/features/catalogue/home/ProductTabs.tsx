import type { DisplayProductCard } from '@shop/domain/catalogue/apiSchemas';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { wrapIndex } from '../../../components/product/carousel.ts';
import { ProductCarousel } from '../../../components/product/ProductCarousel.tsx';
import { SectionError } from '../../../components/product/SectionError.tsx';
import { type MessageKey, useT } from '../../../lib/intl.tsx';
import { CAROUSEL_SIZE, fetchCategoryProducts } from '../api.ts';
import { useProductActions } from '../productActions.ts';

const tabs: ReadonlyArray<{ id: string; categoryId: number; label: MessageKey; viewAll: string }> = [
  { id: 'hot', categoryId: 60000, label: 'catalogue.tabs.hot', viewAll: '/category/60000' },
  { id: 'offers', categoryId: 80000, label: 'catalogue.tabs.offers', viewAll: '/offer' },
];

type TabState = { products: DisplayProductCard[] | null; error: unknown };

/**
 * Hot products (category 60000) and latest offers (80000) as tabs over one carousel each (ARIA tabs: arrow
 * keys move between tabs). A tab's products are fetched the first time it is shown. Loaded on demand: the
 * home page pulls this module in only when the area nears the screen.
 */
export function ProductTabs() {
  const t = useT();
  const { addCardToCart } = useProductActions();
  const baseId = useId();
  const [active, setActive] = useState(0);
  const [state, setState] = useState<Record<string, TabState>>({});
  const [attempt, setAttempt] = useState(0);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const tab = tabs[active] ?? tabs[0]!;
  const current = state[tab.id];

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the "try again" button's request.
  useEffect(() => {
    if (current?.products) return;
    const controller = new AbortController();
    fetchCategoryProducts(tab.categoryId, { page: 1, size: CAROUSEL_SIZE }, controller.signal)
      .then((page) => setState((all) => ({ ...all, [tab.id]: { products: page.list, error: null } })))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState((all) => ({ ...all, [tab.id]: { products: null, error } }));
      });
    return () => controller.abort();
  }, [tab.id, tab.categoryId, current?.products, attempt]);

  const select = (index: number) => {
    const wrapped = wrapIndex(index, tabs.length);
    setActive(wrapped);
    tabRefs.current[wrapped]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: active + 1,
      ArrowLeft: active - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <section className="product-tabs" aria-labelledby={`${baseId}-heading`}>
      <h2 id={`${baseId}-heading`} className="visually-hidden">
        {t('catalogue.tabs.label')}
      </h2>
      <div className="tab-list" role="tablist" aria-labelledby={`${baseId}-heading`} onKeyDown={onKeyDown}>
        {tabs.map((item, index) => (
          <button
            key={item.id}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${item.id}`}
            aria-selected={index === active}
            aria-controls={`${baseId}-panel`}
            tabIndex={index === active ? 0 : -1}
            className="tab"
            onClick={() => setActive(index)}
          >
            {t(item.label)}
          </button>
        ))}
      </div>
      <div
        id={`${baseId}-panel`}
        role="tabpanel"
        aria-labelledby={`${baseId}-tab-${tab.id}`}
        className="tab-panel"
        data-testid={`tab-panel-${tab.id}`}
      >
        {current?.error ? (
          <SectionError
            error={current.error}
            onRetry={() => {
              setState((all) => ({ ...all, [tab.id]: { products: null, error: null } }));
              setAttempt((value) => value + 1);
            }}
          />
        ) : (
          <ProductCarousel
            products={current?.products ?? null}
            label={t(tab.label)}
            onAddToCart={addCardToCart}
            testId={`carousel-${tab.id}`}
          />
        )}
        <p className="view-all">
          <Link to={tab.viewAll}>{t('catalogue.viewAll', { name: t(tab.label) })}</Link>
        </p>
      </div>
    </section>
  );
}
