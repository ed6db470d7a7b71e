// Pure rules of the app panel's list, which shows any number of tasks without building them all: rows have
// one height (the open editor adds its own), so where each row goes is arithmetic, and only the rows in view
// (and a few around them) exist in the page. An update changes only the rows whose task changed.

/**
 * @typedef {object} ListTask
 * @property {string} id
 * @property {string} title
 * @property {string} priority
 * @property {string | null} [dueDate]
 * @property {boolean} isCompleted
 * @property {boolean} isSample
 */

/**
 * Where rows go: each is `rowHeight` high, the row at `extra.index` (the open editor) `extra.height` more.
 * @typedef {{ rowHeight: number, count: number, extra?: { index: number, height: number } | null }} RowGeometry
 */

/**
 * The top of row `index`.
 * @param {RowGeometry} geometry
 * @param {number} index
 */
export function rowTop(geometry, index) {
  const { rowHeight, extra } = geometry;
  return index * rowHeight + (extra && index > extra.index ? extra.height : 0);
}

/**
 * The height of the whole list.
 * @param {RowGeometry} geometry
 */
export function listHeight(geometry) {
  return rowTop(geometry, geometry.count);
}

/**
 * The row at a vertical position in the list.
 * @param {RowGeometry} geometry
 * @param {number} y
 */
export function rowAt(geometry, y) {
  const { rowHeight, extra } = geometry;
  let index = Math.floor(y / rowHeight);
  if (extra && index > extra.index) {
    const editorEnd = rowTop(geometry, extra.index) + rowHeight + extra.height;
    index = y < editorEnd ? extra.index : extra.index + 1 + Math.floor((y - editorEnd) / rowHeight);
  }
  return Math.max(0, Math.min(index, geometry.count - 1));
}

/**
 * The rows to build for a view of the list from `top` to `top + height` (list coordinates), with `overscan`
 * rows more on each side: `[start, end)`.
 * @param {RowGeometry} geometry
 * @param {number} top
 * @param {number} height
 * @param {number} [overscan]
 * @returns {[number, number]}
 */
export function visibleRows(geometry, top, height, overscan = 8) {
  if (geometry.count === 0) return [0, 0];
  const first = rowAt(geometry, Math.max(0, top));
  const last = rowAt(geometry, Math.max(0, top + height));
  return [Math.max(0, first - overscan), Math.min(geometry.count, last + 1 + overscan)];
}

/**
 * A task's identity in the page: ids are UUIDs, compared without case.
 * @param {string} id
 */
export const taskKey = (id) => id.toLowerCase();

/**
 * What changed between two lists: the ids whose task changed (or is new) and the ids that are gone, and
 * whether the order changed.
 * @param {ListTask[]} before
 * @param {ListTask[]} after
 * @returns {{ changed: Set<string>, removed: Set<string>, reordered: boolean }}
 */
export function listChanges(before, after) {
  /** @type {Map<string, ListTask>} */
  const old = new Map(before.map((task) => [taskKey(task.id), task]));
  const changed = new Set();
  let reordered = before.length !== after.length;
  after.forEach((task, index) => {
    const key = taskKey(task.id);
    const previous = old.get(key);
    if (!previous || !sameTask(previous, task)) changed.add(key);
    if (!reordered && taskKey(before[index].id) !== key) reordered = true;
    old.delete(key);
  });
  return { changed, removed: new Set(old.keys()), reordered };
}

/**
 * What changed in the server's list since a version the page holds (`GET /app/tasks?since=V`, API.md).
 * @typedef {object} ListDelta
 * @property {string} version the version the delta brings the list to
 * @property {number} count how many tasks the list has then
 * @property {ListTask[]} changed the tasks added or changed, in the list's order
 * @property {string[]} removed the ids of the tasks deleted
 * @property {[number, number][]} [order] only when the ids' sequence changed: the new list as runs
 *   `[start, count]` of indices into the old list followed by `changed`
 */

/**
 * The server's list after a delta, from the list of the version it starts from (in the server's order, not in
 * sections); null when the delta does not fit that list (the page then reads the whole list): a run out of
 * range, an id twice, a removed id still there or a listed one missing, or another count than the server's.
 * @param {ListTask[]} base
 * @param {ListDelta} delta
 * @returns {ListTask[] | null}
 */
export function applyDelta(base, delta) {
  const { changed, removed, order, count } = delta;
  if (!Array.isArray(changed) || !Array.isArray(removed)) return null;
  /** @type {ListTask[]} */
  let result = base;
  if (order) {
    const sources = base.length + changed.length;
    result = [];
    for (const run of order) {
      if (!Array.isArray(run)) return null;
      const [start, length] = run;
      if (!Number.isInteger(start) || !Number.isInteger(length) || start < 0 || length < 1
        || start + length > sources) return null;
      for (let index = start; index < start + length; index += 1) {
        result.push(index < base.length ? base[index] : changed[index - base.length]);
      }
    }
  } else if (changed.length === 0 && removed.length === 0) {
    return count === base.length ? base : null;
  } else {
    result = base.slice();
  }
  const updates = new Map(changed.map((task) => [taskKey(task.id), task]));
  const gone = new Set(removed.map(taskKey));
  /** @type {Set<string>} */
  const seen = new Set();
  for (let index = 0; index < result.length; index += 1) {
    const key = taskKey(result[index].id);
    if (seen.has(key) || gone.has(key)) return null;
    seen.add(key);
    const update = updates.get(key);
    if (update) result[index] = update;
  }
  if (result.length !== count || updates.size !== changed.length) return null;
  for (const key of updates.keys()) if (!seen.has(key)) return null;
  // Every task of the old list is either still there or removed (never both: checked above), and nothing else
  // is removed.
  let missing = 0;
  for (const task of base) {
    const key = taskKey(task.id);
    if (seen.has(key)) continue;
    if (!gone.has(key)) return null;
    missing += 1;
  }
  return missing === gone.size ? result : null;
}

/**
 * @param {ListTask} a
 * @param {ListTask} b
 */
export function sameTask(a, b) {
  return a.title === b.title && a.priority === b.priority && (a.dueDate || null) === (b.dueDate || null)
    && a.isCompleted === b.isCompleted && a.isSample === b.isSample;
}

/**
 * The app's two sections, open tasks then done ones, each in the order given (`TaskListModel`'s sections).
 * @param {ListTask[]} tasks
 */
export function inSections(tasks) {
  return [...tasks.filter((task) => !task.isCompleted), ...tasks.filter((task) => task.isCompleted)];
}

/**
 * Where the row at `index` of a list in sections (`inSections`) stands in its own section: a task moves within
 * its section, as the app's list moves rows.
 * @param {number} open how many tasks are open (the first section's length)
 * @param {number} total how many tasks there are
 * @param {number} index
 * @returns {{ index: number, count: number }}
 */
export function sectionPlace(open, total, index) {
  return index < open ? { index, count: open } : { index: index - open, count: total - open };
}
