import assert from 'node:assert/strict';
import { test } from 'node:test';

import {
  DOCK_CAPACITY, iconMoved, movedIndex, placeItems, sameArrangement, steppedPlace,
} from '../../Sources/HomeScreen/Resources/layout.mjs';

/** @param {number} width @param {number} height */
const widget = (width, height) => ({ width, height, isWidget: true });
const icon = () => ({ width: 1, height: 1, isWidget: false });

test('widgets fill a page in order, two small ones side by side', () => {
  const { spots, pageCount } = placeItems([widget(2, 2), widget(2, 2), widget(4, 2)], 6, 4);
  assert.deepEqual(spots, [
    { page: 0, row: 0, column: 0 }, { page: 0, row: 0, column: 2 }, { page: 0, row: 2, column: 0 },
  ]);
  assert.equal(pageCount, 1);
});

test('a widget that does not fit goes to the next page, and later widgets follow it', () => {
  const { spots, pageCount } = placeItems([widget(4, 4), widget(4, 4), widget(2, 2)], 6, 4);
  assert.deepEqual(spots.map((spot) => [spot.page, spot.row, spot.column]), [[0, 0, 0], [1, 0, 0], [1, 4, 0]]);
  assert.equal(pageCount, 2);
});

test('a widget never goes back before the previous widget, even into a free cell', () => {
  // Row 0 has free cells to the right of the small widget; the medium one below leaves them free.
  const { spots } = placeItems([widget(2, 2), widget(4, 2), widget(2, 2)], 6, 4);
  assert.deepEqual(spots[2], { page: 0, row: 2 + 2, column: 0 });
});

test('app icons fill the first free cells of any page', () => {
  const { spots } = placeItems([widget(2, 2), icon(), icon(), icon()], 6, 4);
  assert.deepEqual(spots.slice(1).map((spot) => [spot.row, spot.column]), [[0, 2], [0, 3], [1, 2]]);
});

test('an item larger than a page gets a page of its own instead of looping forever', () => {
  const { spots, pageCount } = placeItems([widget(4, 9), widget(2, 2)], 6, 4);
  assert.deepEqual(spots[0], { page: 0, row: 0, column: 0 });
  assert.deepEqual(spots[1], { page: 1, row: 0, column: 0 });
  assert.equal(pageCount, 2);
});

test('an empty Home Screen still has one page', () => {
  assert.deepEqual(placeItems([], 6, 4), { spots: [], pageCount: 1 });
});

test('a slot moves among its peers and not past either end', () => {
  assert.equal(movedIndex(1, -1, 3), 0);
  assert.equal(movedIndex(1, 1, 3), 2);
  assert.equal(movedIndex(0, -1, 3), null);
  assert.equal(movedIndex(2, 1, 3), null);
  assert.equal(movedIndex(-1, 1, 3), null, 'a slot that is not among the peers does not move');
});

test('an app icon arranged on a later page starts there, after that page\'s widgets; a full page spills on', () => {
  /** @param {number} page */
  const onPage = (page) => ({ width: 1, height: 1, isWidget: false, page });
  const { spots, pageCount } = placeItems([widget(4, 4), onPage(0), onPage(1), onPage(1)], 2, 2);
  // Page 0 is the widget's (4×4 on a 2×2 page: a page of its own); the page-0 icon spills to page 1's first cell.
  assert.deepEqual(spots.slice(1).map((spot) => [spot.page, spot.row, spot.column]), [[1, 0, 0], [1, 0, 1], [1, 1, 0]]);
  assert.equal(pageCount, 2);
  const later = placeItems([icon(), onPage(2)], 2, 2);
  assert.deepEqual(later.spots[1], { page: 2, row: 0, column: 0 });
  assert.equal(later.pageCount, 3);
});

const arrangement = () => ({ pages: [['a', 'b', 'c'], ['d', 'e']], dock: ['p', 'q', 'r'] });

test('an icon moved on its page takes the other\'s place; the icons between shift one cell', () => {
  assert.deepEqual(iconMoved(arrangement(), 'a', { page: 0, index: 2 }), { pages: [['b', 'c', 'a'], ['d', 'e']], dock: ['p', 'q', 'r'] });
  assert.deepEqual(iconMoved(arrangement(), 'c', { page: 0, index: 0 }), { pages: [['c', 'a', 'b'], ['d', 'e']], dock: ['p', 'q', 'r'] });
  assert.equal(iconMoved(arrangement(), 'b', { page: 0, index: 1 }), null);
  assert.equal(iconMoved(arrangement(), 'zz', { page: 0, index: 1 }), null);
});

test('an icon moved to another page, or past its end, goes there; to a new page, the page is made', () => {
  assert.deepEqual(iconMoved(arrangement(), 'a', { page: 1, index: 1 }), { pages: [['b', 'c'], ['d', 'a', 'e']], dock: ['p', 'q', 'r'] });
  assert.deepEqual(iconMoved(arrangement(), 'a', { page: 1, index: Infinity }), { pages: [['b', 'c'], ['d', 'e', 'a']], dock: ['p', 'q', 'r'] });
  assert.deepEqual(iconMoved(arrangement(), 'e', { page: 2, index: 0 }), { pages: [['a', 'b', 'c'], ['d'], ['e']], dock: ['p', 'q', 'r'] });
  assert.equal(iconMoved(arrangement(), 'e', { page: -1, index: 0 }), null);
});

test('the dock takes an icon while it has room, and gives one back to a page', () => {
  const into = iconMoved(arrangement(), 'b', { page: null, index: 1 });
  assert.deepEqual(into, { pages: [['a', 'c'], ['d', 'e']], dock: ['p', 'b', 'q', 'r'] });
  assert.equal(DOCK_CAPACITY, 4);
  assert.equal(iconMoved(/** @type {NonNullable<typeof into>} */ (into), 'a', { page: null, index: 0 }), null, 'a full dock');
  // Within a full dock an icon still moves.
  assert.deepEqual(iconMoved(/** @type {NonNullable<typeof into>} */ (into), 'r', { page: null, index: 0 })?.dock, ['r', 'p', 'b', 'q']);
  assert.deepEqual(iconMoved(arrangement(), 'q', { page: 0, index: 0 }), { pages: [['q', 'a', 'b', 'c'], ['d', 'e']], dock: ['p', 'r'] });
});

test('the keyboard steps an icon through its page, the pages and the dock, in reading order', () => {
  const a = arrangement();
  assert.deepEqual(steppedPlace(a, 'a', 1), { page: 0, index: 1 });
  assert.equal(steppedPlace(a, 'a', -1), null);
  assert.deepEqual(steppedPlace(a, 'c', 1), { page: 1, index: 0 });
  assert.deepEqual(steppedPlace(a, 'd', -1), { page: 0, index: Infinity });
  assert.deepEqual(steppedPlace(a, 'e', 1), { page: null, index: 0 });
  assert.deepEqual(steppedPlace(a, 'p', -1), { page: 1, index: Infinity });
  assert.deepEqual(steppedPlace(a, 'q', 1), { page: null, index: 2 });
  assert.equal(steppedPlace(a, 'r', 1), null);
  assert.equal(steppedPlace(a, 'zz', 1), null);
  // Each step, applied, moves the icon one place in reading order.
  const stepped = iconMoved(a, 'c', /** @type {import('../../Sources/HomeScreen/Resources/layout.mjs').IconPlace} */ (steppedPlace(a, 'c', 1)));
  assert.deepEqual(stepped?.pages, [['a', 'b'], ['c', 'd', 'e']]);
  assert.ok(sameArrangement(a, arrangement()), 'the arrangement given is not changed');
});
