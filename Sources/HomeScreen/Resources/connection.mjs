// The page's line to its server: every call goes through `Connection.request`, which outlives the server.
// When the server cannot be reached, the connection says so (`onStatus`), asks `/session` until a server
// answers again and takes that server's token (same origin only: the browser lets no other page read it).
// A read waits for the server and is asked again. A change (any method but GET) is sent once, when it is
// made, and never held for later: replayed after an outage, a tap could undo what another device did
// meanwhile (a toggle flips whatever the task is by then). Without an answer it fails with `ServerError`
// status 0, message `not sent`, and the page says that nothing was changed. A change refused for its token
// (a server that restarted between two calls, which applied nothing) is sent again at once with the new one.

/** An answer that is not a success, with the server's one-line message; status 0: no server answered. */
export class ServerError extends Error {
  /**
   * @param {number} status
   * @param {string} message
   */
  constructor(status, message) {
    super(message);
    this.name = 'ServerError';
    this.status = status;
  }
}

/**
 * @typedef {object} ConnectionOptions
 * @property {string} token the server's token, from the page
 * @property {string} query the page's settings, added to every URL (`device=…&scheme=…&locale=…`)
 * @property {(input: string, init: RequestInit) => Promise<Response>} [fetch]
 * @property {(online: boolean) => void} [onStatus] told when the server goes away and when it is back
 * @property {(token: string) => void} [onNewServer] told when another server (a restart) answers
 * @property {number[]} [delays] the waits between tries while the server is away, in ms (the last repeats)
 */

/**
 * Waits `ms` milliseconds.
 * @param {number} ms
 */
const sleep = (ms) => new Promise((resolve) => { setTimeout(resolve, ms); });

export class Connection {
  /** @param {ConnectionOptions} options */
  constructor(options) {
    this.token = options.token;
    this.query = options.query;
    this.fetch = options.fetch || ((input, init) => fetch(input, init));
    this.onStatus = options.onStatus || (() => {});
    this.onNewServer = options.onNewServer || (() => {});
    this.delays = options.delays || [250, 500, 1000, 2000];
    this.online = true;
    /** @type {Promise<void> | null} */
    this.waiting = null;
  }

  /**
   * The URL of `path` with the page's settings.
   * @param {string} path
   */
  url(path) {
    return path + (path.includes('?') ? '&' : '?') + this.query;
  }

  /**
   * Sends a request and returns the answer's JSON or text (null for 204). While no server answers, a GET
   * waits for one and is sent again (unless `retry` is false: a poll, which is simply made again later); a
   * change is not: it throws `ServerError(0, 'not sent')`. Throws `ServerError` for an answer that is not a
   * success.
   * @param {string} method
   * @param {string} path
   * @param {unknown} [payload]
   * @param {{ retry?: boolean }} [options]
   * @returns {Promise<any>}
   */
  async request(method, path, payload, options = {}) {
    const retry = options.retry !== false;
    // Only reads outlive an outage (see the top of this file).
    const waits = retry && method === 'GET';
    for (let attempt = 0; ; attempt += 1) {
      if (this.waiting && waits) await this.waiting;
      /** @type {Record<string, string>} */
      const headers = {};
      /** @type {RequestInit} */
      const init = { method, cache: 'no-store', credentials: 'same-origin', headers };
      if (method !== 'GET') headers['X-TaskWidgets-Token'] = this.token;
      if (payload !== undefined) {
        headers['Content-Type'] = 'application/json';
        init.body = JSON.stringify(payload);
      }
      /** @type {Response} */
      let response;
      try {
        response = await this.fetch(this.url(path), init);
      } catch (error) {
        // No answer at all: the server is away (stopped, restarting) or the network is.
        this.lost();
        if (method !== 'GET') throw new ServerError(0, 'not sent');
        if (!waits) throw new ServerError(0, 'no server');
        continue;
      }
      if (response.ok) {
        if (response.status === 204) return null;
        const type = response.headers.get('Content-Type') || '';
        return type.startsWith('application/json') ? response.json() : response.text();
      }
      const message = (await response.text()).trim();
      // A new server (restarted between two calls) has another token: take it and send again.
      if (response.status === 403 && /token/.test(message) && attempt < 2) {
        try {
          await this.renewToken();
        } catch (error) {
          this.lost();
        }
        continue;
      }
      // Starting, or the store busy for a moment: a little later.
      if (response.status === 503 && retry && attempt < this.delays.length) {
        await sleep(this.delays[attempt]);
        continue;
      }
      throw new ServerError(response.status, message || `HTTP ${response.status}`);
    }
  }

  /** Notes that the server is away and starts waiting for it (once, however many calls noticed). */
  lost() {
    if (this.waiting) return;
    this.online = false;
    this.onStatus(false);
    this.waiting = this.waitForServer().then(() => {
      this.waiting = null;
      this.online = true;
      this.onStatus(true);
    });
  }

  /** Asks `/session` until a server answers, and takes its token. */
  async waitForServer() {
    for (let attempt = 0; ; attempt += 1) {
      await sleep(this.delays[Math.min(attempt, this.delays.length - 1)]);
      try {
        if (await this.renewToken()) return;
      } catch (error) {
        // Still away.
      }
    }
  }

  /**
   * Takes the token of the server that answers now; true when one answered.
   * @returns {Promise<boolean>}
   */
  async renewToken() {
    const response = await this.fetch(this.url('/session'), { method: 'GET', cache: 'no-store', credentials: 'same-origin' });
    if (!response.ok) return false;
    const session = await response.json();
    if (typeof session.token !== 'string') return false;
    if (session.token !== this.token) {
      this.token = session.token;
      this.onNewServer(session.token);
    }
    return true;
  }
}
