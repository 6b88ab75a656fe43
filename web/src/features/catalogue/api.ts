import type {
  Article,
  ArticleSummary,
  Category,
  DisplayProduct,
  DisplayProductPage,
  SearchPage,
} from '@shop/domain/catalogue/apiSchemas';
import { data } from 'react-router';
import { api, isApiError } from '../../lib/api.ts';

/**
 * The catalogue calls of the storefront (GET /api/displayProduct/…, /category/…, banners, /article/…).
 * Types only come from the domain's schemas: the server answers through them, and parsing again here would
 * put zod into every catalogue page's code.
 */

/** Tiles per request of an infinite-scroll listing: a phone screen and a half, a desktop row or two. */
export const LISTING_PAGE_SIZE = 12;
/** Products in a home or recommendation carousel; the "view all" link leads to the rest. */
export const CAROUSEL_SIZE = 16;

export type Paging = { page: number; size: number };

export function fetchCategory(idOrUrlName: string | number, signal?: AbortSignal): Promise<Category> {
  return api.request<Category>(`category/${encodeURIComponent(String(idOrUrlName))}`, opts(signal));
}

/** A category's products; `all` lists every product on sale. */
export function fetchCategoryProducts(
  idOrUrlName: string | number,
  paging: Paging,
  signal?: AbortSignal,
): Promise<DisplayProductPage> {
  const path =
    idOrUrlName === 'all'
      ? 'displayProduct/all'
      : `displayProduct/category/${encodeURIComponent(String(idOrUrlName))}`;
  return api.request<DisplayProductPage>(path, { ...opts(signal), query: paging });
}

export function fetchDisplayProduct(idOrUrlName: string, signal?: AbortSignal): Promise<DisplayProduct> {
  return api.request<DisplayProduct>(`displayProduct/${encodeURIComponent(idOrUrlName)}`, opts(signal));
}

export function searchProducts(
  searchString: string,
  paging: Paging,
  signal?: AbortSignal,
): Promise<SearchPage> {
  return api.request<SearchPage>('displayProduct/search', {
    ...opts(signal),
    method: 'POST',
    body: { searchString, ...paging },
  });
}

export function fetchArticle(id: string, signal?: AbortSignal): Promise<Article> {
  return api.request<Article>(`article/${encodeURIComponent(id)}`, opts(signal));
}

export function fetchCategoryArticles(id: string | number, signal?: AbortSignal): Promise<ArticleSummary[]> {
  return api.request<ArticleSummary[]>(`article/category/${encodeURIComponent(String(id))}`, opts(signal));
}

function opts(signal: AbortSignal | undefined) {
  return signal ? { signal } : {};
}

/**
 * For loaders: an API 404 (and, where the specification says so, any answer but a network failure) becomes
 * the route's 404, which the route error boundary shows as the not-found notice. A network failure stays an
 * ApiError so the boundary can say "you are offline".
 */
export async function orNotFound<T>(request: Promise<T>, options: { anyFailure?: boolean } = {}): Promise<T> {
  try {
    return await request;
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || (options.anyFailure && !error.isNetworkError))) {
      throw data(null, { status: 404 });
    }
    throw error;
  }
}
