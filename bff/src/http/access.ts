import { type AdminSection, allows } from '@shop/domain/admin/sections';
import type { FastifyInstance, onRequestHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../errors.ts';

/**
 * Who may call a route. Every API route declares one (access.int.test.ts fails on a route that does not), so
 * a new route is open to anyone only because its author said so. The check runs in `onRequest`, before the
 * body is parsed and the schema validates it, so a caller without a token gets 401 and learns nothing about
 * the fields.
 * - `public`: anyone; no token is read.
 * - `member`: a valid member token, 401 otherwise.
 * - `optionalMember`: open to guests; a request that sends an Authorization header must carry a valid member
 *   token (401 otherwise), and is then answered as that member.
 * - `{ staff: section, write }`: a valid staff token whose roles grant the section (read, or write when
 *   `write`), 403 otherwise; `staff: null` is any signed-in staff member (their own profile).
 * A route says it in its options (`config: { access: 'member' }`), or a whole plugin with `membersOnly(app)`
 * or `staffSection(app, section)`.
 */
export interface StaffAccess {
  staff: AdminSection | null;
  write: boolean;
}
export type Access = 'public' | 'member' | 'optionalMember' | StaffAccess;

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

/**
 * Opens the routes this plugin registers itself to anyone (unless a route says otherwise): for plugins that
 * hold public routes only, such as the catalogue. Routes of its child plugins are left alone, so a child's
 * `membersOnly` still applies; a plugin mixing public and member routes declares each route instead, so a
 * route added to it later without a rule fails access.int.test.ts rather than opening silently.
 */
export function publicRoutes(app: FastifyInstance): void {
  app.addHook('onRoute', function openToAnyone(this: FastifyInstance, route) {
    if (this !== app || route.config?.access) return;
    route.config = { ...route.config, access: 'public' };
  });
}

/** Puts every route this plugin registers behind the member check (unless the route says otherwise). */
export function membersOnly(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (route.config?.access) return;
    route.config = { ...route.config, access: 'member' };
    guard(app, route);
  });
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Puts every route this plugin registers behind the staff check of `section`: reads (GET) need the read grant,
 * every other method the write grant. A route may ask for more (`config.access`), never for nothing.
 */
export function staffSection(app: FastifyInstance, section: AdminSection): void {
  app.addHook('onRoute', (route) => {
    const declared = route.config?.access;
    if (declared && typeof declared !== 'object')
      throw new Error(`${route.url} is in the ${section} section: it cannot be ${declared}`);
    if (declared) return;
    const write = [route.method].flat().some((method) => WRITE_METHODS.has(method));
    route.config = { ...route.config, access: { staff: section, write } };
    guard(app, route);
  });
}

function staffCheck(app: FastifyInstance, access: StaffAccess): onRequestHookHandler {
  return async function staffAccess(request, reply) {
    await app.auth.authenticateStaff(request, reply);
    const { permissions } = request.staff!;
    if (access.staff !== null && !allows(permissions, access.staff, access.write)) {
      throw new HttpError(
        403,
        'FORBIDDEN',
        access.write
          ? '你的角色不可修改此部分 Your role cannot change this section.'
          : '你的角色不可查看此部分 Your role cannot open this section.',
        { section: access.staff, write: access.write },
      );
    }
  };
}

function checkOf(app: FastifyInstance, access: Exclude<Access, 'public'>): onRequestHookHandler {
  if (typeof access === 'object') return staffCheck(app, access);
  if (access === 'member') return app.auth.authenticateMember;
  return async function optionalMember(request, reply) {
    if (request.headers.authorization !== undefined) await app.auth.authenticateMember(request, reply);
  };
}

/** Runs the route's access check first of its onRequest hooks. */
function guard(app: FastifyInstance, route: RouteOptions): void {
  const access = route.config?.access;
  if (!access || access === 'public') return;
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
