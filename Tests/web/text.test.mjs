import assert from 'node:assert/strict';
import { test } from 'node:test';

import {
  animationSeconds, clockText, dueDateText, errorKey, isOverdue, localized, lockDateText, oneLine, parseDeepLink,
  relativeTime, rollPlan, shownTitle,
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

test('the Lock Screen date is written out, or short in the language\'s order beside an inline widget', () => {
  const tuesday = new Date(2026, 11, 1, 9, 30);
  assert.equal(lockDateText(tuesday, 'en', false, '{weekday} {day}'), 'Tuesday, December 1');
  // As iOS writes it: weekday first ("Tue 1"), where ICU's English order is "1 Tue".
  assert.equal(lockDateText(tuesday, 'en', true, '{weekday} {day}'), 'Tue 1');
  assert.match(lockDateText(tuesday, 'de', true, '{weekday} {day}.'), /^Di\.? 1\.$/);
  assert.equal(lockDateText(tuesday, 'ja', true, '{day}日({weekday})'), '1日(火)');
  assert.equal(lockDateText(tuesday, 'de', false, ''), 'Dienstag, 1. Dezember');
});

test('a due date is that calendar day in any time zone, today by name as the widgets write it', () => {
  assert.equal(dueDateText('2026-11-28', 'en'), 'Nov 28');
  assert.equal(dueDateText('2026-01-01', 'en'), 'Jan 1');
  const now = new Date(2026, 10, 28, 23, 59);
  assert.equal(dueDateText('2026-11-28', 'de', now, 'Heute'), 'Heute');
  // The widgets have no word for tomorrow (DueDateLabel.swift), so neither has the app.
  assert.equal(dueDateText('2026-11-29', 'de', now, 'Heute'), '29. Nov.');
  assert.equal(dueDateText('2026-11-27', 'de', now, 'Heute'), '27. Nov.');
});

test('a sample task reads in the page\'s language; a typed or renamed one as typed', () => {
  const words = new Map([['Plan the week', 'Die Woche planen']]);
  assert.equal(shownTitle('Plan the week (sample)', words), 'Die Woche planen');
  assert.equal(shownTitle('Plan the week', words), 'Plan the week');
  assert.equal(shownTitle('Plan the week properly (sample)', words), 'Plan the week properly (sample)');
  assert.equal(shownTitle('Die Woche planen (Beispiel)', words), 'Die Woche planen (Beispiel)');
});

test('a due date is overdue once its day has passed, not during it', () => {
  const now = new Date(2026, 10, 28, 0, 0);
  assert.equal(isOverdue('2026-11-27', now), true);
  assert.equal(isOverdue('2026-11-28', now), false);
  assert.equal(isOverdue('2026-11-28', new Date(2026, 10, 28, 23, 59)), false);
  assert.equal(isOverdue('2025-12-31', now), true);
  assert.equal(isOverdue('2026-11-29', now), false);
});

test('a failed request is told in words for a person, never as the server\'s text', () => {
  assert.deepEqual(errorKey(0, 'no server'), { key: 'The server can’t be reached.' });
  assert.deepEqual(errorKey(400, 'the title is empty'), { key: 'Enter a title.' });
  assert.deepEqual(errorKey(400, 'the title has 501 characters; at most 500 are allowed'),
    { key: 'The title is too long (at most {count} characters).', values: { count: '500' } });
  assert.deepEqual(errorKey(400, 'the title contains the control character U+001B at character 4; …'),
    { key: 'The title contains a character that can’t be used.' });
  assert.deepEqual(errorKey(400, 'bad date (expected yyyy-MM-dd)'), { key: 'That date doesn’t exist.' });
  assert.deepEqual(errorKey(404, 'unknown widget'), { key: 'This widget is no longer on the Home Screen.' });
  assert.deepEqual(errorKey(507, 'the change could not be written to /x: the disk is full; nothing was changed'),
    { key: 'The change couldn’t be saved: the disk is full.' });
  assert.deepEqual(errorKey(403, '/x is read-only'), { key: 'The tasks are read-only, so nothing was changed.' });
  assert.deepEqual(errorKey(500, 'internal error'), { key: 'Something went wrong. Try again.' });
  assert.deepEqual(errorKey(400, 'unknown action'), { key: 'That didn’t work. Try again.' });
  assert.deepEqual(errorKey(409, 'The dock has room for four apps.'), { key: 'The dock has room for four apps.' });
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

test('a sync time is said relative to now, in the language of the page', () => {
  const now = new Date('2026-12-01T12:00:00Z');
  /** @param {number} seconds */
  const ago = (seconds) => new Date(now.getTime() - seconds * 1000);
  assert.equal(relativeTime(ago(10), now, 'en'), 'now');
  assert.equal(relativeTime(ago(5 * 60), now, 'en'), '5 minutes ago');
  assert.equal(relativeTime(ago(3 * 3600), now, 'en'), '3 hours ago');
  assert.equal(relativeTime(ago(26 * 3600), now, 'en'), 'yesterday');
  assert.equal(relativeTime(ago(5 * 60), now, 'de'), 'vor 5 Minuten');
  assert.equal(relativeTime(new Date('not a date'), now, 'en'), 'now');
});

test('pasted line breaks and tabs become one space each run, so words stay apart', () => {
  assert.equal(oneLine('line1\nline2'), 'line1 line2');
  assert.equal(oneLine('a\r\n\r\nb\tc\u2028d'), 'a b c d');
  assert.equal(oneLine('no breaks'), 'no breaks');
});
