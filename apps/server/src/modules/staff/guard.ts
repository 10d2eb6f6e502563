import { createHash, timingSafeEqual } from 'node:crypto';
import { can, type Permission, STAFF_SESSION_HOURS, staffMessages, TOKEN_ACTOR } from '@pantry/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import { type StaffRow, staffActor } from './staff-rows.ts';

/**
 * The guard of /api/admin (issue 25). Every route names what it needs in its options, `config: { permission }`:
 * a permission of the domain's table, 'staff' (any signed-in staff member) or 'public' (the sign-in and invite
 * routes). A route that names nothing is refused to everyone. The caller is a full staff session (its own cookie)
 * whose role holds the permission, or the ADMIN_TOKEN bearer (the service account, every permission), when set.
 */

export const STAFF_COOKIE = 'pantry_staff';
export type AdminRoute = { method: string; url: string; permission: AdminAccess | undefined };
export type AdminAccess = Permission | 'staff' | 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What an /api/admin route needs (the staff guard reads it). */
    permission?: AdminAccess;
  }
  interface FastifyInstance {
    /** Every /api/admin route with what it needs, as registered (the role tests walk it). */
    adminRouteTable: AdminRoute[];
  }
  interface FastifyRequest {
    /** The signed-in staff member on an /api/admin route (null for the token and the public routes). */
    staffMember: StaffRow | null;
  }
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** Compares in constant time (digests have one length, so the token's length leaks nothing either). */
export function isOperatorToken(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), digest(token));
}

export function setStaffCookie(request: FastifyRequest, reply: FastifyReply, id: string, expiresAt: Date) {
  reply.setCookie(STAFF_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https' || request.server.config.siteOrigin.startsWith('https:'),
    expires: expiresAt,
    maxAge: STAFF_SESSION_HOURS * 60 * 60,
  });
}

export function clearStaffCookie(reply: FastifyReply) {
  reply.clearCookie(STAFF_COOKIE, { path: '/' });
}

/** The signed-in staff member (the guard has checked the session); for 'staff' and permission routes. */
export function requireStaffMember(request: FastifyRequest): StaffRow {
  if (!request.staffMember) throw new AppError('unauthorized', staffMessages.signInRequired);
  return request.staffMember;
}

function refuseUnsigned(reply: FastifyReply): never {
  reply.header('www-authenticate', 'Bearer realm="pantry-admin"');
  throw new AppError('unauthorized', staffMessages.signInRequired);
}

/** Adds the guard to the /api/admin plugin: every route registered in it after this call is guarded. */
export function registerStaffGuard(app: FastifyInstance, { token }: { token: string | undefined }): void {
  app.decorateRequest('adminActor', null);
  app.decorateRequest('staffMember', null);
  const table = app.adminRouteTable;
  app.addHook('onRoute', (route) => {
    const config = route.config as { permission?: AdminAccess } | undefined;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      table.push({ method, url: route.url, permission: config?.permission });
    }
  });
  app.addHook('onRequest', async (request, reply) => {
    // An unknown path under /api/admin answers 404 like any other.
    if (request.is404) return;
    const access = request.routeOptions.config.permission;
    if (access === 'public') return;
    if (access === undefined) throw new AppError('forbidden', staffMessages.roleRefused);
    if (token && isOperatorToken(request.headers.authorization, token)) {
      request.adminActor = TOKEN_ACTOR;
      return;
    }
    const signedIn = await app.staff.signIn.signedIn(request.cookies[STAFF_COOKIE]);
    if (!signedIn) refuseUnsigned(reply);
    request.staffMember = signedIn.member;
    request.adminActor = staffActor(signedIn.member);
    if (access !== 'staff' && !can(signedIn.member.role, access))
      throw new AppError('forbidden', staffMessages.roleRefused);
  });
}
