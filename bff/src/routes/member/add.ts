import type { FastifyInstance } from 'fastify';
import { registerMember } from '../../members/signUp.ts';

/** POST member/add: sign-up with an SMS code; the answer is a status (members/signUp.ts). */
export async function signUpRoutes(app: FastifyInstance): Promise<void> {
  app.post('/member/add', async (request) => registerMember(app.deps, request.body));
}
