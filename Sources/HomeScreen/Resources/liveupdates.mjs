// Live updates: the page follows the server's changes (API.md, "Live updates"). It polls the change counter
// (`GET /changes?since=version`) and listens to the server's pushes (`GET /events`). The engine touches no
// page: it reads and changes the widgets through its `view`, talks to the server through its `connection`,
// waits with its `clock` and opens streams with `openStream`, all given by the page (home.mjs), so a test
// drives it with fakes and a clock it advances by hand.
import { ServerError } from './connection.mjs';

/** @typedef {import('./wire.mjs').Changes} Changes */
/** @typedef {import('./wire.mjs').SlotInfo} SlotInfo */
/** @typedef {import('./wire.mjs').VersionEvent} VersionEvent */
/** @typedef {import('./layout.mjs').IconArrangement} IconArrangement */

/**
 * What the engine reads and changes on the page.
 * @typedef {object} LiveView
 * @property {(instance: string) => boolean} isPlaced whether a slot on the screens shows this instance
 * @property {(instance: string) => boolean} isPending whether the instance runs a tapped intent or a save
 * @property {() => boolean} anyPending whether any placed widget is pending
 * @property {() => boolean} anyLoading whether a widget is still being made or loading its first timeline
 * @property {(instance: string, html: string) => void} showFragment draws an instance's new fragment
 * @property {(slots: SlotInfo[]) => void} showLayout shows a new layout
 * @property {(arrangement: IconArrangement) => void} [showIcons] puts the app icons where another page (or
 *   server) arranged them
 * @property {() => boolean} [iconsPending] whether the page moves icons itself (a drag, a save on its way): the
 *   server's arrangement then waits
 * @property {() => void} tasksChanged the app's task list changed
 * @property {() => boolean} isHidden whether the page is hidden (another tab, a minimized window)
 */

/**
 * The server's event stream as the engine uses it: an `EventSource`, or a test's fake.
 * @typedef {object} EventStream
 * @property {number} readyState 1 while open (`EventSource.OPEN`)
 * @property {(type: 'open' | 'message' | 'error', listener: (event: { data?: string }) => void) => void} addEventListener
 * @property {() => void} close
 */

/**
 * The timers the engine uses (the page's are the window's).
 * @typedef {object} LiveClock
 * @property {(callback: () => void, ms: number) => unknown} setTimeout
 * @property {(timer: any) => void} clearTimeout
 */

/**
 * @typedef {object} LiveOptions
 * @property {{ request: (method: string, path: string, payload?: unknown, options?: { retry?: boolean }) => Promise<any> }} connection
 *   the line to the server (connection.mjs's `Connection`)
 * @property {LiveView} view
 * @property {LiveClock} [clock] globalThis's timers by default
 * @property {((url: string) => EventStream | null) | null} [openStream] opens `/events`; null (or a function
 *   answering null) where the browser has no `EventSource`
 * @property {number} [version] the change version the page was drawn at (`data-version`)
 */

/** `EventSource.OPEN`, named here: a page without `EventSource` has no constant either. */
const OPEN = 1;
/** How often the page polls without a stream, and beside one (ms). */
export const POLL_INTERVAL = 500;
export const POLL_INTERVAL_STREAMING = 2000;

export class LiveUpdates {
  /** @param {LiveOptions} options */
  constructor(options) {
    this.connection = options.connection;
    this.view = options.view;
    /** @type {LiveClock} */
    this.clock = options.clock || globalThis;
    this.openStream = options.openStream || (() => null);
    /** The server's change counter as far as the page has followed it. */
    this.version = options.version || 0;
    this.polling = false;
    this.pollAgain = false;
    /** @type {unknown} */
    this.pollTimer = undefined;
    /** Counts events of the page, to order intent answers against polls. */
    this.sequence = 0;
    /** @type {Map<string, number>} when each widget's last intent answer was shown (`sequence`) */
    this.answeredAt = new Map();
    /** When the page's own icon arrangement was last saved (`sequence`). */
    this.iconsSavedAt = 0;
    /** The smallest `since` whose fragments were left out: asked again from there. */
    this.rewind = Infinity;
    /** Whether the next poll waits for the reloads a change asked for (`settle=1`). */
    this.settleNext = false;
    /** @type {EventStream | null} */
    this.events = null;
    /** How many pushed versions the page asked for (for tests). */
    this.pushesFollowed = 0;
  }

  /**
   * Starts following: widgets still being made are asked for at once, as drawn from their first timelines
   * (`settle`); else the first poll is in 500 ms. The stream is opened by `listen`.
   */
  start() {
    if (this.view.anyLoading()) this.poll({ settle: true });
    else this.schedule(POLL_INTERVAL);
  }

  /**
   * Notes that an intent's answer for `instance` was just shown: a poll sent before it may bring an older
   * fragment of that widget, which must not replace it.
   * @param {string} instance
   */
  answered(instance) {
    this.answeredAt.set(instance, ++this.sequence);
  }

  /**
   * Notes that the page's own icon arrangement was just saved: a poll sent before brings an older one, which
   * must not move the icons back.
   */
  iconsSaved() {
    this.iconsSavedAt = ++this.sequence;
  }

  /** The connection is back: another server may be answering now, so everything is asked for. */
  reconnected() {
    this.version = 0;
    this.poll();
  }

  // A fragment never replaces a newer one. The page asks `/changes?since=version`; an answer's fragments are
  // as new as the moment the server made them. Two things may make one older than what the page shows, or lose
  // one: a widget that runs an intent (pending) takes no fragment until its own answer is in, and an intent's
  // answer that came in after a poll was sent may be newer than that poll's fragment for the same widget. In
  // both cases the fragment is left out and the page asks again from the poll's `since` once no widget is
  // pending: the server then sends what is newest, and fragments already shown are no-ops (`applyHTML`).
  /**
   * Asks for what changed: now, and every 500 ms (2 s beside an open stream). A poll asked for while one is
   * on its way is made once, after it.
   * @param {{ settle?: boolean }} [options] `settle`: after a change the page made (its other widgets follow)
   * @returns {Promise<void>}
   */
  async poll(options = {}) {
    if (options.settle) this.settleNext = true;
    if (this.polling) {
      this.pollAgain = true;
      return;
    }
    this.polling = true;
    this.clock.clearTimeout(this.pollTimer);
    try {
      do {
        this.pollAgain = false;
        let since = this.version;
        if (this.rewind < Infinity && !this.view.anyPending() && !this.iconsPending()) {
          since = Math.min(since, this.rewind);
          this.rewind = Infinity;
        }
        const sent = this.sequence;
        const settle = this.settleNext && !this.view.anyPending() ? '&settle=1' : '';
        if (settle) this.settleNext = false;
        /** @type {Changes} */
        const changes = await this.connection.request('GET', `/changes?since=${since}${settle}`, undefined,
          { retry: false });
        if (changes.layout) this.view.showLayout(changes.layout);
        // The icons' arrangement as fragments are: not while the page moves icons itself, nor older than its save.
        if (changes.icons && this.view.showIcons) {
          if (this.iconsPending()) {
            this.rewind = Math.min(this.rewind, since);
          } else if (this.iconsSavedAt > sent) {
            this.rewind = Math.min(this.rewind, since);
            this.pollAgain = true;
          } else {
            this.view.showIcons(changes.icons);
          }
        }
        Object.entries(changes.instances || {}).forEach(([instance, html]) => {
          if (!this.view.isPlaced(instance)) return;
          if (this.view.isPending(instance)) {
            this.rewind = Math.min(this.rewind, since);
          } else if ((this.answeredAt.get(instance) || 0) > sent) {
            this.rewind = Math.min(this.rewind, since);
            this.pollAgain = true;
          } else {
            this.view.showFragment(instance, html);
          }
        });
        this.version = changes.version;
        if (changes.tasksChanged) this.view.tasksChanged();
      } while (this.pollAgain);
    } catch (error) {
      // The connection noticed a lost server and waits for it; polls go on meanwhile.
      if (!(error instanceof ServerError)) console.error(error);
    } finally {
      this.polling = false;
      this.schedule(this.streaming() ? POLL_INTERVAL_STREAMING : POLL_INTERVAL);
    }
  }

  /** Whether the page moves icons itself. */
  iconsPending() {
    return !!this.view.iconsPending && this.view.iconsPending();
  }

  /**
   * The next poll in `ms`.
   * @param {number} ms
   */
  schedule(ms) {
    this.pollTimer = this.clock.setTimeout(() => { this.poll(); }, ms);
  }

  // Server push: each change's version (`GET /events`, Server-Sent Events). A version the page has not seen is
  // asked for at once, so every widget follows a change in milliseconds. The poll stays as the fallback: every
  // 500 ms while there is no stream (no EventSource, the server's stream limit, a lost server), every 2 s beside
  // one (it also finds another server's layout change, noticed when asked). A hidden page gives its stream up:
  // a browser keeps few connections per server, and streams would use them up.
  /** Opens the server's event stream, unless one is open, the page is hidden or the browser has none. */
  listen() {
    if (this.events || this.view.isHidden()) return;
    const source = this.openStream('/events');
    if (!source) return;
    this.events = source;
    // Opened (again, after a restart): what changed meanwhile.
    source.addEventListener('open', () => { this.poll(); });
    source.addEventListener('message', (event) => {
      /** @type {VersionEvent} */
      const pushed = JSON.parse(event.data || '{}');
      if (pushed.version === this.version) return;
      this.pushesFollowed += 1;
      this.poll();
    });
    // The browser reconnects by itself unless the server refused the stream (closed); either way, the poll
    // notices a lost server and goes on meanwhile.
    source.addEventListener('error', () => { this.poll(); });
  }

  /** The page was hidden: its stream is given up (the poll goes on). */
  pageHidden() {
    if (this.events) this.events.close();
    this.events = null;
  }

  /** The page is seen again: the stream is opened again, and what changed meanwhile asked for. */
  pageShown() {
    this.listen();
    this.poll();
  }

  /** Whether the server's event stream is open. */
  streaming() {
    return !!this.events && this.events.readyState === OPEN;
  }

  /** Whether nothing is on its way: no intent, no poll, no fragment left to ask for again (for tests). */
  settled() {
    return !this.polling && !this.view.anyPending() && this.rewind === Infinity && !this.settleNext
      && !this.view.anyLoading();
  }
}
