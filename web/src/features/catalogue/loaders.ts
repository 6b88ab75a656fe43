import type {
  Article,
  ArticleSummary,
  Category,
  DisplayProduct,
  DisplayProductPage,
  SearchPage,
} from '@shop/domain/catalogue/apiSchemas';
import { data, type LoaderFunctionArgs } from 'react-router';
import {
  fetchArticle,
  fetchCategory,
  fetchCategoryArticles,
  fetchCategoryProducts,
  fetchDisplayProduct,
  LISTING_PAGE_SIZE,
  orNotFound,
  searchProducts,
} from './api.ts';
import { ALL_PRODUCTS_CATEGORY_ID, isArticleCategory } from './meta.ts';
import { isShown } from './product/productView.ts';

/**
 * The catalogue pages' loaders, in a module of their own: the router loads it beside each page's code (the
 * data request does not wait for the page's chunk), and it stays out of the first view.
 */

export type CategoryData =
  | { kind: 'products'; key: string; category: Category; firstPage: DisplayProductPage }
  | { kind: 'articles'; key: string; category: Category; articles: ArticleSummary[] };

/** /category/{id or url naming}, /category/all, and the named listings /offer and /chinese. */
export async function loadCategoryPage(idOrName: string, signal: AbortSignal): Promise<CategoryData> {
  const key = idOrName.trim();
  if (isArticleCategory(key)) {
    const [category, articles] = await Promise.all([
      orNotFound(fetchCategory(key, signal)),
      orNotFound(fetchCategoryArticles(key, signal)),
    ]);
    return { kind: 'articles', key, category, articles };
  }
  const categoryKey = key === 'all' ? ALL_PRODUCTS_CATEGORY_ID : key;
  const [category, firstPage] = await Promise.all([
    orNotFound(fetchCategory(categoryKey, signal)),
    orNotFound(fetchCategoryProducts(key, { page: 1, size: LISTING_PAGE_SIZE }, signal)),
  ]);
  return { kind: 'products', key, category, firstPage };
}

export function categoryLoader({ params, request }: LoaderFunctionArgs): Promise<CategoryData> {
  return loadCategoryPage(params.categoryId ?? '', request.signal);
}

/** A loader for a category under its own address (/offer, /chinese). */
export function namedCategoryLoader(categoryUrlName: string) {
  return ({ request }: LoaderFunctionArgs): Promise<CategoryData> =>
    loadCategoryPage(categoryUrlName, request.signal);
}

export async function productLoader({ params, request }: LoaderFunctionArgs): Promise<DisplayProduct> {
  const product = await orNotFound(fetchDisplayProduct(params.idOrUrlName ?? '', request.signal));
  // Off sale (status not 1) or nothing to buy: not found (spec 000 §2).
  if (!isShown(product)) throw data(null, { status: 404 });
  return product;
}

/** The API accepts at most 100 characters. */
export const MAX_QUERY_LENGTH = 100;

export interface SearchData {
  query: string;
  firstPage: SearchPage | null;
}

export function searchQueryOf(url: string): string {
  return (new URL(url).searchParams.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH);
}

export async function searchLoader({ request }: LoaderFunctionArgs): Promise<SearchData> {
  const query = searchQueryOf(request.url);
  if (query === '') return { query, firstPage: null };
  return {
    query,
    firstPage: await searchProducts(query, { page: 1, size: LISTING_PAGE_SIZE }, request.signal),
  };
}

/** Any failure but a lost connection means not found (spec 000 §2); offline gets the offline notice. */
export function articleLoader({ params, request }: LoaderFunctionArgs): Promise<Article> {
  return orNotFound(fetchArticle(params.articleId ?? '', request.signal), { anyFailure: true });
}

/** The hair care sets the /crmoffer coupon applies to. */
export const CRM_CATEGORY_ID = 11200;

export function crmOfferLoader({ request }: LoaderFunctionArgs): Promise<DisplayProductPage> {
  return fetchCategoryProducts(CRM_CATEGORY_ID, { page: 1, size: LISTING_PAGE_SIZE }, request.signal);
}
