import { type Category, categorySchema } from '@shop/domain/catalogue/apiSchemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cacheAsCatalogue } from '../../catalogue/cacheControl.ts';
import { parseId } from '../../catalogue/displayProducts.ts';
import { notFound } from '../../errors.ts';

interface CategoryRow {
  category_id: number;
  name_chi: string;
  name_eng: string;
  url_naming: string | null;
  banner_image: string | null;
  mobile_banner_image: string | null;
  metatitle: string;
  metadesc: string;
}

const COLUMNS =
  'category_id, name_chi, name_eng, url_naming, banner_image, mobile_banner_image, metatitle, metadesc';

function toCategory(row: CategoryRow): Category {
  return {
    categoryId: row.category_id,
    categoryName: row.name_chi,
    categoryNameEng: row.name_eng,
    categoryUrlNaming: row.url_naming,
    bannerImage: row.banner_image,
    mobileBannerImage: row.mobile_banner_image,
    metatitle: row.metatitle,
    metadesc: row.metadesc,
  };
}

/**
 * GET category/all (menu order) and category/{id or url naming} (for example 80000 or offer). Category 1
 * ("all") carries the all-products banner.
 */
export async function categoryRoutes(api: FastifyInstance): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  app.get(
    '/category/all',
    { schema: { response: { 200: z.array(categorySchema) } } },
    async (_request, reply) => {
      const { rows } = await db.query<CategoryRow>(
        `select ${COLUMNS} from categories order by sort_order, category_id`,
      );
      return cacheAsCatalogue(reply).send(rows.map(toCategory));
    },
  );

  app.get(
    '/category/:categoryId',
    {
      schema: {
        params: z.object({ categoryId: z.string().min(1).max(200) }),
        response: { 200: categorySchema },
      },
    },
    async (request, reply) => {
      const id = parseId(request.params.categoryId);
      const { rows } = await db.query<CategoryRow>(
        `select ${COLUMNS} from categories where ${id === null ? 'url_naming = $1' : 'category_id = $1::int'}`,
        [id ?? request.params.categoryId],
      );
      const row = rows[0];
      if (!row) throw notFound(`No category ${request.params.categoryId}`, 'CATEGORY_NOT_FOUND');
      return cacheAsCatalogue(reply).send(toCategory(row));
    },
  );
}
