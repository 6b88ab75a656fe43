import type { PageContent } from '@shop/domain/catalogue/apiSchemas';
import { data } from 'react-router';
import { api, isApiError } from '../../lib/api.ts';

/** GET /api/pageContent/{id}: { pageContentId, title, titleEng, content } with sanitised HTML. */
export async function fetchPageContent(id: number | string, signal?: AbortSignal): Promise<PageContent> {
  try {
    return await api.request<PageContent>(
      `pageContent/${encodeURIComponent(String(id))}`,
      signal ? { signal } : {},
    );
  } catch (error) {
    // Unknown page: the route's not-found notice. Offline stays an ApiError for the offline notice.
    if (isApiError(error) && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}
