import assert from 'node:assert/strict';
import { test } from 'node:test';

import { Connection, ServerError } from '../../Sources/HomeScreen/Resources/connection.mjs';

/**
 * A fake server: `answer(url, init)` returns [status, body] or throws (no server).
 * @param {(url: string, init: RequestInit) => [number, string] | null} answer
 */
function fakeFetch(answer) {
  /** @type {{ url: string, token: string | undefined }[]} */
  const calls = [];
  /** @param {string} url @param {RequestInit} init */
  const fetch = async (url, init) => {
    const headers = /** @type {Record<string, string>} */ (init.headers || {});
    calls.push({ url, token: headers['X-TaskWidgets-Token'] });
    const result = answer(url, init);
    if (!result) throw new TypeError('Failed to fetch');
    const [status, body] = result;
    return new Response(status === 204 ? null : body, {
      status, headers: { 'Content-Type': body.startsWith('{') ? 'application/json' : 'text/plain' },
    });
  };
  return { fetch, calls };
}

test('every URL carries the page settings; JSON, text and no content are answered as such', async () => {
  const { fetch, calls } = fakeFetch((url) => (url.startsWith('/a') ? [200, '{"x":1}'] : url.startsWith('/b')
    ? [200, '<div>'] : [204, '']));
  const connection = new Connection({ token: 't1', query: 'locale=de', fetch });
  assert.deepEqual(await connection.request('GET', '/a'), { x: 1 });
  assert.equal(await connection.request('POST', '/b?since=3', {}), '<div>');
  assert.equal(await connection.request('DELETE', '/c'), null);
  assert.deepEqual(calls.map((call) => call.url), ['/a?locale=de', '/b?since=3&locale=de', '/c?locale=de']);
  assert.deepEqual(calls.map((call) => call.token), [undefined, 't1', 't1']);
});

test('an error answer is a ServerError with the status and the server\'s line', async () => {
  const { fetch } = fakeFetch(() => [400, 'the title is empty\n']);
  const connection = new Connection({ token: 't', query: '', fetch });
  await assert.rejects(connection.request('POST', '/app/tasks', {}),
    (error) => error instanceof ServerError && error.status === 400 && error.message === 'the title is empty');
});

test('a request refused for its token takes the new server\'s token and is sent again', async () => {
  const token = 'new';
  const { fetch, calls } = fakeFetch((url, init) => {
    if (url.startsWith('/session')) return [200, JSON.stringify({ token })];
    const headers = /** @type {Record<string, string>} */ (init.headers);
    return headers['X-TaskWidgets-Token'] === token ? [200, '{"ok":true}'] : [403, 'bad token'];
  });
  /** @type {string[]} */
  const servers = [];
  const connection = new Connection({ token: 'old', query: '', fetch, onNewServer: (t) => servers.push(t) });
  assert.deepEqual(await connection.request('POST', '/intents', {}), { ok: true });
  assert.deepEqual(calls.map((call) => [call.url.split('?')[0], call.token]),
    [['/intents', 'old'], ['/session', undefined], ['/intents', 'new']]);
  assert.deepEqual(servers, ['new']);
});

test('while no server answers, a read waits, says so, and is asked again once one is back', async () => {
  let up = false;
  const { fetch, calls } = fakeFetch((url) => {
    if (!up) return null;
    return url.startsWith('/session') ? [200, '{"token":"t2"}'] : [200, '{"tasks":[]}'];
  });
  /** @type {boolean[]} */
  const states = [];
  const connection = new Connection({ token: 't1', query: '', fetch, delays: [5], onStatus: (online) => states.push(online) });
  const pending = connection.request('GET', '/app/tasks');
  await new Promise((resolve) => { setTimeout(resolve, 30); });
  assert.deepEqual(states, [false]);
  assert.equal(connection.online, false);
  up = true;
  assert.deepEqual(await pending, { tasks: [] });
  assert.deepEqual(states, [false, true]);
  assert.ok(calls.filter((call) => call.url.startsWith('/app/tasks')).length >= 2, 'asked again');
});

test('a change made while no server answers fails at once and is never sent later', async () => {
  let up = false;
  const { fetch, calls } = fakeFetch((url) => {
    if (!up) return null;
    return url.startsWith('/session') ? [200, '{"token":"t2"}'] : [200, '<div>'];
  });
  /** @type {boolean[]} */
  const states = [];
  const connection = new Connection({ token: 't1', query: '', fetch, delays: [5], onStatus: (online) => states.push(online) });
  // The server goes away under a tap: the tap fails, and the connection starts waiting for a server.
  await assert.rejects(connection.request('POST', '/intents', { archive: 'a' }),
    (error) => error instanceof ServerError && error.status === 0 && error.message === 'not sent');
  assert.deepEqual(states, [false]);
  // A change made while the page knows the server is away is tried once, now, and fails too.
  await assert.rejects(connection.request('POST', '/app/tasks', { title: 'Milk' }),
    (error) => error instanceof ServerError && error.message === 'not sent');
  const tries = calls.filter((call) => !call.url.startsWith('/session')).length;
  assert.equal(tries, 2);
  up = true;
  await connection.waiting;
  assert.deepEqual(states, [false, true]);
  await new Promise((resolve) => { setTimeout(resolve, 30); });
  assert.equal(calls.filter((call) => !call.url.startsWith('/session')).length, tries, 'nothing was replayed');
  // Once the server is back, a new change goes to it with its token.
  assert.equal(await connection.request('POST', '/intents', { archive: 'b' }), '<div>');
  assert.equal(calls[calls.length - 1]?.token, 't2');
});

test('a poll (retry: false) fails at once while the server is away, and the connection starts waiting', async () => {
  let up = false;
  const { fetch } = fakeFetch(() => (up ? [200, '{"token":"t"}'] : null));
  /** @type {boolean[]} */
  const states = [];
  const connection = new Connection({ token: 't', query: '', fetch, delays: [5], onStatus: (online) => states.push(online) });
  await assert.rejects(connection.request('GET', '/changes?since=1', undefined, { retry: false }),
    (error) => error instanceof ServerError && error.status === 0);
  assert.deepEqual(states, [false]);
  up = true;
  await connection.waiting;
  assert.deepEqual(states, [false, true]);
});
