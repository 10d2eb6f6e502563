import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, goToMaintenance } from './client.ts';

function page(pathname: string, search = '') {
  return { pathname, search, assign: vi.fn<(url: string) => void>() };
}

describe('the maintenance redirect (spec §8: code 500 with the maintenance flag)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the shopper to /maintenance with the page to come back to', () => {
    const cart = page('/cart', '?step=2');
    goToMaintenance(cart);
    expect(cart.assign).toHaveBeenCalledExactlyOnceWith('/maintenance?from=%2Fcart%3Fstep%3D2');
  });

  it('never reloads the maintenance page itself', () => {
    const maintenance = page('/maintenance', '?from=%2Fcart');
    goToMaintenance(maintenance);
    expect(maintenance.assign).not.toHaveBeenCalled();
  });

  it('throws the maintenance answer as an ApiError carrying the flag', async () => {
    const body = { success: false, errors: 'down', code: 'maintenance', maintenance: true };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body), { status: 500 })),
    );
    // jsdom cannot follow the redirect; the call still fails with the body.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = await apiRequest('GET', '/store/config').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(500);
    expect((failure as ApiError).body).toEqual(body);
  });
});
