import type { FastifyInstance } from 'fastify';
import { signUpRoutes } from './add.ts';
import { addressRoutes } from './addresses.ts';
import { oauthRoutes } from './oauth.ts';
import { profileRoutes } from './profile.ts';
import { passwordRoutes } from './resetPassword.ts';

/** member/…: sign-up (open), social sign-up and login (ID token), password reset (SMS code), and the
 * caller's own record and addresses (member token). */
export async function memberRoutes(app: FastifyInstance): Promise<void> {
  await app.register(signUpRoutes);
  await app.register(oauthRoutes);
  await app.register(passwordRoutes);
  await app.register(profileRoutes);
  await app.register(addressRoutes);
}
