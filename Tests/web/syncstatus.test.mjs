import assert from 'node:assert/strict';
import { test } from 'node:test';

import { syncLine } from '../../Sources/HomeScreen/Resources/syncstatus.mjs';
import { localized } from '../../Sources/HomeScreen/Resources/text.mjs';

const strings = {
  'Syncing with {account}…': 'Synchronisiere mit {account} …',
  'Sync with {account} failed: {error}': 'Synchronisierung mit {account} fehlgeschlagen: {error}',
  'Synced with {account} {time}': 'Mit {account} synchronisiert, {time}',
  'Not synced with {account} yet': 'Noch nicht mit {account} synchronisiert',
};
/** @param {string} key @param {Record<string, string>} [values] */
const t = (key, values) => localized(strings, key, values);

test("each account's sync state is one line in the page's language", () => {
  const now = new Date('2026-12-01T12:00:00Z');
  assert.equal(syncLine({ name: 'home', list: 'Tasks', state: 'syncing' }, now, t, 'de'),
    'Synchronisiere mit home …');
  assert.equal(syncLine({ name: 'home', list: 'Tasks', state: 'never' }, now, t, 'de'),
    'Noch nicht mit home synchronisiert');
  assert.equal(syncLine({ name: 'home', list: 'Tasks', state: 'synced', lastSync: '2026-12-01T11:55:00Z' }, now, t, 'de'),
    'Mit home synchronisiert, vor 5 Minuten');
  assert.equal(
    syncLine({ name: 'work', list: 'Team', state: 'failed', error: 'the server refused the password (HTTP 401)' }, now, t,
      'de'),
    'Synchronisierung mit work fehlgeschlagen: the server refused the password (HTTP 401)');
});
