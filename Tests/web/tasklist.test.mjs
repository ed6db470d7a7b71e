import assert from 'node:assert/strict';
import { test } from 'node:test';

import {
  inSections, listChanges, listHeight, rowAt, rowTop, sameTask, sectionPlace, taskKey, visibleRows,
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
  const task = (id, isCompleted) => ({ id, title: id, priority: 'none', isCompleted, isSample: false });
  const list = inSections([task('a', true), task('b', false), task('c', true), task('d', false)]);
  assert.deepEqual(list.map((item) => item.id), ['b', 'd', 'a', 'c']);
  assert.deepEqual(sectionPlace(2, 4, 1), { index: 1, count: 2 });
  assert.deepEqual(sectionPlace(2, 4, 2), { index: 0, count: 2 });
  assert.deepEqual(sectionPlace(0, 3, 2), { index: 2, count: 3 });
});
