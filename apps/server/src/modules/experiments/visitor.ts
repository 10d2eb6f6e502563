import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The visitor id experiments bucket by: a random id in its own long-lived cookie, because the session cookie's id
 * changes at sign-in and a visitor must keep their variants (docs/decisions/experiments.md).
 */
export const VISITOR_COOKIE = 'pantry_visitor';
/** The first-click utm_medium, written by the browser on the visit's first landing that carries one. */
export const FIRST_CLICK_MEDIUM_COOKIE = 'pantry_utm_medium';
/** 400 days: the longest a browser keeps a cookie. */
const VISITOR_MAX_AGE_S = 400 * 24 * 60 * 60;
const VISITOR_ID = /^[A-Za-z0-9_-]{16,64}$/;

export function validVisitorId(value: string): boolean {
  return VISITOR_ID.test(value);
}

/** The request's visitor id; a request without one (or with a malformed one) gets a new id and its cookie. */
export function ensureVisitorId(request: FastifyRequest, reply: FastifyReply): string {
  const existing = request.cookies[VISITOR_COOKIE];
  if (existing && validVisitorId(existing)) return existing;
  const id = randomBytes(16).toString('base64url');
  reply.setCookie(VISITOR_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https' || request.server.config.siteOrigin.startsWith('https:'),
    maxAge: VISITOR_MAX_AGE_S,
  });
  return id;
}

export function firstClickMedium(request: FastifyRequest): string | null {
  return request.cookies[FIRST_CLICK_MEDIUM_COOKIE] ?? null;
}
