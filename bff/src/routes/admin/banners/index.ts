import {
  adminBannerSchema,
  deletedSchema,
  listPageSchema,
  uploadedImageSchema,
} from '@shop/domain/admin/apiSchemas';
import { BANNER_SLOTS, bannerFormSchema } from '@shop/domain/admin/content';
import { listQuerySchema } from '@shop/domain/admin/listing';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditedWrite } from '../../../admin/audit.ts';
import {
  BANNER_SORTS,
  createBanner,
  deleteBanner,
  findBanner,
  listBanners,
  updateBanner,
} from '../../../admin/content/bannersAdmin.ts';
import { storeUploadedImage } from '../../../files/uploads.ts';
import { staffSection } from '../../../http/access.ts';
import { parseInput, plainFields } from '../../../http/body.ts';
import { idField } from '../../../http/fields.ts';
import { acceptPictureBodies, pictureTooLarge, uploadedBytes } from '../../../http/pictureUpload.ts';
import { staffOf } from '../../../plugins/auth.ts';

const params = z.object({ bannerId: idField });

/**
 * The banners section: A (the home carousel, many pictures), B and C (one each); a mobile picture is optional.
 * POST admin/banners/pictures takes a picture of at most 10 MB as the body and answers its file name.
 */
export async function adminBannerRoutes(api: FastifyInstance): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();
  staffSection(app, 'banners');
  acceptPictureBodies(app);
  const { db, clock } = app.deps;

  app.get(
    '/admin/banners',
    {
      schema: {
        response: { 200: listPageSchema(adminBannerSchema) },
        querystring: listQuerySchema(BANNER_SORTS).extend({ slot: z.enum(BANNER_SLOTS).optional() }),
      },
    },
    async (request) => listBanners(db, request.query),
  );

  app.get(
    '/admin/banners/:bannerId',
    { schema: { response: { 200: adminBannerSchema }, params } },
    async (request) => findBanner(db, request.params.bannerId),
  );

  app.post('/admin/banners', { schema: { response: { 200: adminBannerSchema } } }, async (request) => {
    const input = parseInput(bannerFormSchema, request.body, plainFields);
    return auditedWrite(db, staffOf(request), clock.now(), (tx) => createBanner(tx, input, clock.now()));
  });

  app.put(
    '/admin/banners/:bannerId',
    { schema: { response: { 200: adminBannerSchema }, params } },
    async (request) => {
      const input = parseInput(bannerFormSchema, request.body, plainFields);
      return auditedWrite(db, staffOf(request), clock.now(), (tx) =>
        updateBanner(tx, request.params.bannerId, input, clock.now()),
      );
    },
  );

  app.delete(
    '/admin/banners/:bannerId',
    { schema: { response: { 200: deletedSchema('bannerId') }, params } },
    async (request) =>
      auditedWrite(db, staffOf(request), clock.now(), (tx) => deleteBanner(tx, request.params.bannerId)),
  );

  app.post(
    '/admin/banners/pictures',
    { schema: { response: { 200: uploadedImageSchema } }, errorHandler: pictureTooLarge },
    async (request) => {
      const bytes = uploadedBytes(request);
      return auditedWrite(db, staffOf(request), clock.now(), async (tx) => {
        const stored = await storeUploadedImage(tx, 'banner', bytes, clock.now());
        return {
          result: stored,
          change: {
            section: 'banners',
            action: 'picture.uploaded',
            entityId: stored.name,
            before: null,
            after: stored,
          },
        };
      });
    },
  );
}
