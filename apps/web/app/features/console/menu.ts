import { ADMIN_AREAS, type AdminArea, type Permission } from '@pantry/domain';

/** One entry of the console's menu. */
export type ConsoleArea = AdminArea;

/**
 * The console's menu: the domain's ADMIN_AREAS that this staff member's permissions open, in the table's order.
 * A new area is one route module, one ADMIN_AREAS entry and one permission; the menu follows by itself.
 */
export function consoleMenu(permissions: readonly Permission[]): ConsoleArea[] {
  return ADMIN_AREAS.filter((area) => area.permission === null || permissions.includes(area.permission));
}

/** The area a path belongs to (the longest path that contains it), for the menu's current entry. */
export function currentArea(areas: readonly ConsoleArea[], pathname: string): ConsoleArea | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return [...areas]
    .sort((a, b) => b.path.length - a.path.length)
    .find((area) => path === area.path || path.startsWith(`${area.path}/`));
}
