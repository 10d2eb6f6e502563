/**
 * The operator console lives under /admin with its own frame (routes/admin.tsx): the root renders no storefront
 * shell there and reads no storefront data for it. Only this test of the path is shared with the storefront, so
 * none of the console's code is in a storefront file.
 */
export function isConsolePath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}
