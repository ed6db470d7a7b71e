import assert from 'node:assert/strict';
import { test } from 'node:test';

import {
  applyDelta, inSections, listChanges, listHeight, rowAt, rowTop, sameTask, sectionPlace, taskKey, visibleRows,
} from '../../Sources/HomeScreen/Resources/tasklist.mjs';

test('rows are placed by arithmetic; the open editor pushes the rows after it down', () => {
  const plain = { rowHeight: 56, count: 10_000 };
  assert.equal(rowTop(plain, 0), 0);
  assert.equal(rowTop(plain, 9_999), 559_944);
  assert.equal(listHeight(plain), 560_000);
  const editing = { rowHeight: 56, count: 10, extra: { index: 3, height: 100 } };
  assert.equal(rowTop(editing, 3), 168);
  assert.equal(rowTop(editing, 4), 324);
  assert.equal(listHeight(editing), 660);
  assert.equal(rowAt(editing, 200), 3);
  assert.equal(rowAt(editing, 323), 3);
  assert.equal(rowAt(editing, 324), 4);
  assert.equal(rowAt(editing, 100_000), 9);
});

test('only the rows in view, and a few around them, are built', () => {
  const geometry = { rowHeight: 56, count: 10_000 };
  assert.deepEqual(visibleRows(geometry, 0, 600, 8), [0, 19]);
  assert.deepEqual(visibleRows(geometry, 56 * 5000, 600, 8), [4992, 5019]);
  assert.deepEqual(visibleRows(geometry, 10_000_000, 600, 8), [9991, 10_000]);
  assert.deepEqual(visibleRows({ rowHeight: 56, count: 0 }, 0, 600), [0, 0]);
});

test('an update names the tasks that changed, those that are gone, and whether the order moved', () => {
  /** @param {string} id @param {string} title */
  const task = (id, title, isCompleted = false) => ({ id, title, priority: 'low', isCompleted, isSample: false });
  const before = [task('A', 'one'), task('B', 'two'), task('C', 'three')];
  const after = [task('a', 'one'), task('C', 'three', true), task('D', 'four')];
  const changes = listChanges(before, after);
  assert.deepEqual([...changes.changed].sort(), ['c', 'd']);
  assert.deepEqual([...changes.removed], ['b']);
  assert.equal(changes.reordered, true);
  assert.equal(listChanges(before, before).reordered, false);
  assert.equal(taskKey('ABC'), 'abc');
  assert.equal(sameTask(task('x', 'y'), { ...task('x', 'y'), dueDate: null }), true);
});

test('the list is in the app\'s two sections, and a row moves within its own', () => {
  /** @param {string} id @param {boolean} isCompleted */
  const task = (id, isCompleted) => ({ id, title: id, priority: 'none', isCompleted, isSample: false });
  const list = inSections([task('a', true), task('b', false), task('c', true), task('d', false)]);
  assert.deepEqual(list.map((item) => item.id), ['b', 'd', 'a', 'c']);
  assert.deepEqual(sectionPlace(2, 4, 1), { index: 1, count: 2 });
  assert.deepEqual(sectionPlace(2, 4, 2), { index: 0, count: 2 });
  assert.deepEqual(sectionPlace(0, 3, 2), { index: 2, count: 3 });
});

/**
 * @param {string} id
 * @param {string} title
 * @param {boolean} [isCompleted]
 */
const row = (id, title, isCompleted = false) => ({ id, title, priority: 'low', isCompleted, isSample: false });
const base = [row('A', 'one'), row('B', 'two'), row('C', 'three'), row('D', 'four')];
const ids = (/** @type {{ id: string }[] | null} */ list) => list?.map((item) => item.id);

test('a changed task is replaced where it stands; nothing else is touched', () => {
  const done = row('C', 'three', true);
  const after = applyDelta(base, { version: 'x.2', count: 4, changed: [done], removed: [] });
  assert.deepEqual(after, [base[0], base[1], done, base[3]]);
  assert.deepEqual(ids(base), ['A', 'B', 'C', 'D'], 'the old list is left as it was');
});

test('no change gives the same list back', () => {
  assert.equal(applyDelta(base, { version: 'x.1', count: 4, changed: [], removed: [] }), base);
});

test('adds, deletes and moves follow the order runs, ids compared without case', () => {
  // Deleted B, moved D to the top, edited a, added E at the end.
  const edited = row('a', 'one, edited');
  const added = row('E', 'five');
  const delta = {
    version: 'x.3', count: 4, changed: [edited, added], removed: ['b'],
    order: /** @type {[number, number][]} */ ([[3, 1], [0, 1], [2, 1], [5, 1]]),
  };
  assert.deepEqual(applyDelta(base, delta), [base[3], edited, base[2], added]);
});

test('a delta that does not fit the list is refused (the page then reads the whole list)', () => {
  /** @type {(delta: object) => null | object[]} */
  const apply = (delta) => applyDelta(base, { version: 'x.9', count: 4, changed: [], removed: [], ...delta });
  assert.equal(apply({ count: 5 }), null, 'another count');
  assert.equal(apply({ count: 3, removed: ['B'] }), null, 'removed but still there');
  assert.equal(apply({ count: 3, order: [[0, 3]] }), null, 'gone but not removed');
  assert.equal(apply({ count: 3, order: [[0, 3]], removed: ['D', 'Z'] }), null, 'an unknown id removed');
  assert.equal(apply({ order: [[0, 5]] }), null, 'a run out of range');
  assert.equal(apply({ order: [[0, 2], [1, 2]] }), null, 'an id twice');
  assert.equal(apply({ order: [[-1, 1], [0, 3]] }), null, 'a negative start');
  assert.equal(apply({ order: [[0, 0], [0, 4]] }), null, 'an empty run');
  assert.equal(apply({ changed: [row('Z', 'unknown')] }), null, 'a changed task that is not in the list');
  assert.equal(apply({ changed: [row('A', '1'), row('a', '2')] }), null, 'a task changed twice');
});

test('a long list: a delta equals the list it describes', () => {
  const long = Array.from({ length: 10_000 }, (_, index) => row(`T${index}`, `Task ${index}`));
  const moved = [...long];
  const [item] = moved.splice(9_000, 1);
  moved.splice(10, 0, item);
  const delta = {
    version: 'x.4', count: 10_000, changed: [], removed: [],
    order: /** @type {[number, number][]} */ ([[0, 10], [9_000, 1], [10, 8_990], [9_001, 999]]),
  };
  assert.deepEqual(applyDelta(long, delta), moved);
});
