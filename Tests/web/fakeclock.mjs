// A clock for the page's tests: its timers run only when the test advances it, so no test waits for real time
// or depends on how busy the machine is.

export class FakeClock {
  constructor() {
    this.now = 0;
    this.nextId = 1;
    /** @type {Map<number, { at: number, callback: () => void }>} */
    this.timers = new Map();
  }

  /**
   * @param {() => void} callback
   * @param {number} ms
   */
  setTimeout(callback, ms) {
    const id = this.nextId;
    this.nextId += 1;
    this.timers.set(id, { at: this.now + ms, callback });
    return id;
  }

  /** @param {any} id */
  clearTimeout(id) {
    this.timers.delete(id);
  }

  /**
   * Moves time on by `ms`, running the timers due meanwhile in order (and those they set that fall due too).
   * @param {number} ms
   */
  advance(ms) {
    const end = this.now + ms;
    for (;;) {
      const due = [...this.timers.entries()].filter(([, timer]) => timer.at <= end)
        .sort(([, a], [, b]) => a.at - b.at)[0];
      if (!due) break;
      this.timers.delete(due[0]);
      this.now = due[1].at;
      due[1].callback();
    }
    this.now = end;
  }
}
