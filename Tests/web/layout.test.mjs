import assert from 'node:assert/strict';
import { test } from 'node:test';

import { movedIndex, placeItems } from '../../Sources/HomeScreen/Resources/layout.mjs';

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
