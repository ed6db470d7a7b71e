// Pure layout rules of the Home Screen: where widgets and app icons go on the pages of the grid.

/**
 * One item to place: its size in grid cells, and whether it is a widget (widgets keep their order,
 * each placed after the previous one; app icons fill the first free cells at or after the start of their page,
 * `page`, 0 when not said).
 * @typedef {{ width: number, height: number, isWidget: boolean, page?: number }} GridItem
 */

/**
 * A place on the Home Screen: the page, and the item's top-left cell (0-based).
 * @typedef {{ page: number, row: number, column: number }} GridSpot
 */

/**
 * Places items in order on pages of `rows` × `columns` cells, as iOS does: a widget goes to the first
 * free place at or after the previous widget's row; an app icon to the first free cell of any page.
 * @param {GridItem[]} items
 * @param {number} rows
 * @param {number} columns
 * @returns {{ spots: GridSpot[], pageCount: number }}
 */
export function placeItems(items, rows, columns) {
  /** @type {number[][][]} */
  const pages = [];
  /** @param {number} index */
  const page = (index) => {
    while (pages.length <= index) {
      pages.push(Array.from({ length: rows }, () => Array.from({ length: columns }, () => 0)));
    }
    return pages[index];
  };
  /**
   * @param {number[][]} grid
   * @param {number} row
   * @param {number} column
   * @param {number} width
   * @param {number} height
   */
  const fits = (grid, row, column, width, height) => {
    if (row + height > rows || column + width > columns) return false;
    for (let r = row; r < row + height; r += 1) {
      for (let c = column; c < column + width; c += 1) if (grid[r][c]) return false;
    }
    return true;
  };
  /**
   * @param {number} width
   * @param {number} height
   * @param {{ page: number, row: number }} start
   * @returns {GridSpot}
   */
  const place = (width, height, start) => {
    // An item larger than a page gets a page of its own rather than looping forever.
    const w = Math.min(width, columns);
    const h = Math.min(height, rows);
    for (let p = start.page; ; p += 1) {
      const grid = page(p);
      for (let row = p === start.page ? start.row : 0; row < rows; row += 1) {
        for (let column = 0; column < columns; column += 1) {
          if (!fits(grid, row, column, w, h)) continue;
          for (let r = row; r < row + h; r += 1) {
            for (let c = column; c < column + w; c += 1) grid[r][c] = 1;
          }
          return { page: p, row, column };
        }
      }
    }
  };
  let cursor = { page: 0, row: 0 };
  const spots = items.map((item) => {
    const spot = place(item.width, item.height, item.isWidget ? cursor : { page: Math.max(item.page || 0, 0), row: 0 });
    if (item.isWidget) cursor = { page: spot.page, row: spot.row };
    return spot;
  });
  return { spots, pageCount: Math.max(pages.length, 1) };
}

/**
 * The index a slot moves to among its peers (the slots of its own screen), or null when it cannot move.
 * @param {number} index the slot's index among its peers
 * @param {number} delta -1 (left) or +1 (right)
 * @param {number} count how many peers there are
 * @returns {number | null}
 */
export function movedIndex(index, delta, count) {
  const target = index + delta;
  return index < 0 || target < 0 || target >= count ? null : target;
}

/**
 * Where the app icons are: each Home Screen page's icons in reading order, and the dock's, by app id (the server's
 * `AppIconArrangement`).
 * @typedef {{ pages: string[][], dock: string[] }} IconArrangement
 */

/**
 * Where an icon is dropped: at `index` among the icons of page `page`, or of the dock (`page` null); an index past
 * the end is the end, as iOS puts an icon dropped on a page's free space after that page's last icon.
 * @typedef {{ page: number | null, index: number }} IconPlace
 */

/** The most icons the dock holds, as on iOS (the server's `AppIconArrangement.dockCapacity`). */
export const DOCK_CAPACITY = 4;

/**
 * The arrangement with `app` moved to `place`: the icons after it on its new page (or in the dock) shift one cell
 * on, those after its old place one cell back. Null when nothing changes, or the dock is full.
 * @param {IconArrangement} arrangement
 * @param {string} app
 * @param {IconPlace} place
 * @returns {IconArrangement | null}
 */
export function iconMoved(arrangement, app, place) {
  const pages = arrangement.pages.map((page) => page.filter((id) => id !== app));
  const dock = arrangement.dock.filter((id) => id !== app);
  const wasInDock = dock.length !== arrangement.dock.length;
  if (!wasInDock && !pages.some((page, index) => page.length !== arrangement.pages[index].length)) return null;
  if (place.page === null) {
    if (dock.length >= DOCK_CAPACITY) return null;
    dock.splice(Math.min(Math.max(place.index, 0), dock.length), 0, app);
  } else {
    if (place.page < 0) return null;
    while (pages.length <= place.page) pages.push([]);
    const list = pages[place.page];
    list.splice(Math.min(Math.max(place.index, 0), list.length), 0, app);
  }
  const result = { pages, dock };
  return sameArrangement(result, arrangement) ? null : result;
}

/**
 * The place one step before (-1) or after (1) an icon in reading order, the keyboard's move: within its page or
 * the dock, else to the end of the page before or the start of the page after; from the last page into the dock,
 * and from the dock back to the last page. Null at either end.
 * @param {IconArrangement} arrangement
 * @param {string} app
 * @param {number} delta
 * @returns {IconPlace | null}
 */
export function steppedPlace(arrangement, app, delta) {
  const dockIndex = arrangement.dock.indexOf(app);
  const last = arrangement.pages.length - 1;
  if (dockIndex >= 0) {
    const index = dockIndex + delta;
    if (index >= 0 && index < arrangement.dock.length) return { page: null, index };
    return delta < 0 && last >= 0 ? { page: last, index: Infinity } : null;
  }
  const page = arrangement.pages.findIndex((ids) => ids.includes(app));
  if (page < 0) return null;
  const index = arrangement.pages[page].indexOf(app) + delta;
  if (index >= 0 && index < arrangement.pages[page].length) return { page, index };
  if (delta < 0) return page > 0 ? { page: page - 1, index: Infinity } : null;
  return page < last ? { page: page + 1, index: 0 } : { page: null, index: 0 };
}

/**
 * @param {IconArrangement} left
 * @param {IconArrangement} right
 */
export function sameArrangement(left, right) {
  return JSON.stringify(left) === JSON.stringify(right);
}
