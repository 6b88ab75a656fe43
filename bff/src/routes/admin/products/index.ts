import {
  adminProductRowSchema,
  adminProductSchema,
  listPageSchema,
  productFormChoicesSchema,
  storedImageRowSchema,
  uploadedImageSchema,
} from '@shop/domain/admin/apiSchemas';
import { listQuerySchema } from '@shop/domain/admin/listing';
import { PRODUCT_SORTS, productFiltersSchema, productFormSchema } from '@shop/domain/admin/products';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditedWrite } from '../../../admin/audit.ts';
import {
  createProduct,
  listProducts,
  productForEdit,
  productFormChoices,
  updateProduct,
} from '../../../admin/products/productAdmin.ts';
import { listProductImages } from '../../../admin/products/productImages.ts';
import { HttpError } from '../../../errors.ts';
import { storeUploadedImage } from '../../../files/uploads.ts';
import { staffSection } from '../../../http/access.ts';
import { parseInput, plainFields } from '../../../http/body.ts';
import { idField } from '../../../http/fields.ts';
import { acceptPictureBodies, pictureTooLarge, uploadedBytes } from '../../../http/pictureUpload.ts';
import { staffOf } from '../../../plugins/auth.ts';

/**
 * The products section (docs/backOffice.md, "Products, inventory and prices"): the products table, the
 * product form (create, edit) and its pickers, and product pictures (upload, or pick a stored one).
 * POST /admin/products/images takes the picture itself as the body, `Content-Type: image/...`, up to 10 MB.
 */
export async function adminProductsRoutes(api: FastifyInstance): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();
  staffSection(app, 'products');
  const { db, clock } = app.deps;

  // The picture's bytes as the body; the upload gate (files/uploads.ts) decides what they are.
  acceptPictureBodies(app);

  app.get(
    '/admin/products',
    {
      schema: {
        response: { 200: listPageSchema(adminProductRowSchema) },
        querystring: listQuerySchema(PRODUCT_SORTS).extend(productFiltersSchema.shape),
      },
    },
    async (request) => listProducts(db, request.query),
  );

  app.get('/admin/products/choices', { schema: { response: { 200: productFormChoicesSchema } } }, async () =>
    productFormChoices(db),
  );

  app.get(
    '/admin/products/:displayProductId',
    { schema: { response: { 200: adminProductSchema }, params: z.object({ displayProductId: idField }) } },
    async (request) => {
      const product = await productForEdit(db, request.params.displayProductId);
      if (!product) throw new HttpError(404, 'NOT_FOUND', '找不到此產品 No such product.');
      return product;
    },
  );

  app.post('/admin/products', { schema: { response: { 200: adminProductSchema } } }, async (request) => {
    const form = parseInput(productFormSchema, request.body, plainFields);
    const staff = staffOf(request);
    return auditedWrite(db, staff, clock.now(), (tx) => createProduct(tx, form, staff, clock.now()));
  });

  app.put(
    '/admin/products/:displayProductId',
    { schema: { response: { 200: adminProductSchema }, params: z.object({ displayProductId: idField }) } },
    async (request) => {
      const form = parseInput(productFormSchema, request.body, plainFields);
      const staff = staffOf(request);
      return auditedWrite(db, staff, clock.now(), (tx) =>
        updateProduct(tx, request.params.displayProductId, form, staff, clock.now()),
      );
    },
  );

  app.get(
    '/admin/products/images',
    {
      schema: {
        response: { 200: listPageSchema(storedImageRowSchema) },
        querystring: listQuerySchema(['createdAt', 'name'] as const),
      },
    },
    async (request) => listProductImages(db, request.query),
  );

  app.post(
    '/admin/products/images',
    { schema: { response: { 200: uploadedImageSchema } }, errorHandler: pictureTooLarge },
    async (request) => {
      const bytes = uploadedBytes(request);
      return auditedWrite(db, staffOf(request), clock.now(), async (tx) => {
        const image = await storeUploadedImage(tx, 'product', bytes, clock.now());
        return {
          result: image,
          change: {
            section: 'products',
            action: 'image.uploaded',
            entityId: image.name,
            before: null,
            after: image,
          },
        };
      });
    },
  );
}
