import { ADMIN_AREAS, permissionsOf } from '@pantry/domain';
import { describe, expect, it } from 'vitest';
import { consoleMenu, currentArea } from './menu.ts';

describe('the console menu', () => {
  it('is the domain’s areas that the staff member’s permissions open, in the table’s order', () => {
    expect(consoleMenu(permissionsOf('owner')).map((area) => area.label)).toEqual(
      ADMIN_AREAS.map((area) => area.label),
    );
    expect(consoleMenu(permissionsOf('support')).map((area) => area.path)).toEqual(
      ADMIN_AREAS.filter(
        (area) => area.permission === null || permissionsOf('support').includes(area.permission),
      ).map((area) => area.path),
    );
    expect(consoleMenu(permissionsOf('support')).map((area) => area.path)).not.toContain('/admin/staff');
    // Areas every staff member has: the dashboard, and their own tasks.
    expect(consoleMenu([]).map((area) => area.path)).toEqual(['/admin', '/admin/tasks']);
  });

  it('marks the area a page belongs to, the longest path first', () => {
    const areas = consoleMenu(permissionsOf('owner'));
    expect(currentArea(areas, '/admin')?.label).toBe('Dashboard');
    expect(currentArea(areas, '/admin/staff')?.label).toBe('Staff');
    expect(currentArea(areas, '/admin/audit/')?.label).toBe('Audit log');
  });
});
