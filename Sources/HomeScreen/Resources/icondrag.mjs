// Dragging app icons in edit mode (jiggle mode), as on iOS: an icon held and moved lifts and follows the pointer;
// resting over another icon it takes that icon's place and the icons between shift cell by cell; over a page's
// free space after its icons it goes last on that page; over the dock it joins the dock while the dock has room
// (four icons); held at the screen's left or right edge the pages turn. Let go, the arrangement stays and the
// server is told (the layout's `arrangeIcons`); the ‹ › buttons are the keyboard's way to do the same.
// The page gives it its elements and operations, so a jsdom test drives it with a fake clock.

import { DRAG_SLOP, EDGE_DELAY_MS, REST_MS, edgeDirection, rectAt } from './dragging.mjs';
import { iconMoved, sameArrangement } from './layout.mjs';

/** @typedef {import('./layout.mjs').IconArrangement} IconArrangement */
/** @typedef {import('./layout.mjs').IconPlace} IconPlace */
/** @typedef {{ left: number, top: number, right: number, bottom: number }} Box */

/**
 * Whether a point on a page's free space is after the page's icons in reading order (below the last one's row,
 * or beside it to its right): there a dropped icon goes last on the page. Elsewhere (the cell an icon was lifted
 * from, a gap between widgets) it stays where it is, as on iOS.
 * @param {Box[]} icons the page's other icons, in reading order
 * @param {number} x
 * @param {number} y
 */
export function pastLastIcon(icons, x, y) {
  const last = icons[icons.length - 1];
  if (!last) return true;
  return y >= last.bottom || (y >= last.top && x >= last.right);
}

/**
 * Where in the dock an icon held at `x` goes: before the first of the dock's other icons whose middle is right
 * of it.
 * @param {Box[]} icons the dock's other icons, left to right
 * @param {number} x
 */
export function dockIndexAt(icons, x) {
  const index = icons.findIndex((icon) => x < (icon.left + icon.right) / 2);
  return index < 0 ? icons.length : index;
}

/**
 * Where an element is laid out, in window pixels, without the slide it may be in the middle of (`slide`'s
 * `translate`): what is under a held icon is what the grid says, not where an icon passes by.
 * @param {HTMLElement} element
 * @param {number} scale the scale the phone is drawn at
 * @returns {Box}
 */
export function restingRect(element, scale) {
  const rect = element.getBoundingClientRect();
  const view = element.ownerDocument.defaultView;
  const translate = view ? view.getComputedStyle(element).getPropertyValue('translate') : '';
  const [x = 0, y = 0] = translate && translate !== 'none' ? translate.split(' ').map(parseFloat) : [];
  const dx = (Number.isFinite(x) ? x : 0) * scale;
  const dy = (Number.isFinite(y) ? y : 0) * scale;
  return { left: rect.left - dx, top: rect.top - dy, right: rect.right - dx, bottom: rect.bottom - dy };
}

/**
 * @typedef {object} IconDragView
 * @property {HTMLElement} screen the Home Screen (its pages and dock): it holds the pointer while an icon is dragged
 * @property {HTMLElement} pages the page scroller
 * @property {HTMLElement} dock
 * @property {() => boolean} isEditing
 * @property {() => IconArrangement} arrangement where the icons are shown
 * @property {(arrangement: IconArrangement) => void} show puts the icons so (the page only) and lays them out
 * @property {(arrangement: IconArrangement) => Promise<boolean>} save tells the server; false when it failed
 * @property {(app: string) => HTMLElement | null} icon the app's icon element
 * @property {(delta: number) => void} turnPage
 * @property {() => number} pageInView
 * @property {(element: HTMLElement) => { left: number, top: number, scale: number }} [frame] where the lifted
 *   icon's fixed coordinates start, and the scale the phone is drawn at (none: the window's, 1)
 * @property {{ setTimeout: (callback: () => void, ms: number) => number, clearTimeout: (id: number) => void }} [clock]
 */

export class IconDrag {
  /** @param {IconDragView} view */
  constructor(view) {
    this.view = view;
    this.clock = view.clock || {
      setTimeout: (callback, ms) => Number(setTimeout(callback, ms)), clearTimeout: (id) => clearTimeout(id),
    };
    /**
     * The press or drag under way.
     * @type {{ id: number, icon: HTMLElement, app: string, x: number, y: number, lastX: number, lastY: number,
     *   dragging: boolean, grabX: number, grabY: number, original: IconArrangement } | null}
     */
    this.drag = null;
    this.edgeTimer = 0;
    this.restTimer = 0;
    /** @type {string} the place the icon rests over (JSON), so that a rest is timed once */
    this.resting = '';
    this.swallowClick = false;
    const screen = view.screen;
    screen.addEventListener('pointerdown', (event) => this.down(event));
    screen.addEventListener('pointermove', (event) => this.move(event));
    screen.addEventListener('pointerup', (event) => this.up(event));
    screen.addEventListener('pointercancel', (event) => this.cancel(event));
  }

  /** Whether an icon is being dragged. */
  get isDragging() {
    return !!this.drag?.dragging;
  }

  /** @param {PointerEvent} event */
  down(event) {
    const target = /** @type {Element | null} */ (event.target);
    if (!this.view.isEditing() || event.button !== 0 || !target || typeof target.closest !== 'function') return;
    if (target.closest('button')) return;
    const icon = /** @type {HTMLElement | null} */ (target.closest('.app-icon'));
    const app = icon?.dataset.app;
    if (!icon || !app || !this.view.screen.contains(icon)) return;
    this.swallowClick = false;
    this.drag = {
      id: event.pointerId, icon, app, x: event.clientX, y: event.clientY, lastX: event.clientX, lastY: event.clientY,
      dragging: false, grabX: 0, grabY: 0, original: this.view.arrangement(),
    };
  }

  /** @param {PointerEvent} event */
  move(event) {
    const drag = this.drag;
    if (!drag || event.pointerId !== drag.id) return;
    drag.lastX = event.clientX;
    drag.lastY = event.clientY;
    if (!drag.dragging) {
      if (Math.hypot(event.clientX - drag.x, event.clientY - drag.y) < DRAG_SLOP) return;
      drag.dragging = true;
      const rect = drag.icon.getBoundingClientRect();
      drag.grabX = drag.x - rect.left;
      drag.grabY = drag.y - rect.top;
      const style = drag.icon.style;
      style.width = `${drag.icon.offsetWidth}px`;
      style.height = `${drag.icon.offsetHeight}px`;
      style.position = 'fixed';
      try {
        this.view.screen.setPointerCapture(event.pointerId);
      } catch (error) {
        // A synthetic pointer has nothing to capture; the drag still follows it over the screen.
      }
      drag.icon.classList.add('lifted');
      style.transition = 'none';
      this.view.screen.classList.add('icon-dragging');
    }
    event.preventDefault();
    this.follow();
    this.hover();
    this.edge();
  }

  /** Keeps the lifted icon under the pointer, in the coordinates of the phone as it is drawn. */
  follow() {
    const drag = this.drag;
    if (!drag || !drag.dragging) return;
    const frame = this.view.frame ? this.view.frame(drag.icon) : { left: 0, top: 0, scale: 1 };
    drag.icon.style.left = `${(drag.lastX - drag.grabX - frame.left) / frame.scale}px`;
    drag.icon.style.top = `${(drag.lastY - drag.grabY - frame.top) / frame.scale}px`;
  }

  /**
   * Where the icon would go if let go now, or null for nowhere new.
   * @returns {IconPlace | null}
   */
  target() {
    const drag = this.drag;
    if (!drag) return null;
    const { lastX: x, lastY: y } = drag;
    const arrangement = this.view.arrangement();
    /** @param {string} app */
    const box = (app) => {
      const icon = this.view.icon(app);
      if (!icon) return { left: 0, top: 0, right: 0, bottom: 0 };
      return restingRect(icon, this.view.frame ? this.view.frame(icon).scale : 1);
    };
    const inside = (/** @type {Box} */ rect) => x >= rect.left && x < rect.right && y >= rect.top && y < rect.bottom;
    if (inside(this.view.dock.getBoundingClientRect())) {
      const others = arrangement.dock.filter((app) => app !== drag.app);
      return { page: null, index: dockIndexAt(others.map(box), x) };
    }
    if (!inside(this.view.pages.getBoundingClientRect())) return null;
    const page = this.view.pageInView();
    const others = (arrangement.pages[page] || []).filter((app) => app !== drag.app);
    const over = rectAt(others.map(box), x, y);
    if (over >= 0) {
      // Over another icon: it takes that icon's place (those between shift a cell toward where it was).
      const list = arrangement.pages[page] || [];
      return { page, index: list.indexOf(others[over]) };
    }
    const slots = [...this.view.pages.querySelectorAll('.widget-slot')];
    if (rectAt(slots.map((slot) => slot.getBoundingClientRect()), x, y) >= 0) return null;
    return pastLastIcon(others.map(box), x, y) ? { page, index: Infinity } : null;
  }

  /** Resting over a place for a moment, the icon goes there and the others make room. */
  hover() {
    const place = this.target();
    const key = place ? JSON.stringify([place.page, String(place.index), this.view.pageInView()]) : '';
    if (key === this.resting) return;
    this.resting = key;
    this.clock.clearTimeout(this.restTimer);
    if (place) this.restTimer = this.clock.setTimeout(() => this.moveTo(place), REST_MS);
  }

  /** @param {IconPlace} place */
  moveTo(place) {
    const drag = this.drag;
    if (!drag) return;
    const next = iconMoved(this.view.arrangement(), drag.app, place);
    if (next) this.view.show(next);
    this.resting = '';
    this.follow();
  }

  /** At the left or right edge of the pages, the page turns after a moment, and again while it stays there. */
  edge() {
    const drag = this.drag;
    if (!drag) return;
    const rect = this.view.pages.getBoundingClientRect();
    const onPages = drag.lastY >= rect.top && drag.lastY < rect.bottom;
    const direction = onPages ? edgeDirection(drag.lastX, rect.left, rect.right) : 0;
    if (direction === 0) {
      this.clock.clearTimeout(this.edgeTimer);
      this.edgeTimer = 0;
      return;
    }
    if (this.edgeTimer) return;
    this.edgeTimer = this.clock.setTimeout(() => {
      this.edgeTimer = 0;
      if (!this.drag?.dragging) return;
      this.view.turnPage(direction);
      this.edge();
    }, EDGE_DELAY_MS);
  }

  /**
   * Let go: the icon goes where it is held now (if anywhere new), and the server is told the arrangement.
   * @param {PointerEvent} event
   */
  async up(event) {
    const drag = this.drag;
    if (!drag || event.pointerId !== drag.id) return;
    drag.lastX = event.clientX;
    drag.lastY = event.clientY;
    if (!drag.dragging) {
      this.drag = null;
      return;
    }
    const place = this.target();
    if (place) this.moveTo(place);
    this.finish();
    this.swallowClick = true;
    this.clock.setTimeout(() => { this.swallowClick = false; }, 0);
    const arrangement = this.view.arrangement();
    if (sameArrangement(arrangement, drag.original)) return;
    if (!(await this.view.save(arrangement))) this.view.show(drag.original);
  }

  /** @param {PointerEvent} event */
  cancel(event) {
    const drag = this.drag;
    if (!drag || event.pointerId !== drag.id) return;
    const { dragging, original } = drag;
    this.finish();
    if (dragging) this.view.show(original);
  }

  /** The icon is put down: no offset, no timers. */
  finish() {
    const drag = this.drag;
    this.drag = null;
    this.resting = '';
    this.clock.clearTimeout(this.edgeTimer);
    this.clock.clearTimeout(this.restTimer);
    this.edgeTimer = 0;
    if (!drag) return;
    drag.icon.classList.remove('lifted');
    for (const property of ['position', 'left', 'top', 'width', 'height', 'transition']) {
      drag.icon.style.removeProperty(property);
    }
    this.view.screen.classList.remove('icon-dragging');
  }

  /** Whether the click now arriving ends a drag (and must open nothing); asked once per click. */
  takeClick() {
    const swallow = this.swallowClick;
    this.swallowClick = false;
    return swallow;
  }
}
