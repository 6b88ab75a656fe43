import type { FastifyInstance, onRequestHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Who may call a route. The check runs in `onRequest`, before the body is parsed and the schema validates
 * it, so a caller without a token gets 401 and learns nothing about the fields.
 * - `member`: a valid member token, 401 otherwise.
 * - `optionalMember`: open to guests; a request that sends an Authorization header must carry a valid member
 *   token (401 otherwise), and is then answered as that member.
 * A route says it in its options (`config: { access: 'member' }`), or a whole plugin with `membersOnly(app)`.
 */
export type Access = 'member' | 'optionalMember';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    /** Every route registered so far, with its options as they ended up (for tests that walk the API). */
    registeredRoutes(): readonly RegisteredRoute[];
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  access: Access | null;
  options: RouteOptions;
}

/** Puts every route this plugin registers behind the member check (unless the route says otherwise). */
export function membersOnly(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (route.config?.access) return;
    route.config = { ...route.config, access: 'member' };
    guard(app, route);
  });
}

function checkOf(app: FastifyInstance, access: Access): onRequestHookHandler {
  if (access === 'member') return app.auth.authenticateMember;
  return async function optionalMember(request, reply) {
    if (request.headers.authorization !== undefined) await app.auth.authenticateMember(request, reply);
  };
}

/** Runs the route's access check first of its onRequest hooks. */
function guard(app: FastifyInstance, route: RouteOptions): void {
  const access = route.config?.access;
  if (!access) return;
  const own = route.onRequest === undefined ? [] : [route.onRequest].flat();
  route.onRequest = [checkOf(app, access), ...own];
}

/** Applies `config.access` of every route; registered once, after the auth plugin. */
export const accessPlugin = fp(
  async (app: FastifyInstance) => {
    const routes: RouteOptions[] = [];
    app.decorate('registeredRoutes', () =>
      // Read late: a plugin's membersOnly sets the access after this hook has seen the route.
      routes.flatMap((route) =>
        [route.method].flat().map((method) => ({
          method,
          url: route.url,
          access: route.config?.access ?? null,
          options: route,
        })),
      ),
    );
    app.addHook('onRoute', (route) => {
      routes.push(route);
      guard(app, route);
    });
  },
  { name: 'access', dependencies: ['auth'] },
);
