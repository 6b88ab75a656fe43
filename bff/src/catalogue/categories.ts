import type { Category } from '@shop/domain/catalogue/apiSchemas';
import type { Queryable } from '@shop/projections/ports/db';
import { parseId } from './displayProducts.ts';

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

/** Every category, in menu order. */
export async function allCategories(db: Queryable): Promise<Category[]> {
  const { rows } = await db.query<CategoryRow>(
    `select ${COLUMNS} from categories order by sort_order, category_id`,
  );
  return rows.map(toCategory);
}

/** A category by its id (80000) or its url naming (offer), or null. */
export async function findCategory(db: Queryable, idOrUrlNaming: string): Promise<Category | null> {
  const id = parseId(idOrUrlNaming);
  const { rows } = await db.query<CategoryRow>(
    `select ${COLUMNS} from categories where ${id === null ? 'url_naming = $1' : 'category_id = $1::int'}`,
    [id ?? idOrUrlNaming],
  );
  return rows[0] ? toCategory(rows[0]) : null;
}
