import { z } from 'zod';

/** Category views ask for 1000 a page (specification 000 §9); carousels send no paging and get that too. */
export const MAX_PAGE_SIZE = 1000;
export const DEFAULT_PAGE_SIZE = MAX_PAGE_SIZE;

const pageNumber = z.coerce.number().int().min(1).max(1_000_000);
const pageSize = z.coerce.number().int().min(1).max(MAX_PAGE_SIZE);

/**
 * `?page&size` of the paged catalogue calls. Pages are 1-based: the answer's pageno echoes the page and
 * the last page has pageno === pagenum. An empty parameter counts as absent.
 */
export const pagingQuerySchema = z.object({
  page: z.preprocess((value) => (value === '' ? undefined : value), pageNumber.default(1)),
  size: z.preprocess((value) => (value === '' ? undefined : value), pageSize.default(DEFAULT_PAGE_SIZE)),
});

export type Paging = z.infer<typeof pagingQuerySchema>;

export function pageCount(total: number, size: number): number {
  return Math.ceil(total / size);
}
