/**
 * Staff roles and what each may do (issue 25). The table is the one place a permission is granted: the server's
 * guard asks `can(role, permission)` on every /api/admin route, and the console shows the menu entries whose
 * permission the signed-in role holds. A new console area is one permission here and one entry in ADMIN_AREAS.
 */

export const STAFF_ROLES = ['owner', 'merchandiser', 'support', 'warehouse'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** How the console names each role. */
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  merchandiser: 'Merchandiser',
  support: 'Support agent',
  warehouse: 'Warehouse',
};

/**
 * Permission → the roles that hold it. The owner holds every permission; the others hold what their work needs:
 * a merchandiser runs the catalog, prices and promotions; a support agent looks after members, orders and their
 * money; the warehouse moves orders and counts stock.
 */
export const PERMISSIONS = {
  'staff.manage': ['owner'],
  'audit.read': ['owner'],
  'orders.read': ['owner', 'support', 'warehouse'],
  'orders.move': ['owner', 'support', 'warehouse'],
  'orders.refund': ['owner', 'support'],
  'catalog.read': ['owner', 'merchandiser', 'support', 'warehouse'],
  'catalog.write': ['owner', 'merchandiser'],
  'stock.write': ['owner', 'merchandiser', 'warehouse'],
  'reviews.moderate': ['owner', 'merchandiser', 'support'],
  'thrivecash.adjust': ['owner', 'support'],
  'members.read': ['owner', 'support'],
  'members.manage': ['owner', 'support'],
  'promos.read': ['owner', 'merchandiser', 'support'],
  'promos.write': ['owner', 'merchandiser'],
  'sponsored.manage': ['owner', 'merchandiser'],
  'reports.read': ['owner', 'merchandiser'],
  'autoship.manage': ['owner', 'support'],
  'giftcards.manage': ['owner', 'support'],
  'maintenance.manage': ['owner'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof PERMISSIONS;
export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && Object.hasOwn(PERMISSIONS, value);
}

/** May a staff member with this role do this? */
export function can(role: StaffRole, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly StaffRole[]).includes(role);
}

/** Every permission the role holds, in the table's order. */
export function permissionsOf(role: StaffRole): Permission[] {
  return PERMISSION_NAMES.filter((permission) => can(role, permission));
}

/** One entry of the console's menu: where it goes, what it says, and what it needs (null: any staff member). */
export type AdminArea = { path: string; label: string; permission: Permission | null };

// In the order of a day's work: the store's orders and shoppers first, then what it sells, then the back office.
export const ADMIN_AREAS: readonly AdminArea[] = [
  { path: '/admin', label: 'Dashboard', permission: null },
  { path: '/admin/orders', label: 'Orders', permission: 'orders.read' },
  { path: '/admin/members', label: 'Members', permission: 'members.read' },
  { path: '/admin/autoship', label: 'Autoship', permission: 'autoship.manage' },
  { path: '/admin/catalog', label: 'Catalog', permission: 'catalog.read' },
  { path: '/admin/promotions', label: 'Promotions', permission: 'promos.read' },
  { path: '/admin/sponsored', label: 'Sponsored', permission: 'sponsored.manage' },
  { path: '/admin/reviews', label: 'Reviews', permission: 'reviews.moderate' },
  { path: '/admin/gift-cards', label: 'Gift cards', permission: 'giftcards.manage' },
  { path: '/admin/reports', label: 'Reports', permission: 'reports.read' },
  // Every staff member: each sees the tasks they started, and each kind is held to its own permission.
  { path: '/admin/tasks', label: 'Tasks', permission: null },
  { path: '/admin/staff', label: 'Staff', permission: 'staff.manage' },
  { path: '/admin/audit', label: 'Audit log', permission: 'audit.read' },
  { path: '/admin/maintenance', label: 'Maintenance', permission: 'maintenance.manage' },
];

/** The menu a role sees. */
export function adminAreasFor(role: StaffRole): AdminArea[] {
  return ADMIN_AREAS.filter((area) => area.permission === null || can(role, area.permission));
}
