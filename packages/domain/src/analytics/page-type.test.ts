import { describe, expect, it } from 'vitest';
import { pageTypeFromPath } from './page-type.ts';

describe('pageTypeFromPath', () => {
  it("derives 'category' from /c/{key}", () => {
    expect(pageTypeFromPath('/c/frozen-food')).toBe('category');
    expect(pageTypeFromPath('/c/all-deals')).toBe('category');
  });

  it("derives 'attribute' from the six attribute listing families", () => {
    for (const family of ['brand', 'diets', 'certifications', 'concerns', 'ingredients', 'social']) {
      expect(pageTypeFromPath(`/${family}/some-key`)).toBe('attribute');
    }
  });

  it("derives 'deals', 'search' and 'myaisle' from their first segment", () => {
    expect(pageTypeFromPath('/deals/savings')).toBe('deals');
    expect(pageTypeFromPath('/search/results')).toBe('search');
    expect(pageTypeFromPath('/myaisle')).toBe('myaisle');
  });

  it("derives 'buyitagain' from /account/purchased only", () => {
    expect(pageTypeFromPath('/account/purchased')).toBe('buyitagain');
    expect(pageTypeFromPath('/account/orders')).toBe('other');
    expect(pageTypeFromPath('/account')).toBe('other');
  });

  it("derives 'product' from /p/{url_key}", () => {
    expect(pageTypeFromPath('/p/gift-card')).toBe('product');
  });

  it("treats 'paths containing /l/' as list pages", () => {
    expect(pageTypeFromPath('/l/summer-picks')).toBe('list');
    expect(pageTypeFromPath('/c/snacks/l/summer-picks')).toBe('list');
    expect(pageTypeFromPath('/list/favorites')).toBe('list');
  });

  it("derives 'home' from /", () => {
    expect(pageTypeFromPath('/')).toBe('home');
    expect(pageTypeFromPath('')).toBe('home');
    expect(pageTypeFromPath('/?utm_medium=email')).toBe('home');
  });

  it('ignores the query, hash, trailing slash and letter case', () => {
    expect(pageTypeFromPath('/C/snacks/?sort=rating')).toBe('category');
    expect(pageTypeFromPath('/cart#isCartOpen')).toBe('other');
    expect(pageTypeFromPath('/search/results?q=lemon')).toBe('search');
  });

  it("gives 'other' for any other page", () => {
    expect(pageTypeFromPath('/cart')).toBe('other');
    expect(pageTypeFromPath('/checkout/success')).toBe('other');
    expect(pageTypeFromPath('/ps/kits')).toBe('other');
    expect(pageTypeFromPath('/lemons')).toBe('other');
  });
});
