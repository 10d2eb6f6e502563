/**
 * User status and route access (account spec §4 User status, §6 Roles and permissions).
 */

export type UserStatus = 'visitor' | 'lead' | 'trial' | 'member' | 'canceled';

/** Account group ids: general, basic member, lapsed member, employee. */
export const GROUP = { general: 1, memberBasic: 4, memberLapsed: 5, employee: 8 } as const;
export type GroupId = (typeof GROUP)[keyof typeof GROUP];

export type MembershipType = 'monthly' | 'annual';

export interface UserState {
  loggedIn: boolean;
  status: UserStatus;
}

/** 'Only a logged-in member or trial user counts as active.' */
export function isActive({ loggedIn, status }: UserState): boolean {
  return loggedIn && (status === 'member' || status === 'trial');
}

export interface PlanFeeFacts {
  status: UserStatus;
  isEmployee: boolean;
  membershipType: MembershipType | null | undefined;
  isGivingType: boolean;
}

/**
 * 'Trial users who are not employees, and monthly members who are not the giving type, are treated as paying the
 * plan fee.'
 */
export function paysPlanFee({ status, isEmployee, membershipType, isGivingType }: PlanFeeFacts): boolean {
  if (status === 'trial') return !isEmployee;
  if (status === 'member') return membershipType === 'monthly' && !isGivingType;
  return false;
}

const DAY_MS = 24 * 60 * 60 * 1000;
export const ATTENTIVE_AFTER_DAYS = 7;

/**
 * 'An attentive display flag is set for members 7 or more days after joining.' The caller checks membership; this
 * answers the time part. An unreadable join date never counts.
 */
export function isAttentive(joinedAt: Date | string | number, now: Date): boolean {
  const joined = new Date(joinedAt).getTime();
  if (Number.isNaN(joined)) return false;
  return now.getTime() - joined >= ATTENTIVE_AFTER_DAYS * DAY_MS;
}

export interface RouteRules {
  memberOnlyPaths: readonly string[];
  guestOnlyPaths: readonly string[];
  memberDefaultRoute: string;
}

function pathOnly(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

/** A listed path covers itself and everything beneath it: '/account' covers '/account/orders'. */
function covers(listed: readonly string[], path: string): boolean {
  return listed.some((entry) => {
    const base = pathOnly(entry);
    return path === base || path.startsWith(base === '/' ? '/' : `${base}/`);
  });
}

/**
 * Where to send a user who may not see this path, or null to stay.
 * 'A lead is redirected from member-only paths to home. Member and canceled users are redirected away from
 * guest-only pages.' A logged-out user has no status to act on, so only a logged-in user is redirected here.
 */
export function routeGuard({ status, loggedIn }: UserState, path: string, rules: RouteRules): string | null {
  if (!loggedIn) return null;
  const current = pathOnly(path);
  let target: string | null = null;
  if (status === 'lead' && covers(rules.memberOnlyPaths, current)) target = '/';
  else if ((status === 'member' || status === 'canceled') && covers(rules.guestOnlyPaths, current)) {
    target = rules.memberDefaultRoute;
  }
  return target !== null && pathOnly(target) !== current ? target : null;
}
