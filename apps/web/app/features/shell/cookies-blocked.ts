/** Whether this browser refuses cookies or storage (account spec §2 shell; 'If local storage throws…'). */
export function cookiesBlocked(): boolean {
  if (typeof navigator !== 'undefined' && navigator.cookieEnabled === false) return true;
  try {
    const probe = '__pantry_probe__';
    window.localStorage.setItem(probe, '1');
    window.localStorage.removeItem(probe);
    return false;
  } catch {
    return true;
  }
}
