import assert from 'node:assert/strict';
import { test } from 'node:test';

import { ServerError } from '../../Sources/HomeScreen/Resources/connection.mjs';
import { LiveUpdates } from '../../Sources/HomeScreen/Resources/liveupdates.mjs';
import { FakeClock } from './fakeclock.mjs';

/** @typedef {import('../../Sources/HomeScreen/Resources/wire.mjs').Changes} Changes */

/**
 * A request the test answers when it likes (in any order).
 * @typedef {object} HeldRequest
 * @property {string} method
 * @property {string} path
 * @property {{ retry?: boolean } | undefined} options
 * @property {(answer: Partial<Changes>) => Promise<void>} answer resolves it, then lets the engine run
 * @property {(error: Error) => Promise<void>} fail
 */

/** A connection whose answers the test releases, as deferred promises. */
class FakeConnection {
  constructor() {
    /** @type {HeldRequest[]} */
    this.requests = [];
  }

  /**
   * @param {string} method
   * @param {string} path
   * @param {unknown} [payload]
   * @param {{ retry?: boolean }} [options]
   * @returns {Promise<any>}
   */
  request(method, path, payload, options) {
    return new Promise((resolve, reject) => {
      this.requests.push({
        method, path, options,
        answer: (answer) => {
          resolve({ instances: {}, tasksChanged: false, ...answer });
          return flush();
        },
        fail: (error) => {
          reject(error);
          return flush();
        },
      });
    });
  }

  /** The paths asked for, in order. */
  get paths() {
    return this.requests.map((request) => request.path);
  }

  /** The last request. */
  get last() {
    const request = this.requests[this.requests.length - 1];
    assert.ok(request, 'no request was made');
    return request;
  }
}

/** Lets the engine's awaits run (promise callbacks only: no timer, no real time). */
async function flush() {
  for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
}

/** The server's event stream, as the test drives it. */
class FakeStream {
  constructor() {
    this.readyState = 0;
    this.closed = false;
    /** @type {Map<string, ((event: { data?: string }) => void)[]>} */
    this.listeners = new Map();
  }

  /**
   * @param {'open' | 'message' | 'error'} type
   * @param {(event: { data?: string }) => void} listener
   */
  addEventListener(type, listener) {
    this.listeners.set(type, [...(this.listeners.get(type) || []), listener]);
  }

  close() {
    this.closed = true;
    this.readyState = 2;
  }

  open() {
    this.readyState = 1;
    (this.listeners.get('open') || []).forEach((listener) => listener({}));
  }

  /** @param {number} version */
  push(version) {
    (this.listeners.get('message') || []).forEach((listener) => listener({ data: JSON.stringify({ version }) }));
  }
}

/** The page as the engine sees it: widgets by instance, each with its fragment and whether it is pending. */
class FakeView {
  /** @param {string[]} instances */
  constructor(instances) {
    /** @type {Map<string, { html: string, pending: boolean }>} */
    this.widgets = new Map(instances.map((instance) => [instance, { html: `${instance}:first`, pending: false }]));
    this.loading = false;
    this.hidden = false;
    /** @type {import('../../Sources/HomeScreen/Resources/wire.mjs').SlotInfo[][]} */
    this.layouts = [];
    this.tasksChangedCount = 0;
    /** @type {import('../../Sources/HomeScreen/Resources/layout.mjs').IconArrangement[]} */
    this.arrangements = [];
    /** Whether the page moves icons itself. */
    this.movingIcons = false;
  }

  /** @param {import('../../Sources/HomeScreen/Resources/layout.mjs').IconArrangement} arrangement */
  showIcons(arrangement) { this.arrangements.push(arrangement); }

  iconsPending() { return this.movingIcons; }

  /** @param {string} instance */
  isPlaced(instance) { return this.widgets.has(instance); }

  /** @param {string} instance */
  isPending(instance) { return !!this.widgets.get(instance)?.pending; }

  anyPending() { return [...this.widgets.values()].some((widget) => widget.pending); }

  anyLoading() { return this.loading; }

  /**
   * @param {string} instance
   * @param {string} html
   */
  showFragment(instance, html) {
    const widget = this.widgets.get(instance);
    assert.ok(widget, `${instance} is not placed`);
    widget.html = html;
  }

  /** @param {import('../../Sources/HomeScreen/Resources/wire.mjs').SlotInfo[]} slots */
  showLayout(slots) { this.layouts.push(slots); }

  tasksChanged() { this.tasksChangedCount += 1; }

  isHidden() { return this.hidden; }

  /** @param {string} instance */
  html(instance) { return this.widgets.get(instance)?.html; }

  /**
   * @param {string} instance
   * @param {boolean} pending
   */
  setPending(instance, pending) {
    const widget = this.widgets.get(instance);
    assert.ok(widget);
    widget.pending = pending;
  }
}

/**
 * An engine over fakes; `streams` holds every stream it opened (none unless `withStreams`).
 * @param {{ instances?: string[], version?: number, withStreams?: boolean }} [options]
 */
function setUp(options = {}) {
  const clock = new FakeClock();
  const connection = new FakeConnection();
  const view = new FakeView(options.instances || ['w1', 'w2']);
  /** @type {FakeStream[]} */
  const streams = [];
  const live = new LiveUpdates({
    connection, view, clock, version: options.version ?? 5,
    openStream: options.withStreams ? (url) => {
      assert.equal(url, '/events');
      const stream = new FakeStream();
      streams.push(stream);
      return stream;
    } : null,
  });
  return { clock, connection, view, streams, live };
}

test('reorder: a poll\'s older fragment never replaces an intent answer shown after the poll was sent', async () => {
  const { connection, view, live } = setUp();
  live.poll();
  assert.deepEqual(connection.paths, ['/changes?since=5']);
  assert.equal(connection.last.options?.retry, false, 'a poll is not held while the server is away');
  // The tap's answer comes in while the poll is on its way.
  view.showFragment('w1', 'w1:tapped');
  live.answered('w1');
  await connection.requests[0].answer({ version: 6, instances: { w1: 'w1:before the tap', w2: 'w2:new' } });
  assert.equal(view.html('w1'), 'w1:tapped');
  assert.equal(view.html('w2'), 'w2:new', 'the other widgets of the answer are shown');
  // Asked again at once, from the poll's `since`: the server sends what is newest.
  assert.deepEqual(connection.paths, ['/changes?since=5', '/changes?since=5']);
  assert.equal(live.settled(), false);
  await connection.requests[1].answer({ version: 7, instances: { w1: 'w1:newest', w2: 'w2:new' } });
  assert.equal(view.html('w1'), 'w1:newest');
  assert.equal(live.version, 7);
  assert.equal(connection.requests.length, 2);
  assert.equal(live.settled(), true);
});

test('an intent answered before a poll was sent does not hold that poll\'s fragments back', async () => {
  const { connection, view, live } = setUp();
  live.answered('w1');
  live.poll();
  await connection.last.answer({ version: 6, instances: { w1: 'w1:after the tap' } });
  assert.equal(view.html('w1'), 'w1:after the tap');
  assert.equal(connection.requests.length, 1);
  assert.equal(live.settled(), true);
});

test('rewind: a pending widget\'s fragment is left out and asked for again from the smaller since', async () => {
  const { connection, view, live } = setUp();
  view.setPending('w1', true);
  live.poll();
  await connection.last.answer({ version: 6, instances: { w1: 'w1:stale', w2: 'w2:new' } });
  assert.equal(view.html('w1'), 'w1:first', 'a pending widget takes no fragment');
  assert.equal(view.html('w2'), 'w2:new');
  assert.equal(live.version, 6);
  // Still pending: the next poll asks from the version, and keeps the rewind for later.
  live.poll();
  assert.equal(connection.last.path, '/changes?since=6');
  await connection.last.answer({ version: 6 });
  assert.equal(live.settled(), false);
  view.setPending('w1', false);
  assert.equal(live.settled(), false, 'a fragment is still to be asked for again');
  live.poll();
  assert.equal(connection.last.path, '/changes?since=5');
  await connection.last.answer({ version: 7, instances: { w1: 'w1:newest', w2: 'w2:new' } });
  assert.equal(view.html('w1'), 'w1:newest');
  live.poll();
  assert.equal(connection.last.path, '/changes?since=7', 'the rewind is used once');
  await connection.last.answer({ version: 7 });
  assert.equal(live.settled(), true);
});

test('a restarted server: the page asks for everything, takes its lower version, and follows its pushes', async () => {
  const { connection, view, streams, live } = setUp({ instances: ['w1', 'w2', 'w3'], version: 40, withStreams: true });
  live.listen();
  streams[0].open();
  await connection.last.answer({ version: 40 });
  // The connection was lost and is back: maybe another server.
  live.reconnected();
  assert.equal(connection.last.path, '/changes?since=0');
  await connection.last.answer({ version: 3, instances: { w1: 'w1:new server', w2: 'w2:new server', w3: 'w3:new server' } });
  assert.deepEqual(['w1', 'w2', 'w3'].map((instance) => view.html(instance)),
    ['w1:new server', 'w2:new server', 'w3:new server']);
  assert.equal(live.version, 3);
  // A change on the new server: above its version, below the old server's.
  streams[0].push(12);
  assert.equal(live.pushesFollowed, 1);
  assert.equal(connection.last.path, '/changes?since=3');
  await connection.last.answer({ version: 12, instances: { w2: 'w2:changed' } });
  assert.equal(view.html('w2'), 'w2:changed');
  assert.equal(live.version, 12);
  assert.equal(live.settled(), true);
});

test('push: a version not seen is asked for at once and counted; the version the page has does nothing', async () => {
  const { connection, streams, live } = setUp({ withStreams: true });
  live.listen();
  assert.equal(streams.length, 1);
  assert.equal(live.streaming(), false, 'not open yet');
  streams[0].open();
  assert.equal(live.streaming(), true);
  assert.deepEqual(connection.paths, ['/changes?since=5'], 'an opened stream asks what changed meanwhile');
  await connection.last.answer({ version: 8 });
  streams[0].push(8);
  assert.equal(connection.requests.length, 1);
  assert.equal(live.pushesFollowed, 0);
  streams[0].push(9);
  assert.equal(live.pushesFollowed, 1);
  assert.deepEqual(connection.paths, ['/changes?since=5', '/changes?since=8']);
  live.listen();
  assert.equal(streams.length, 1, 'one stream at a time');
});

test('the poll timer: 500 ms without an open stream, 2 s beside one', async () => {
  const { clock, connection, streams, live } = setUp({ withStreams: true });
  live.start();
  assert.equal(connection.requests.length, 0, 'nothing loading: the first poll waits');
  clock.advance(499);
  assert.equal(connection.requests.length, 0);
  clock.advance(1);
  assert.equal(connection.requests.length, 1);
  await connection.last.answer({ version: 6 });
  clock.advance(499);
  assert.equal(connection.requests.length, 1);
  clock.advance(1);
  assert.equal(connection.requests.length, 2, 'no stream: every 500 ms');
  live.listen();
  streams[0].open();
  await connection.requests[1].answer({ version: 6 });
  // The stream's opening asked once more after the poll in flight (one at a time).
  assert.equal(connection.requests.length, 3);
  await connection.last.answer({ version: 6 });
  clock.advance(1999);
  assert.equal(connection.requests.length, 3);
  clock.advance(1);
  assert.equal(connection.requests.length, 4, 'beside an open stream: every 2 s');
  await connection.last.answer({ version: 6 });
  assert.equal(clock.timers.size, 1, 'one timer at a time');
});

test('a failed poll is made again 500 ms later, from the same version', async () => {
  const { clock, connection, live } = setUp();
  live.poll();
  await connection.last.fail(new ServerError(0, 'no server'));
  assert.equal(live.version, 5);
  assert.equal(live.settled(), true, 'nothing in flight');
  clock.advance(500);
  assert.deepEqual(connection.paths, ['/changes?since=5', '/changes?since=5']);
});

test('a page whose widgets are still loading asks at once, with settle=1', () => {
  const { connection, view, live } = setUp();
  view.loading = true;
  live.start();
  assert.deepEqual(connection.paths, ['/changes?since=5&settle=1']);
  assert.equal(live.settled(), false);
});

test('settle=1 is sent only when no widget is pending, and kept until then', async () => {
  const { connection, view, live } = setUp();
  view.setPending('w1', true);
  live.poll({ settle: true });
  assert.equal(connection.last.path, '/changes?since=5');
  await connection.last.answer({ version: 5 });
  assert.equal(live.settled(), false);
  view.setPending('w1', false);
  live.poll();
  assert.equal(connection.last.path, '/changes?since=5&settle=1');
  await connection.last.answer({ version: 5 });
  live.poll();
  assert.equal(connection.last.path, '/changes?since=5', 'settle is sent once');
  await connection.last.answer({ version: 5 });
  assert.equal(live.settled(), true);
});

test('a hidden page gives its stream up and opens one again when it is seen', async () => {
  const { connection, view, streams, live } = setUp({ withStreams: true });
  view.hidden = true;
  live.listen();
  assert.equal(streams.length, 0, 'a hidden page opens no stream');
  view.hidden = false;
  live.listen();
  streams[0].open();
  await connection.last.answer({ version: 5 });
  view.hidden = true;
  live.pageHidden();
  assert.equal(streams[0].closed, true);
  assert.equal(live.streaming(), false);
  view.hidden = false;
  live.pageShown();
  assert.equal(streams.length, 2);
  assert.equal(streams[1].closed, false);
  assert.equal(connection.requests.length, 2, 'what changed while hidden is asked for');
});

test('a poll asked for while one is on its way is made once, after it', async () => {
  const { connection, live } = setUp();
  live.poll();
  live.poll();
  live.poll({ settle: true });
  assert.equal(connection.requests.length, 1, 'never two at once');
  await connection.requests[0].answer({ version: 6 });
  assert.deepEqual(connection.paths, ['/changes?since=5', '/changes?since=6&settle=1']);
  await connection.requests[1].answer({ version: 6 });
  assert.equal(connection.requests.length, 2);
  assert.equal(live.settled(), true);
});

test('a layout and a change of the app\'s tasks reach the page', async () => {
  const { connection, view, live } = setUp();
  const slot = { instance: 'w3', kind: 'tasks', family: 'systemSmall', html: '<div></div>', configurable: false };
  live.poll();
  await connection.last.answer({ version: 6, layout: [slot], tasksChanged: true });
  assert.deepEqual(view.layouts, [[slot]]);
  assert.equal(view.tasksChangedCount, 1);
  live.poll();
  await connection.last.answer({ version: 6, instances: { gone: '<div></div>' } });
  assert.equal(view.layouts.length, 1);
  assert.equal(view.tasksChangedCount, 1);
});

test('icons another page arranged are shown; not while this page moves its own, nor older than its save', async () => {
  const { connection, view, live } = setUp();
  const theirs = { pages: [['calendar', 'tasks']], dock: ['phone'] };
  const mine = { pages: [['tasks', 'calendar']], dock: ['phone'] };
  live.poll();
  await connection.last.answer({ version: 6, layout: [], icons: theirs });
  assert.deepEqual(view.arrangements, [theirs]);
  // A poll without a layout change brings no icons, and moves none.
  live.poll();
  await connection.last.answer({ version: 6 });
  assert.equal(view.arrangements.length, 1);
  // This page drags an icon: the arrangement the poll brings waits, and is asked for again once it is done.
  view.movingIcons = true;
  live.poll();
  assert.equal(connection.last.path, '/changes?since=6');
  await connection.last.answer({ version: 7, layout: [], icons: theirs });
  assert.equal(view.arrangements.length, 1);
  assert.equal(live.settled(), false);
  live.poll();
  assert.equal(connection.last.path, '/changes?since=7', 'not asked again while the drag goes on');
  await connection.last.answer({ version: 7 });
  // Its save is answered while a poll is on its way: that poll's (older) arrangement is not shown.
  live.poll();
  const sent = connection.last;
  view.movingIcons = false;
  live.iconsSaved();
  await sent.answer({ version: 8, layout: [], icons: theirs });
  assert.equal(view.arrangements.length, 1);
  assert.equal(connection.last.path, '/changes?since=6', 'asked again from where it was left out');
  await connection.last.answer({ version: 9, layout: [], icons: mine });
  assert.deepEqual(view.arrangements, [theirs, mine]);
  assert.equal(live.settled(), true);
});
