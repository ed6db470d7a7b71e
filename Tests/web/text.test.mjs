import assert from 'node:assert/strict';
import { test } from 'node:test';

import {
  animationSeconds, clockText, dueDateText, localized, lockDateOptions, parseDeepLink, rollPlan,
} from '../../Sources/HomeScreen/Resources/text.mjs';

test('digits roll from the right, up when the number grows', () => {
  const plan = rollPlan('9', '10');
  assert.equal(plan.direction, 'up');
  assert.deepEqual(plan.steps, [
    { character: '1', previous: '', rolls: true },
    { character: '0', previous: '9', rolls: true },
  ]);
});

test('only the digits that changed roll, down when the number shrinks', () => {
  const plan = rollPlan('3/12', '2/12');
  assert.equal(plan.direction, 'down');
  assert.deepEqual(plan.steps.map((step) => step.rolls), [true, false, false, false]);
});

test('text without a number rolls up', () => {
  assert.equal(rollPlan('none', 'some').direction, 'up');
});

test('animation durations are the first number, clamped, 0.35 s by default', () => {
  assert.equal(animationSeconds('easeInOut 0.5'), 0.5);
  assert.equal(animationSeconds('spring 9'), 2);
  assert.equal(animationSeconds('linear 0.001'), 0.05);
  assert.equal(animationSeconds('default'), 0.35);
  assert.equal(animationSeconds(undefined), 0.35);
});

test('the clock is 12-hour in English and 24-hour elsewhere', () => {
  const evening = new Date(2026, 10, 28, 21, 5);
  assert.equal(clockText(evening, 'en'), '9:05');
  assert.equal(clockText(evening, 'de'), '21:05');
  assert.equal(clockText(new Date(2026, 10, 28, 0, 30), 'en'), '12:30');
  assert.equal(clockText(new Date(2026, 10, 28, 0, 30), 'ja'), '0:30');
});

test('the Lock Screen date is short beside an inline widget', () => {
  assert.deepEqual(lockDateOptions(true), { weekday: 'short', day: 'numeric' });
  assert.deepEqual(lockDateOptions(false), { weekday: 'long', day: 'numeric', month: 'long' });
});

test('a due date is that calendar day in any time zone', () => {
  assert.equal(dueDateText('2026-11-28', 'en'), 'Nov 28');
  assert.equal(dueDateText('2026-01-01', 'en'), 'Jan 1');
});

test('deep links open a task, the new-task form, or the app', () => {
  const id = '7154F3D4-D189-4D47-AA3C-B316E45B5FD2';
  assert.deepEqual(parseDeepLink(`taskwidgets://task/${id}`), { action: 'task', id: id.toLowerCase() });
  assert.deepEqual(parseDeepLink('taskwidgets://add'), { action: 'add' });
  assert.deepEqual(parseDeepLink('taskwidgets://add?priority=high'), { action: 'add' });
  assert.deepEqual(parseDeepLink('taskwidgets://task/not-an-id'), { action: 'open' });
  assert.deepEqual(parseDeepLink(`taskwidgets://task/${id}/extra`), { action: 'open' });
});

test('page strings are looked up and filled in; a missing one stands out', () => {
  const strings = { 'Decrease {parameter}': '{parameter} verringern', Save: 'Speichern' };
  assert.equal(localized(strings, 'Save'), 'Speichern');
  assert.equal(localized(strings, 'Decrease {parameter}', { parameter: 'Anzahl' }), 'Anzahl verringern');
  assert.equal(localized(strings, 'Delete'), '[Delete]');
});
