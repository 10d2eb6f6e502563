import { describe, expect, it } from 'vitest';
import { CHAT_ORDERS_PAGE_SIZE, MAX_ORDERS_PAGE, ORDERS_PAGE_SIZE, orderPage } from './list.ts';

describe('orderPage', () => {
  it("pages orders by 10 ('page size 10')", () => {
    expect(ORDERS_PAGE_SIZE).toBe(10);
    expect(orderPage(undefined)).toEqual({ cur_page: 1, page_size: 10, offset: 0 });
    expect(orderPage('3')).toEqual({ cur_page: 3, page_size: 10, offset: 20 });
  });

  it("serves the chat context's 'page_size 3, cur_page 1'", () => {
    expect(orderPage(1, CHAT_ORDERS_PAGE_SIZE)).toEqual({ cur_page: 1, page_size: 3, offset: 0 });
  });

  it('falls back to page 1 and size 10 for anything unreadable, and caps the size', () => {
    expect(orderPage('abc', '0')).toEqual({ cur_page: 1, page_size: 10, offset: 0 });
    expect(orderPage(-2, 2.5)).toEqual({ cur_page: 1, page_size: 10, offset: 0 });
    expect(orderPage(2, 500)).toEqual({ cur_page: 2, page_size: 50, offset: 50 });
  });

  it('never pages past the deepest page, however large the number sent', () => {
    expect(orderPage(1e308).cur_page).toBe(MAX_ORDERS_PAGE);
    expect(orderPage('9007199254740994', 50).offset).toBe((MAX_ORDERS_PAGE - 1) * 50);
    expect(orderPage('Infinity')).toEqual({ cur_page: 1, page_size: 10, offset: 0 });
  });
});
