import assert from 'node:assert/strict';
import { test } from 'node:test';

import { liveBanner } from '../../Sources/WidgetPreviews/Resources/live.mjs';

test('a newer ready build reloads the page; the same version only hides the banner', () => {
  assert.deepEqual(liveBanner({ version: 3, state: 'ready' }, 2), { reload: true });
  assert.deepEqual(liveBanner({ version: 2, state: 'ready' }, 2), { reload: false, title: null, log: null });
});

test('a build in progress or a failed one is shown over the last good previews, never reloaded', () => {
  assert.deepEqual(liveBanner({ version: 2, state: 'building' }, 1), { reload: false, title: 'Building…', log: null });
  const failed = liveBanner({ version: 1, state: 'failed', log: "Probe.swift:2:1: error: expected '}'" }, 1);
  assert.equal(failed.reload, false);
  assert.ok(!failed.reload && failed.title?.startsWith('Build failed'));
  assert.ok(!failed.reload && failed.log?.includes("error: expected '}'"));
});
