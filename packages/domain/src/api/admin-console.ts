import type { AdminMember, AdminMemberPage, AdminMemberQuery } from '../account/member-admin-api.ts';
import type { AdminDueShipments, AdminFailedCharges, AutoshipRunPage } from '../autoship/console.ts';
import type { AdminProduct, AdminProductList, AdminProductQuery } from '../catalog/admin.ts';
import type { ConsoleTask, ConsoleTaskList } from '../console-tasks/tasks.ts';
import type { AdminCouponList, AdminExitOfferList, AdminGiftOfferList } from '../coupons/admin.ts';
import type { AdminGift, AdminGiftSearch } from '../giftcards/console.ts';
import type { AdminOrder, AdminOrderPage, AdminOrderQuery } from '../orders/admin-api.ts';
import type { Report, ReportList, ReportName, ReportQuery } from '../reports/catalogue.ts';
import type { ReviewQueue, ReviewQueueQuery } from '../reviews/moderation.ts';
import type { MaintenanceStatus } from '../shell/api.ts';
import type { AdminPlacementList, PlacementReport } from '../sponsored/placements.ts';
import type { AuditPage, StaffList, StaffMe } from '../staff/api.ts';
import type { StaffRole } from '../staff/roles.ts';

/**
 * What the operator console's server-rendered pages read from /api/admin (docs/decisions/console.md). The answers
 * are the staff module's wire types (staff/api.ts); the pages read them on the server through `AdminReader`, so
 * the HTML and the browser's query cache hold one shape.
 */

/** GET /api/admin/invites/:token: what the invitation is for. */
export type InviteDetails = { email: string; role: StaffRole; expires_at: string };

/** The audit log's filters, as GET /api/admin/audit's query string names them (dates are YYYY-MM-DD). */
export type AuditQuery = {
  q?: string;
  actor?: string;
  action?: string;
  from?: string;
  to?: string;
  before?: number;
  limit?: number;
};

/**
 * The console's reads for a server-rendered page, as the staff member behind the request's cookie. A refusal
 * throws an error whose `status` is the route's (401 signed out, 403 not allowed, 404 unknown) and whose message
 * is the route's `errors` text.
 */
export type AdminReader = {
  me(): Promise<StaffMe>;
  staff(): Promise<StaffList>;
  audit(query: AuditQuery): Promise<AuditPage>;
  invite(token: string): Promise<InviteDetails>;
  /** The Orders area (issue 25): a page of the order search, and one order. */
  orders(query: AdminOrderQuery): Promise<AdminOrderPage>;
  order(id: string): Promise<AdminOrder>;
  catalogProducts(query: AdminProductQuery): Promise<AdminProductList>;
  catalogProduct(id: number): Promise<AdminProduct>;
  /** The Members area: a page of the member search, and one member. */
  members(query: AdminMemberQuery): Promise<AdminMemberPage>;
  member(id: number): Promise<AdminMember>;
  /** The Reports area: the list, and one report over the range asked (a refused range is a 400). */
  reports(): Promise<ReportList>;
  report(name: ReportName, query: ReportQuery): Promise<Report>;
  /** The Promotions area: coupons, free gifts and samples, the exit-intent offers. */
  promoCoupons(): Promise<AdminCouponList>;
  promoGifts(): Promise<AdminGiftOfferList>;
  promoExitOffers(): Promise<AdminExitOfferList>;
  /** The Sponsored area: every placement, and each one's figures. */
  sponsoredPlacements(): Promise<AdminPlacementList>;
  sponsoredReport(): Promise<PlacementReport>;
  /** The Autoship area: today's shipments, the failed charges, a page of runs. */
  autoshipDue(): Promise<AdminDueShipments>;
  autoshipFailed(): Promise<AdminFailedCharges>;
  autoshipRuns(query: { before?: number }): Promise<AutoshipRunPage>;
  /** The queues: reviews to moderate, gift codes found, one gift. */
  reviews(query: ReviewQueueQuery): Promise<ReviewQueue>;
  giftCodes(q: string): Promise<AdminGiftSearch>;
  giftCode(id: number): Promise<AdminGift>;
  /** Long work (issue 25): the tasks the staff member may see, and one task's progress. */
  tasks(): Promise<ConsoleTaskList>;
  task(id: number): Promise<ConsoleTask>;
  /** The maintenance switch (issue 26; the owner's). */
  maintenance(): Promise<MaintenanceStatus>;
};
