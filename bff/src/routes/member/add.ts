import { signUpAnswerSchema } from '@shop/domain/members/apiSchemas';
import type { FastifyInstance } from 'fastify';
import { publicRoutes } from '../../http/access.ts';
import { limitRequests } from '../../limits/limitRequests.ts';
import { routeLimits } from '../../limits/shopLimits.ts';
import { registerMember } from '../../members/signUp.ts';

/** POST member/add: sign-up with an SMS code; the answer is a status (members/signUp.ts). */
export async function signUpRoutes(app: FastifyInstance): Promise<void> {
  publicRoutes(app);
  app.post(
    '/member/add',
    {
      schema: { response: { 200: signUpAnswerSchema } },
      preValidation: limitRequests(app.deps, routeLimits.signUp),
    },
    async (request) => registerMember(app.deps, request.body),
  );
}
