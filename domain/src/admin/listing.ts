import { z } from 'zod';

/**
 * One query shape for every back-office table: the server pages, sorts and filters (a table never loads a
 * whole section into the browser). `sort` names a column the section allows; anything else is refused.
 */
export const MAX_PAGE_SIZE = 100;

export function listQuerySchema<const Sort extends string>(sortable: readonly [Sort, ...Sort[]]) {
  return z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
    sort: z.enum(sortable).default(sortable[0]),
    order: z.enum(['asc', 'desc']).default('desc'),
    /** Free-text filter; each section says which columns it searches. */
    q: z.string().trim().max(100).optional(),
  });
}

export type ListQuery<Sort extends string = string> = {
  page: number;
  pageSize: number;
  sort: Sort;
  order: 'asc' | 'desc';
  q?: string | undefined;
};

export interface ListPage<Item> {
  items: Item[];
  /** The matching rows, counted up to a bound (the bff's LIST_COUNT_REACH or the asked page's end). */
  total: number;
  /** More rows match than `total`: the count stopped at its bound. */
  moreThanTotal: boolean;
  page: number;
  pageSize: number;
}
