// Dragging widgets in edit mode (jiggle mode), as on iOS: a widget held and moved lifts and follows the pointer;
// held over another widget, the two trade places and the grid reflows around it; held at the screen's left or
// right edge, the pages turn; let go, the widget stays where the page shows it, which the server is told with
// the layout's `move` (the ‹ › buttons stay the keyboard's way to do the same).
// The page gives it its elements and layout operations, so a jsdom test drives it with a fake clock.

/** How far (px) a pointer moves before a press in edit mode becomes a drag (a click opens Edit Widget). */
export const DRAG_SLOP = 6;
/** How close (px) to the pages' left or right edge a dragged widget turns the page. */
export const EDGE = 28;
/** How long a dragged widget waits at an edge before the page turns, and between turns. */
export const EDGE_DELAY_MS = 600;
/** How long a dragged widget rests over another before they trade places (the drop does it at once). */
export const REST_MS = 150;

/**
 * The index of the rectangle that holds the point, or -1.
 * @param {{ left: number, top: number, right: number, bottom: number }[]} rects
 * @param {number} x
 * @param {number} y
 */
export function rectAt(rects, x, y) {
  return rects.findIndex((rect) => x >= rect.left && x < rect.right && y >= rect.top && y < rect.bottom);
}

/**
 * -1 when `x` is at the left edge of `[left, right)`, 1 at its right edge, else 0.
 * @param {number} x
 * @param {number} left
 * @param {number} right
 * @param {number} [edge]
 */
export function edgeDirection(x, left, right, edge = EDGE) {
  if (x < left + edge) return -1;
  if (x >= right - edge) return 1;
  return 0;
}

/**
 * Whether a point is over the middle of a rectangle (its inner half each way): a widget held there over one of
 * its size is stacked onto it when dropped, as on iOS; nearer the edges, the two trade places.
 * @param {{ left: number, top: number, right: number, bottom: number }} rect
 * @param {number} x
 * @param {number} y
 */
export function inStackZone(rect, x, y) {
  const width = rect.right - rect.left;
  const height = rect.bottom - rect.top;
  return x >= rect.left + width / 4 && x < rect.right - width / 4
    && y >= rect.top + height / 4 && y < rect.bottom - height / 4;
}

/**
 * `order` with the item at `from` moved to `to` (both indices into `order`).
 * @template T
 * @param {T[]} order
 * @param {number} from
 * @param {number} to
 * @returns {T[]}
 */
export function moved(order, from, to) {
  const result = order.slice();
  const [item] = result.splice(from, 1);
  result.splice(to, 0, item);
  return result;
}

/**
 * Runs `change` (a reflow of the grid) and slides `elements` from where they were to where it put them, as iOS
 * moves widgets and icons out of a dragged widget's way. Not with Reduce Motion, and never the lifted widget,
 * which follows the pointer.
 * @param {HTMLElement[]} elements
 * @param {() => void} change
 * @param {boolean} [reduceMotion]
 */
export function slide(elements, change, reduceMotion = false) {
  const before = elements.map((element) => /** @type {const} */ ([element, element.getBoundingClientRect()]));
  change();
  if (reduceMotion) return;
  for (const [element, was] of before) {
    if (!element.isConnected || element.classList.contains('lifted')) continue;
    const now = element.getBoundingClientRect();
    const dx = was.left - now.left;
    const dy = was.top - now.top;
    if (!dx && !dy) continue;
    element.style.transition = 'none';
    element.style.translate = `${dx}px ${dy}px`;
    element.getBoundingClientRect(); // the start is laid out before the transition runs
    element.style.transition = 'translate .25s cubic-bezier(.2, .8, .2, 1)';
    element.style.translate = '';
    element.addEventListener('transitionend', () => { element.style.transition = ''; }, { once: true });
  }
}

/**
 * A press in edit mode, and the drag it may become, of one element (a widget, an app icon).
 * @typedef {{ id: number, element: HTMLElement, x: number, y: number, lastX: number, lastY: number,
 *   dragging: boolean, grabX: number, grabY: number }} Lift
 */

/**
 * What a drag needs of the page, whatever it lifts.
 * @typedef {object} LiftView
 * @property {HTMLElement} pages the page scroller: its left and right edges turn the pages
 * @property {() => boolean} isEditing
 * @property {(delta: number) => void} turnPage shows the page before (-1) or after (1) the one in view
 * @property {(element: HTMLElement) => { left: number, top: number, scale: number }} [frame] where the lifted
 *   element's fixed coordinates start, and the scale the phone is drawn at (none: the window's, 1)
 * @property {{ setTimeout: (callback: () => void, ms: number) => number, clearTimeout: (id: number) => void }} [clock]
 */

/**
 * What dragging a widget and dragging an app icon share, as iOS does both in edit mode: a press that becomes a
 * drag past DRAG_SLOP, the element lifted out (fixed, under the same point of it as the pointer, in the phone's
 * pixels when it is drawn scaled), the pages turned at their edges, timers on a clock a test replaces, and the
 * click that ends a drag swallowed. A subclass says what a press lifts (`down`), what resting over a place does
 * (`hover`), where a drop goes (`up`), and how a cancelled drag is undone (`restore`).
 * @template {LiftView} V
 * @template {Lift} D
 */
export class LiftedDrag {
  /**
   * @param {V} view
   * @param {HTMLElement} surface where the pointer is followed, and captured while a drag lasts
   * @param {string} draggingClass set on `surface` while something is lifted
   * @param {boolean} turnsOnlyOverPages whether the pages turn only for a pointer beside them (not below them)
   */
  constructor(view, surface, draggingClass, turnsOnlyOverPages) {
    this.view = view;
    this.surface = surface;
    this.draggingClass = draggingClass;
    this.turnsOnlyOverPages = turnsOnlyOverPages;
    this.clock = view.clock || {
      setTimeout: (callback, ms) => Number(setTimeout(callback, ms)), clearTimeout: (id) => clearTimeout(id),
    };
    /** @type {D | null} the press or drag under way */
    this.drag = null;
    this.edgeTimer = 0;
    this.restTimer = 0;
    this.swallowClick = false;
    surface.addEventListener('pointerdown', (event) => this.down(event));
    surface.addEventListener('pointermove', (event) => this.move(event));
    surface.addEventListener('pointerup', (event) => this.up(event));
    surface.addEventListener('pointercancel', (event) => this.cancel(event));
  }

  /** Whether something is being dragged. */
  get isDragging() {
    return !!this.drag?.dragging;
  }

  /**
   * The element pressed, when a press in edit mode may become a drag: not on a button (a badge), and with the
   * primary button; else null.
   * @param {PointerEvent} event
   * @returns {Element | null}
   */
  pressed(event) {
    // An element, asked as such without the page's globals (the tests run in Node).
    const target = /** @type {Element | null} */ (event.target);
    if (!this.view.isEditing() || event.button !== 0 || !target || typeof target.closest !== 'function') return null;
    return target.closest('button') ? null : target;
  }

  /**
   * A press becomes a drag (override: pick the element and call `begin`).
   * @param {PointerEvent} event
   */
  down(event) {
  }

  /**
   * Starts following the press that `event` began; `drag` is what the subclass picked up.
   * @param {PointerEvent} event
   * @param {D} drag the press, with what the subclass keeps about it
   */
  begin(event, drag) {
    this.swallowClick = false;
    this.drag = drag;
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
      // Lifted out of the pages, which would clip it at their edges: fixed where it was, under the same point
      // of it as the pointer. The others keep their cells (each has its own grid row and column).
      const element = drag.element;
      const rect = element.getBoundingClientRect();
      drag.grabX = drag.x - rect.left;
      drag.grabY = drag.y - rect.top;
      element.style.width = `${element.offsetWidth}px`;
      element.style.height = `${element.offsetHeight}px`;
      element.style.position = 'fixed';
      try {
        this.surface.setPointerCapture(event.pointerId);
      } catch (error) {
        // A synthetic pointer has nothing to capture; the drag still follows it.
      }
      element.classList.add('lifted');
      element.style.transition = 'none'; // it follows the pointer, never behind it
      this.surface.classList.add(this.draggingClass);
    }
    event.preventDefault();
    this.follow();
    this.hover();
    this.edge();
  }

  /** Keeps the lifted element under the pointer. */
  follow() {
    const drag = this.drag;
    if (!drag || !drag.dragging) return;
    // In the phone's own pixels when it is drawn scaled (devicefit.mjs): the pointer's are the window's.
    const frame = this.view.frame ? this.view.frame(drag.element) : { left: 0, top: 0, scale: 1 };
    drag.element.style.left = `${(drag.lastX - drag.grabX - frame.left) / frame.scale}px`;
    drag.element.style.top = `${(drag.lastY - drag.grabY - frame.top) / frame.scale}px`;
  }

  /** Resting over a place for a moment does what the subclass says. */
  hover() {
  }

  /** At the left or right edge of the pages, the page turns after a moment, and again while it stays there. */
  edge() {
    const drag = this.drag;
    if (!drag) return;
    const rect = this.view.pages.getBoundingClientRect();
    const beside = !this.turnsOnlyOverPages || (drag.lastY >= rect.top && drag.lastY < rect.bottom);
    const direction = beside ? edgeDirection(drag.lastX, rect.left, rect.right) : 0;
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
   * The drag a release ends, or null: another pointer's, or a press that never moved (it was a tap).
   * @param {PointerEvent} event
   * @returns {D | null}
   */
  released(event) {
    const drag = this.drag;
    if (!drag || event.pointerId !== drag.id) return null;
    drag.lastX = event.clientX;
    drag.lastY = event.clientY;
    if (!drag.dragging) {
      this.drag = null;
      return null;
    }
    return drag;
  }

  /**
   * Let go (override: put the element where it goes, then `finish` and tell the server).
   * @param {PointerEvent} event
   */
  async up(event) {
  }

  /** @param {PointerEvent} event */
  cancel(event) {
    const drag = this.drag;
    if (!drag || event.pointerId !== drag.id) return;
    this.finish();
    if (drag.dragging) this.restore(drag);
  }

  /**
   * Puts back what a cancelled drag moved.
   * @param {D} drag
   */
  restore(drag) {
  }

  /** The element is put down: no offset, no timers; the click this release sends (if any) opens nothing. */
  finish() {
    const drag = this.drag;
    this.drag = null;
    this.clock.clearTimeout(this.edgeTimer);
    this.clock.clearTimeout(this.restTimer);
    this.edgeTimer = 0;
    if (!drag) return;
    drag.element.classList.remove('lifted');
    for (const property of ['position', 'left', 'top', 'width', 'height', 'transition']) {
      drag.element.style.removeProperty(property);
    }
    this.surface.classList.remove(this.draggingClass);
    if (drag.dragging) {
      // The click comes before any other task: it is swallowed, and only it.
      this.swallowClick = true;
      this.clock.setTimeout(() => { this.swallowClick = false; }, 0);
    }
  }

  /** Whether the click now arriving ends a drag (and must open nothing); asked once per click. */
  takeClick() {
    const swallow = this.swallowClick;
    this.swallowClick = false;
    return swallow;
  }
}

/**
 * @typedef {object} DragView
 * @property {HTMLElement} pages the page scroller: it holds the pointer while a widget is dragged
 * @property {() => boolean} isEditing
 * @property {() => HTMLElement[]} slots the Home Screen's widgets, in the layout's order
 * @property {(order: HTMLElement[]) => void} arrange puts the widgets in this order on the pages (the page only)
 * @property {(slot: HTMLElement, index: number) => Promise<boolean>} move tells the server; false when it failed
 * @property {(delta: number) => void} turnPage shows the page before (-1) or after (1) the one in view
 * @property {() => number} pageInView
 * @property {(slot: HTMLElement) => number} pageOf
 * @property {(element: HTMLElement) => { left: number, top: number, scale: number }} [frame] where the lifted
 *   widget's fixed coordinates start, and the scale the phone is drawn at (none: the window's, 1)
 * @property {(dragged: HTMLElement, other: HTMLElement) => boolean} [canStack] whether `dragged` dropped onto
 *   `other` makes (or joins) a Smart Stack: a widget onto a widget or a stack of its size
 * @property {(dragged: HTMLElement, other: HTMLElement) => Promise<boolean>} [stackOnto] tells the server
 * @property {{ setTimeout: (callback: () => void, ms: number) => number, clearTimeout: (id: number) => void }} [clock]
 */

/**
 * A widget's press and drag: what it lifts, and the order of the widgets before it.
 * @typedef {Lift & { slot: HTMLElement, original: HTMLElement[] }} WidgetLift
 */

/** @extends {LiftedDrag<DragView, WidgetLift>} */
export class WidgetDrag extends LiftedDrag {
  /** @param {DragView} view */
  constructor(view) {
    super(view, view.pages, 'widget-dragging', false);
    /** @type {HTMLElement | null} the widget the dragged one rests over */
    this.over = null;
    /** @type {HTMLElement | null} the widget or stack the dragged widget is held over the middle of */
    this.stackTarget = null;
    /**
     * The widget whose place the dragged one took last: it slides away from under the pointer (for .25 s, longer
     * on a loaded machine), and resting or letting go over it meanwhile must not swap the two back.
     * @type {HTMLElement | null}
     */
    this.displaced = null;
  }

  /**
   * A press in edit mode on a widget (not on its badges) may become a drag.
   * @param {PointerEvent} event
   */
  down(event) {
    const target = this.pressed(event);
    if (!target) return;
    // A Smart Stack is dragged whole.
    const slot = /** @type {HTMLElement | null} */ (target.closest('.smart-stack') || target.closest('.widget-slot'));
    if (!slot || !this.view.slots().includes(slot)) return;
    this.begin(event, {
      id: event.pointerId, element: slot, slot, x: event.clientX, y: event.clientY, lastX: event.clientX,
      lastY: event.clientY, dragging: false, grabX: 0, grabY: 0, original: this.view.slots(),
    });
  }

  /** The widget under the pointer, other than the dragged one, on the page in view. */
  target() {
    const drag = this.drag;
    if (!drag) return null;
    const page = this.view.pageInView();
    const others = this.view.slots().filter((slot) => slot !== drag.slot && this.view.pageOf(slot) === page);
    const index = rectAt(others.map((slot) => slot.getBoundingClientRect()), drag.lastX, drag.lastY);
    return index < 0 ? null : others[index];
  }

  /**
   * Resting over another widget for a moment, the dragged one takes its place and the grid reflows; held over
   * the middle of one of its size, it is to be stacked onto it instead (marked, nothing moves).
   */
  hover() {
    const over = this.target();
    const drag = this.drag;
    const stacking = !!over && !!drag && !!this.view.canStack?.(drag.slot, over)
      && inStackZone(over.getBoundingClientRect(), drag.lastX, drag.lastY);
    this.setStackTarget(stacking ? over : null);
    if (stacking) {
      this.over = null;
      this.clock.clearTimeout(this.restTimer);
      return;
    }
    if (over === this.over) return;
    this.over = over;
    this.clock.clearTimeout(this.restTimer);
    if (over && over === this.displaced) return;
    this.displaced = null;
    if (over) this.restTimer = this.clock.setTimeout(() => this.takePlaceOf(over), REST_MS);
  }

  /**
   * Moves the dragged widget to the place of `other` in the page's order (before it when coming from after it,
   * else after it), and lays the pages out again.
   * @param {HTMLElement} other
   */
  takePlaceOf(other) {
    const drag = this.drag;
    if (!drag || !other.isConnected) return;
    const order = this.view.slots();
    const from = order.indexOf(drag.slot);
    const to = order.indexOf(other);
    if (from < 0 || to < 0 || from === to) return;
    this.view.arrange(moved(order, from, to));
    this.over = null;
    this.displaced = other;
    this.follow();
  }

  /**
   * Let go: over another widget, the dragged one takes its place now; dropped on a page of its own (no widget
   * there), it goes before that page's first widget, or last. The server is told the final index.
   * @param {PointerEvent} event
   */
  async up(event) {
    const drag = this.released(event);
    if (!drag) return;
    const stackTarget = this.stackTarget;
    if (stackTarget) {
      this.finish();
      if (this.view.stackOnto && !(await this.view.stackOnto(drag.slot, stackTarget))) {
        this.view.arrange(drag.original.filter((other) => other.isConnected));
      }
      return;
    }
    const over = this.target();
    // Over the widget it just displaced, the dragged one is already where it goes.
    if (over) {
      if (over !== this.displaced) this.takePlaceOf(over);
    } else {
      this.toPageInView();
    }
    const slot = drag.slot;
    this.finish();
    const order = this.view.slots();
    const index = order.indexOf(slot);
    if (index === drag.original.indexOf(slot)) return;
    if (!(await this.view.move(slot, index))) this.view.arrange(drag.original.filter((other) => other.isConnected));
  }

  /** Dropped where no widget is, on another page than its own: the widget goes to the top of that page. */
  toPageInView() {
    const drag = this.drag;
    if (!drag) return;
    const page = this.view.pageInView();
    if (this.view.pageOf(drag.slot) === page) return;
    const order = this.view.slots();
    const others = order.filter((slot) => slot !== drag.slot);
    const first = others.findIndex((slot) => this.view.pageOf(slot) >= page);
    const without = others.slice();
    without.splice(first < 0 ? others.length : first, 0, drag.slot);
    this.view.arrange(without);
  }

  /** @param {WidgetLift} drag */
  restore(drag) {
    this.view.arrange(drag.original.filter((slot) => slot.isConnected));
  }

  /**
   * Marks the widget or stack the dragged widget would be stacked onto.
   * @param {HTMLElement | null} target
   */
  setStackTarget(target) {
    if (this.stackTarget === target) return;
    this.stackTarget?.classList.remove('stack-target');
    this.stackTarget = target;
    target?.classList.add('stack-target');
  }

  /** The widget is put down: no offset, no timers. */
  finish() {
    this.setStackTarget(null);
    this.over = null;
    this.displaced = null;
    super.finish();
  }
}
