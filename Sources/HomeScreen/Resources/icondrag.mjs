// Dragging app icons in edit mode (jiggle mode), as on iOS: an icon held and moved lifts and follows the pointer;
// resting over another icon it takes that icon's place and the icons between shift cell by cell; over a page's
// free space after its icons it goes last on that page; over the dock it joins the dock while the dock has room
// (four icons); held at the screen's left or right edge the pages turn. Let go, the arrangement stays and the
// server is told (the layout's `arrangeIcons`); the ‹ › buttons are the keyboard's way to do the same.
// The page gives it its elements and operations, so a jsdom test drives it with a fake clock.

import { LiftedDrag, REST_MS, rectAt } from './dragging.mjs';
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

/**
 * An icon's press and drag: which app it is, and the arrangement before it.
 * @typedef {import('./dragging.mjs').Lift & { icon: HTMLElement, app: string, original: IconArrangement }} IconLift
 */

/** @extends {LiftedDrag<IconDragView, IconLift>} */
export class IconDrag extends LiftedDrag {
  /** @param {IconDragView} view */
  constructor(view) {
    super(view, view.screen, 'icon-dragging', true);
    /** @type {string} the place the icon rests over (JSON), so that a rest is timed once */
    this.resting = '';
  }

  /** @param {PointerEvent} event */
  down(event) {
    const target = this.pressed(event);
    const icon = /** @type {HTMLElement | null} */ (target?.closest('.app-icon') ?? null);
    const app = icon?.dataset.app;
    if (!icon || !app || !this.view.screen.contains(icon)) return;
    this.begin(event, {
      id: event.pointerId, element: icon, icon, app, x: event.clientX, y: event.clientY, lastX: event.clientX,
      lastY: event.clientY, dragging: false, grabX: 0, grabY: 0, original: this.view.arrangement(),
    });
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

  /**
   * Let go: the icon goes where it is held now (if anywhere new), and the server is told the arrangement.
   * @param {PointerEvent} event
   */
  async up(event) {
    const drag = this.released(event);
    if (!drag) return;
    const place = this.target();
    if (place) this.moveTo(place);
    this.finish();
    const arrangement = this.view.arrangement();
    if (sameArrangement(arrangement, drag.original)) return;
    if (!(await this.view.save(arrangement))) this.view.show(drag.original);
  }

  /** @param {IconLift} drag */
  restore(drag) {
    this.view.show(drag.original);
  }

  /** The icon is put down: no offset, no timers. */
  finish() {
    this.resting = '';
    super.finish();
  }
}
