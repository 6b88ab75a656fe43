import { listPageSchema, pointsAdjustedAnswerSchema } from '@shop/domain/admin/apiSchemas';
import { listQuerySchema } from '@shop/domain/admin/listing';
import { MEMBER_SORTS, memberListItemSchema } from '@shop/domain/admin/members';
import { memberLedgerSchema, POINTS_RECORD_SORTS, pointsAdjustmentSchema } from '@shop/domain/admin/points';
import { memberPointsReadModel } from '@shop/projections/memberPoints/memberPoints';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditedWrite } from '../../../admin/audit.ts';
import { listMembers } from '../../../admin/members/memberAdmin.ts';
import { adjustPoints, memberLedger } from '../../../admin/points/pointsAdmin.ts';
import { staffSection } from '../../../http/access.ts';
import { parseInput, plainFields } from '../../../http/body.ts';
import { eventMetadataOf } from '../../../http/eventMetadata.ts';
import { idField } from '../../../http/fields.ts';
import { staffOf } from '../../../plugins/auth.ts';

const memberParams = z.object({ memberId: idField });
/** Long enough for a caught-up runner, short enough not to hold staff up when it is behind. */
const LEDGER_WAIT_MS = 2000;

/**
 * The points section: find a member, read their ledger and balance, adjust it (± points with a reason,
 * appended as PointsAdjusted on the member's points stream with the staff member as actor).
 */
export async function adminPointsRoutes(api: FastifyInstance): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();
  staffSection(app, 'points');
  const { db, clock, eventStore, projections } = app.deps;

  // The member search of the points section: staff who keep points need not hold the members grant.
  app.get(
    '/admin/points/members',
    {
      schema: {
        response: { 200: listPageSchema(memberListItemSchema) },
        querystring: listQuerySchema(MEMBER_SORTS),
      },
    },
    async (request) => listMembers(db, request.query),
  );

  app.get(
    '/admin/members/:memberId/points',
    {
      schema: {
        params: memberParams,
        querystring: listQuerySchema(POINTS_RECORD_SORTS),
        response: { 200: memberLedgerSchema },
      },
    },
    async (request) => memberLedger(db, request.params.memberId, request.query),
  );

  app.post(
    '/admin/members/:memberId/points/adjustments',
    { schema: { response: { 200: pointsAdjustedAnswerSchema }, params: memberParams } },
    async (request) => {
      const form = parseInput(pointsAdjustmentSchema, request.body, plainFields);
      const staff = staffOf(request);
      const now = clock.now();
      const metadata = eventMetadataOf(request, { kind: 'staff', id: String(staff.staffId) }, now);
      const { balance, appended } = await auditedWrite(db, staff, now, (tx) =>
        adjustPoints(tx, eventStore, { memberId: request.params.memberId, form, metadata, now }),
      );
      // Read-your-writes: the ledger page staff land on next shows the adjustment (bounded wait).
      if (appended) {
        await projections
          .waitFor(memberPointsReadModel.name, appended.position, { timeoutMs: LEDGER_WAIT_MS })
          .catch(() => undefined);
      }
      return { balance };
    },
  );
}
