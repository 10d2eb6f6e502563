import { describe, expect, it } from 'vitest';
import {
  ADMIN_AREAS,
  adminAreasFor,
  can,
  isPermission,
  isStaffRole,
  PERMISSION_NAMES,
  PERMISSIONS,
  permissionsOf,
  STAFF_ROLES,
} from './roles.ts';

describe('staff roles and permissions (issue 25)', () => {
  it('gives the owner every permission', () => {
    expect(permissionsOf('owner')).toEqual(PERMISSION_NAMES);
  });

  it('keeps staff and the audit log to the owner', () => {
    for (const role of STAFF_ROLES) {
      expect(can(role, 'staff.manage')).toBe(role === 'owner');
      expect(can(role, 'audit.read')).toBe(role === 'owner');
    }
  });

  it('lets a merchandiser run the catalog and promotions but not refund or touch members', () => {
    expect(can('merchandiser', 'catalog.write')).toBe(true);
    expect(can('merchandiser', 'promos.write')).toBe(true);
    expect(can('merchandiser', 'orders.refund')).toBe(false);
    expect(can('merchandiser', 'members.manage')).toBe(false);
  });

  it('lets a support agent refund and adjust Thrive Cash but not change the catalog', () => {
    expect(can('support', 'orders.refund')).toBe(true);
    expect(can('support', 'thrivecash.adjust')).toBe(true);
    expect(can('support', 'catalog.write')).toBe(false);
  });

  it('lets a support agent read the promotions a shopper asks about, but not change them', () => {
    expect(can('support', 'promos.read')).toBe(true);
    expect(can('support', 'promos.write')).toBe(false);
    expect(can('warehouse', 'promos.read')).toBe(false);
  });

  it('lets the warehouse move orders and count stock, nothing about money', () => {
    expect(permissionsOf('warehouse')).toEqual(['orders.read', 'orders.move', 'catalog.read', 'stock.write']);
  });

  it('names only known roles in the table, and every permission has the owner', () => {
    for (const roles of Object.values(PERMISSIONS)) {
      for (const role of roles) expect(isStaffRole(role)).toBe(true);
      expect(roles).toContain('owner');
    }
  });

  it('tells permissions and roles from other words', () => {
    expect(isPermission('orders.move')).toBe(true);
    expect(isPermission('orders.delete')).toBe(false);
    expect(isPermission('toString')).toBe(false);
    expect(isStaffRole('support')).toBe(true);
    expect(isStaffRole('admin')).toBe(false);
  });

  it('has a menu whose entries name known permissions, under /admin, once each', () => {
    const paths = ADMIN_AREAS.map((area) => area.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const area of ADMIN_AREAS) {
      expect(area.path.startsWith('/admin')).toBe(true);
      if (area.permission !== null) expect(isPermission(area.permission)).toBe(true);
    }
  });

  it('shows each role the menu entries it may use', () => {
    expect(adminAreasFor('owner').map((a) => a.label)).toEqual([
      'Dashboard',
      'Orders',
      'Members',
      'Autoship',
      'Catalog',
      'Promotions',
      'Sponsored',
      'Reviews',
      'Gift cards',
      'Reports',
      'Tasks',
      'Staff',
      'Audit log',
      'Maintenance',
    ]);
    expect(adminAreasFor('merchandiser').map((a) => a.label)).toEqual([
      'Dashboard',
      'Catalog',
      'Promotions',
      'Sponsored',
      'Reviews',
      'Reports',
      'Tasks',
    ]);
    expect(adminAreasFor('support').map((a) => a.label)).toEqual([
      'Dashboard',
      'Orders',
      'Members',
      'Autoship',
      'Catalog',
      'Promotions',
      'Reviews',
      'Gift cards',
      'Tasks',
    ]);
    expect(adminAreasFor('warehouse').map((a) => a.label)).toEqual([
      'Dashboard',
      'Orders',
      'Catalog',
      'Tasks',
    ]);
  });
});
