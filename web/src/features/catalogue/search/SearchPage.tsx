import { type FormEvent, useCallback, useId } from 'react';
import { Link, useLoaderData, useNavigate } from 'react-router';
import { SearchIcon } from '../../../components/icons/icons.tsx';
import { InfiniteProductGrid } from '../../../components/product/InfiniteProductGrid.tsx';
import { usePageTitle } from '../../../hooks/usePageTitle.ts';
import { useT } from '../../../lib/intl.tsx';
import { LISTING_PAGE_SIZE, searchProducts } from '../api.ts';
import { MAX_QUERY_LENGTH, type SearchData } from '../loaders.ts';
import { useProductActions } from '../productActions.ts';
import '../catalogue.css';

/** /search?q=…: the search runs on Enter or the button (a new address each time, so Back works). */
export function SearchPage() {
  const t = useT();
  const { addCardToCart } = useProductActions();
  const navigate = useNavigate();
  const inputId = useId();
  const { query, firstPage } = useLoaderData<SearchData>();
  usePageTitle(query === '' ? t('catalogue.search.title') : t('catalogue.search.titleFor', { query }));

  const loadPage = useCallback(
    (page: number, signal: AbortSignal) => searchProducts(query, { page, size: LISTING_PAGE_SIZE }, signal),
    [query],
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    if (next !== '') navigate(`/search?${new URLSearchParams({ q: next })}`);
  };

  return (
    <div className="page search-page">
      <h1>{query === '' ? t('catalogue.search.title') : t('catalogue.search.heading', { query })}</h1>
      <search>
        <form className="search-form search-page-form" onSubmit={submit}>
          <label htmlFor={inputId}>{t('search.label')}</label>
          <div className="search-row">
            <input
              key={query}
              id={inputId}
              name="q"
              type="search"
              enterKeyHint="search"
              autoComplete="off"
              defaultValue={query}
              maxLength={MAX_QUERY_LENGTH}
              required
            />
            <button type="submit" className="button">
              <SearchIcon />
              <span>{t('search.submit')}</span>
            </button>
          </div>
        </form>
      </search>
      {firstPage === null ? (
        <p>{t('catalogue.search.prompt')}</p>
      ) : firstPage.total === 0 ? (
        <div className="empty-state" data-testid="search-empty">
          <h2>{t('catalogue.search.notFound')}</h2>
          <p>{t('catalogue.search.notFoundHint')}</p>
          <p>
            <Link to="/category/all" className="button button-secondary">
              {t('catalogue.search.browseAll')}
            </Link>
          </p>
        </div>
      ) : (
        <>
          <p className="listing-count" role="status">
            {t(firstPage.moreThanTotal ? 'catalogue.search.countMore' : 'catalogue.search.count', {
              count: firstPage.total,
            })}
          </p>
          <InfiniteProductGrid
            firstPage={firstPage}
            loadPage={loadPage}
            label={t('catalogue.search.results')}
            onAddToCart={addCardToCart}
          />
        </>
      )}
    </div>
  );
}
