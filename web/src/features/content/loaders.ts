import type { PageContent } from '@shop/domain/catalogue/apiSchemas';
import type { LoaderFunctionArgs } from 'react-router';
import { fetchPageContent } from './api.ts';
import { type ContentPageDefinition, contentPageByPath, PAGE_CONTENT } from './pages.ts';

/** The content pages' loaders, apart from the pages so the router fetches while the page code arrives. */

export interface ContentData {
  definition: Pick<ContentPageDefinition, 'anchors' | 'appendix'> | null;
  page: PageContent;
  appendix: PageContent | null;
}

export function contentLoader(
  definition: Pick<ContentPageDefinition, 'pageContentId' | 'anchors' | 'appendix'>,
) {
  return async ({ request }: LoaderFunctionArgs): Promise<ContentData> => {
    const [page, appendix] = await Promise.all([
      fetchPageContent(definition.pageContentId, request.signal),
      definition.appendix ? fetchPageContent(definition.appendix.pageContentId, request.signal) : null,
    ]);
    return { definition, page, appendix };
  };
}

/** The loader of the content page at a path (/faq, /club …). */
export function contentLoaderFor(path: string) {
  if (path === 'club') return contentLoader({ pageContentId: PAGE_CONTENT.club });
  const definition = contentPageByPath(path);
  if (!definition) throw new Error(`No content page at /${path}`);
  return contentLoader(definition);
}

/** /page_content/{id}: any page content by its id. */
export async function pageContentLoader({ params, request }: LoaderFunctionArgs): Promise<ContentData> {
  const id = params.pageContentId ?? '';
  return { definition: null, page: await fetchPageContent(id, request.signal), appendix: null };
}
