import type { Page } from '@playwright/test';
import { closeHowDidYouHearWhenAsked, isPhone, signUpMember } from './helpers.ts';
import { expect, test } from './test.ts';

/**
 * Issue 23: primary buttons drawn on links turned invisible under the pointer ('Become a member', 'View your order',
 * 'Personalize my store': 1.19:1), because the plain link's hover colour outranked the button's text colour. axe
 * checks no hover state, so this hovers every button style the store draws, as a link and as a button, and reads
 * the text and background colours the browser computes: WCAG AA asks 4.5:1 for text.
 */

/** Every button style of the store's stylesheets (a style added to them must be added here: see the last test). */
const BUTTON_STYLES = [
  'btn btn-primary',
  'btn btn-outline',
  'btn btn-ghost',
  'button button-primary',
  'button button-secondary',
  'button button-link',
  'button mb-danger',
  'add-btn',
  'counter-btn',
  'wallet-button wallet-paypal',
  'wallet-button wallet-applepay',
  'wallet-button wallet-googlepay',
];
/** Modifiers that change a button's size, not its colours. */
const LAYOUT_MODIFIERS = ['btn-block', 'button-block'];
/**
 * The store's own buttons, wherever a page draws them (the header's too); not in a dialog, which the shopper
 * closes when asked (the buttons after it keep their places in the list).
 */
const BUTTONS =
  ':is(.btn, .button, .add-btn, .counter-btn, .cart-button, .account-button, .wallet-button):not(dialog *)';

type Reading = { label: string; color: string; background: string; ratio: number };

/** The hovered element's text against what is behind it (backgrounds composited up to the page's). */
async function contrastOf(page: Page, selector: string, index: number): Promise<Reading> {
  return page.evaluate(
    ({ selector, index }) => {
      const element = document.querySelectorAll<HTMLElement>(selector)[index]!;
      const parse = (css: string): number[] => {
        const parts = css.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0];
        return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1];
      };
      const over = (top: number[], below: number[]): number[] => {
        const a = top[3]!;
        return [0, 1, 2].map((i) => top[i]! * a + below[i]! * (1 - a)).concat(1);
      };
      const layers: number[][] = [];
      for (let node: HTMLElement | null = element; node; node = node.parentElement) {
        const layer = parse(getComputedStyle(node).backgroundColor);
        if (layer[3]! > 0) layers.push(layer);
        if (layer[3] === 1) break;
      }
      const background = layers.reduceRight((below, top) => over(top, below), [255, 255, 255, 1]);
      const color = over(parse(getComputedStyle(element).color), background);
      const luminance = (rgb: number[]) => {
        const [r, g, b] = rgb.slice(0, 3).map((v) => {
          const c = v / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      const [light, dark] = [luminance(color), luminance(background)].sort((a, b) => b - a);
      return {
        label: `<${element.tagName.toLowerCase()} class="${element.className}"> "${element.textContent?.trim()}"`,
        color: `rgb(${color.slice(0, 3).map(Math.round).join(', ')})`,
        background: `rgb(${background.slice(0, 3).map(Math.round).join(', ')})`,
        ratio: Math.round(((light! + 0.05) / (dark! + 0.05)) * 100) / 100,
      };
    },
    { selector, index },
  );
}

/** Hovers each visible, enabled element matching `selector` and answers those under 4.5:1. */
async function hoverEach(page: Page, selector: string): Promise<Reading[]> {
  const elements = page.locator(selector);
  const low: Reading[] = [];
  let hovered = 0;
  for (let index = 0; index < (await elements.count()); index++) {
    const element = elements.nth(index);
    if (!(await element.isVisible()) || (await element.isDisabled())) continue;
    await element.hover();
    hovered += 1;
    const reading = await contrastOf(page, selector, index);
    if (reading.ratio < 4.5) low.push(reading);
  }
  expect(hovered, `nothing to hover for ${selector}`).toBeGreaterThan(0);
  return low;
}

test.beforeEach(async ({ page }) => {
  test.skip(isPhone(page), 'a phone has no pointer to hover with');
  // No colour transitions: the colours read are the hovered ones.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await closeHowDidYouHearWhenAsked(page);
});

test('every button style keeps 4.5:1 under the pointer, as a link and as a button', async ({ page }) => {
  await signUpMember(
    page.request,
    {
      email: `hover.${Date.now()}@example.com`,
      password: 'journey password 1',
      firstname: 'Hu',
      lastname: 'Ver',
    },
    { hear_about_us: 'A friend' },
  );
  // A page with both of the store's stylesheets; the styles go in its main column, where pages put them.
  await page.goto('/account');
  await page.evaluate((styles) => {
    const panel = document.createElement('div');
    panel.id = 'button-styles';
    for (const style of styles) {
      for (const tag of ['a', 'button']) {
        const element = document.createElement(tag);
        element.className = style;
        element.textContent = `${style} as ${tag}`;
        if (element instanceof HTMLAnchorElement) element.href = '#button-styles';
        panel.append(element);
      }
    }
    document.querySelector('main')!.append(panel);
  }, BUTTON_STYLES);
  expect(await hoverEach(page, '#button-styles > *')).toEqual([]);
});

test('the buttons on the pages shoppers reported keep 4.5:1 under the pointer', async ({ page }) => {
  // A registered shopper without a membership: the hub's 'Become a member'.
  const lead = { email: `lead.hover.${Date.now()}@example.com`, password: 'journey password 1' };
  const registered = await page.request.post('/api/v1/auth/register', {
    data: { ...lead, firstname: 'Lee', lastname: 'Hover' },
  });
  expect(registered.status()).toBe(200);
  await page.goto('/account');
  await expect(page.getByRole('link', { name: 'Become a member' })).toBeVisible();
  expect(await hoverEach(page, BUTTONS)).toEqual([]);
  await page.request.post('/api/v1/auth/logout');

  // The demo member: the welcome's 'Personalize my store', an order's 'View your order', the cart's Checkout.
  const login = await page.request.post('/api/v1/auth/login', {
    data: { email: 'member@pantry.test', password: 'pantry-demo' },
  });
  expect(login.status()).toBe(200);
  await page.goto('/membership/welcome');
  await expect(page.getByRole('link', { name: 'Personalize my store' })).toBeVisible();
  expect(await hoverEach(page, BUTTONS)).toEqual([]);

  const last = await page.request.get('/api/v1/account/order/last_order');
  expect(last.status()).toBe(200);
  const number = (await last.json()).increment_id;
  await page.goto(`/checkout/success?order=${number}`);
  await expect(page.getByRole('link', { name: 'View your order' })).toBeVisible();
  expect(await hoverEach(page, BUTTONS)).toEqual([]);
});

test('the list above names every button style of the stylesheets', async ({ page }) => {
  await page.goto('/account');
  const modifiers = await page.evaluate(() => {
    const found = new Set<string>();
    const walk = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) {
          for (const match of rule.selectorText.matchAll(/\.((?:btn|button)-[a-z-]+)/g)) found.add(match[1]!);
        }
        if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);
    return [...found].sort();
  });
  expect(modifiers.length).toBeGreaterThan(3);
  const listed = BUTTON_STYLES.flatMap((style) => style.split(' '));
  expect(modifiers.filter((m) => !listed.includes(m) && !LAYOUT_MODIFIERS.includes(m))).toEqual([]);
});
