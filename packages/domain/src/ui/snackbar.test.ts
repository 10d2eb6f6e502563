import { describe, expect, it } from 'vitest';
import {
  addSnack,
  removeSnack,
  SNACK_DEFAULT_TIMEOUT_MS,
  SNACK_SPACING_PX,
  type Snack,
  snackDismissAfter,
  snackOffset,
} from './snackbar.ts';

const error: Snack = { id: '1', type: 'error', title: 'Add to Cart error', message: 'Too many' };

describe('snackbar', () => {
  it("has a 'default timeout 4000 ms' and items '55 px apart'", () => {
    expect(SNACK_DEFAULT_TIMEOUT_MS).toBe(4000);
    expect(SNACK_SPACING_PX).toBe(55);
  });

  it("places items '55 px apart under the header'", () => {
    expect(snackOffset(0)).toBe(0);
    expect(snackOffset(1)).toBe(55);
    expect(snackOffset(3)).toBe(165);
  });

  it('adds a new snack at the end', () => {
    const other: Snack = { id: '2', type: 'success', message: 'Saved' };
    expect(addSnack([error], other)).toEqual([error, other]);
  });

  it("'Duplicate errors are not added again'", () => {
    const list = [error];
    expect(addSnack(list, { ...error, id: '9' })).toBe(list);
  });

  it('treats a different type, title or message as a different snack', () => {
    expect(addSnack([error], { ...error, id: '2', type: 'warning' })).toHaveLength(2);
    expect(addSnack([error], { ...error, id: '2', title: undefined })).toHaveLength(2);
    expect(addSnack([error], { ...error, id: '2', message: 'Other' })).toHaveLength(2);
  });

  it('treats a missing title and an empty title as the same', () => {
    const untitled: Snack = { id: '1', type: 'success', message: 'Saved' };
    expect(addSnack([untitled], { ...untitled, id: '2', title: '' })).toHaveLength(1);
  });

  it('removes a snack by id when its close button is pressed', () => {
    expect(removeSnack([error], '1')).toEqual([]);
    expect(removeSnack([error], 'x')).toEqual([error]);
  });

  it('closes itself after its timeout, 4000 ms by default', () => {
    expect(snackDismissAfter(error)).toBe(4000);
    expect(snackDismissAfter({ ...error, timeout: 3000 })).toBe(3000);
    expect(snackDismissAfter({ ...error, autoDismiss: true })).toBe(4000);
  });

  it('stays until closed when autoDismiss is false', () => {
    expect(snackDismissAfter({ ...error, autoDismiss: false, timeout: 3000 })).toBeNull();
  });
});
