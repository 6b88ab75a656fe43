import { PASSWORD_RESET_TEXT, passwordResetTextSchema } from '@shop/domain/members/apiSchemas';
import { resetPasswordSchema } from '@shop/domain/members/signUp';
import type { FastifyInstance } from 'fastify';
import { publicRoutes } from '../../http/access.ts';
import { parseInput } from '../../http/body.ts';
import { digitLookup, loadPhoneRules } from '../../locations/locations.ts';
import { resetPassword } from '../../members/passwordReset.ts';

/**
 * POST member/resetPassword: with the SMS code, sets a new password (members/passwordReset.ts). Success is
 * the text the storefront compares; failures are 4xx errors.
 */
export async function passwordRoutes(app: FastifyInstance): Promise<void> {
  publicRoutes(app);
  app.post(
    '/member/resetPassword',
    { schema: { response: { 200: passwordResetTextSchema } } },
    async (request, reply) => {
      const rules = await loadPhoneRules(app.deps.db);
      const form = parseInput(resetPasswordSchema(digitLookup(rules)), request.body);
      await resetPassword(app.deps, form, rules);
      return reply.type('text/plain; charset=utf-8').send(PASSWORD_RESET_TEXT);
    },
  );
}
