// Pure layout rules of the Home Screen: where widgets and app icons go on the pages of the grid.

/**
 * One item to place: its size in grid cells, and whether it is a widget (widgets keep their order,
 * each placed after the previous one; app icons fill the first free cells).
 * @typedef {{ width: number, height: number, isWidget: boolean }} GridItem
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
    const spot = place(item.width, item.height, item.isWidget ? cursor : { page: 0, row: 0 });
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
