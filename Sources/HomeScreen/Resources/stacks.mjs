// Smart Stacks, as iOS shows them: several widgets of one size in one Home Screen space, one shown at a time,
// swiped through vertically (a mouse drag, a trackpad's or a wheel's scroll, a touch; ↑ ↓ PageUp PageDown on
// the focused stack), with a small vertical page indicator beside the stack while it turns. The server groups
// nothing: a stack's widgets are ordinary slots that name their stack (`data-stack`, `data-stack-shown`), which
// this module gathers into one `.smart-stack` element. The pure rules come first, for the node tests.

/** How far (px) a drag goes before it is a swipe, and how far it must go to turn the stack. */
export const SWIPE_SLOP = 8;
export const SWIPE_DISTANCE = 40;
/** How much scroll (wheel deltaY, px) turns the stack once, and how long the wheel rests before it can again. */
export const WHEEL_DISTANCE = 30;
export const WHEEL_REST_MS = 250;
/** How long the page indicator stays after the last turn. */
export const INDICATOR_MS = 1200;

/**
 * The member shown after a step: stacks go round, as iOS's do.
 * @param {number} index
 * @param {number} delta +1 (the next one, a swipe up) or -1
 * @param {number} count
 */
export function steppedIndex(index, delta, count) {
  if (count <= 0) return 0;
  return (((index + delta) % count) + count) % count;
}

/**
 * The step a vertical drag makes when released: up past the distance shows the next widget, down the previous.
 * @param {number} dy the pointer's travel (down is positive)
 * @param {number} [distance]
 * @returns {-1 | 0 | 1}
 */
export function swipeStep(dy, distance = SWIPE_DISTANCE) {
  if (dy <= -distance) return 1;
  if (dy >= distance) return -1;
  return 0;
}

/**
 * The step a key makes on a focused stack, or 0.
 * @param {string} key
 * @returns {-1 | 0 | 1}
 */
export function keyStep(key) {
  if (key === 'ArrowDown' || key === 'PageDown') return 1;
  if (key === 'ArrowUp' || key === 'PageUp') return -1;
  return 0;
}

/**
 * Turns a stream of wheel events (a trackpad's swipe sends dozens, with momentum; a wheel's notch one) into
 * single steps: the scroll adds up until it is far enough, steps once, and steps again only after the wheel
 * has rested. Its clock is given, so that the tests drive it.
 */
export class WheelSteps {
  /** @param {{ distance?: number, rest?: number }} [options] */
  constructor(options = {}) {
    this.distance = options.distance ?? WHEEL_DISTANCE;
    this.rest = options.rest ?? WHEEL_REST_MS;
    this.sum = 0;
    this.last = -Infinity;
    this.stepped = false;
  }

  /**
   * One wheel event at `time` (ms): the step it makes, or 0.
   * @param {number} deltaY
   * @param {number} time
   * @returns {-1 | 0 | 1}
   */
  add(deltaY, time) {
    if (time - this.last >= this.rest) {
      this.sum = 0;
      this.stepped = false;
    }
    this.last = time;
    if (this.stepped) return 0;
    this.sum += deltaY;
    if (Math.abs(this.sum) < this.distance) return 0;
    this.stepped = true;
    return this.sum > 0 ? 1 : -1;
  }
}

/**
 * A stack's name for screen readers: "Smart Stack, widget 2 of 3, Tasks".
 * @param {(key: string, values?: Record<string, string>) => string} t
 * @param {number} index 0-based
 * @param {number} count
 * @param {string} widget
 */
export function stackLabel(t, index, count, widget) {
  return t('Smart Stack, widget {index} of {count}, {widget}', {
    index: String(index + 1), count: String(count), widget,
  });
}

/**
 * The edit-mode badges of a stack's widgets that act on the whole stack, with the names they take there (keys of
 * the page's strings) and the `data-` attribute that keeps each one's own name meanwhile.
 */
export const STACK_BADGES = [
  { selector: '.slot-remove', key: 'Remove Stack…', keep: 'removeLabel' },
  { selector: '.slot-left', key: 'Move Smart Stack left', keep: 'leftLabel' },
  { selector: '.slot-right', key: 'Move Smart Stack right', keep: 'rightLabel' },
];

/**
 * Names a stack's widget's badges after the stack (its − removes the stack, its ‹ › move it: a screen reader
 * says so), keeping their own names to give back.
 * @param {HTMLElement} member
 * @param {(key: string) => string} t
 */
export function nameBadgesForStack(member, t) {
  STACK_BADGES.forEach(({ selector, key, keep }) => {
    const badge = member.querySelector(selector);
    if (!badge || badge.getAttribute('aria-label') === t(key)) return;
    member.dataset[keep] = badge.getAttribute('aria-label') || '';
    badge.setAttribute('aria-label', t(key));
  });
}

/**
 * Gives a widget out of its stack its badges' own names again.
 * @param {HTMLElement} member
 */
export function nameBadgesForWidget(member) {
  STACK_BADGES.forEach(({ selector, keep }) => {
    const badge = member.querySelector(selector);
    const own = member.dataset[keep];
    if (badge && own) badge.setAttribute('aria-label', own);
    delete member.dataset[keep];
  });
}

/**
 * @typedef {object} StackView
 * @property {Document} document
 * @property {(key: string, values?: Record<string, string>) => string} t
 * @property {(slot: HTMLElement) => string} nameOf the widget's name in labels ("Tasks")
 * @property {(slot: HTMLElement) => void} show tells the server which widget the stack shows
 * @property {() => boolean} isEditing in edit mode a stack does not turn (a press drags it)
 * @property {() => void} cancelPress a swipe is no long press
 * @property {{ matches: boolean }} reducedMotion
 */

/** The stacks of the page: gathers their widgets, turns them, labels them. */
export class SmartStacks {
  /** @param {StackView} view */
  constructor(view) {
    this.view = view;
    this.wheelSteps = new WheelSteps();
    /** @type {{ id: number, stack: HTMLElement, x: number, y: number, swiping: boolean } | null} */
    this.press = null;
    this.swallowClick = false;
    /** @type {Map<HTMLElement, number>} */
    this.indicatorTimers = new Map();
  }

  /**
   * Gathers the Home Screen's widgets (in layout order) into stacks: each run of widgets that name one stack
   * goes into that stack's element (kept from before, or made); returns the items in order (stacks, widgets).
   * Stacks no longer in the layout are removed.
   * @param {HTMLElement[]} elements
   * @returns {HTMLElement[]}
   */
  group(elements) {
    const document = this.view.document;
    /** @type {Map<string, HTMLElement>} */
    const old = new Map([...document.querySelectorAll('.smart-stack')]
      .map((element) => [/** @type {HTMLElement} */ (element).dataset.stack || '', /** @type {HTMLElement} */ (element)]));
    /** @type {Map<string, HTMLElement[]>} */
    const members = new Map();
    /** @type {HTMLElement[]} */
    const items = [];
    for (const element of elements) {
      const id = element.dataset.stack;
      if (!id) {
        items.push(element);
        continue;
      }
      if (!members.has(id)) {
        members.set(id, []);
        items.push(old.get(id) || this.make(id, element.dataset.family || ''));
      }
      members.get(id)?.push(element);
    }
    // A stack's widgets go into it before old stacks go: a widget of a dissolved stack is in the list above.
    for (const item of items) {
      if (!item.classList.contains('smart-stack')) continue;
      const list = members.get(item.dataset.stack || '') || [];
      const track = /** @type {HTMLElement} */ (item.querySelector('.stack-track'));
      list.forEach((member) => {
        // Its cell as a plain widget (packPages) would place it inside the stack's own grid.
        member.style.removeProperty('grid-row');
        member.style.removeProperty('grid-column');
        track.appendChild(member);
      });
      this.update(item);
    }
    old.forEach((stack, id) => { if (!members.has(id)) stack.remove(); });
    return items;
  }

  /**
   * A new stack element: a focusable named group holding its widgets, with its page indicator.
   * @param {string} id
   * @param {string} family
   */
  make(id, family) {
    const document = this.view.document;
    const stack = document.createElement('div');
    stack.className = `smart-stack family-${family}`;
    stack.dataset.stack = id;
    stack.dataset.family = family;
    stack.setAttribute('role', 'group');
    stack.tabIndex = 0;
    const track = document.createElement('div');
    track.className = 'stack-track';
    const indicator = document.createElement('div');
    indicator.className = 'stack-indicator';
    indicator.setAttribute('aria-hidden', 'true');
    stack.append(track, indicator);
    return stack;
  }

  /**
   * The stack's widgets, in order.
   * @param {HTMLElement} stack
   * @returns {HTMLElement[]}
   */
  members(stack) {
    return [...stack.querySelectorAll('.stack-track > .widget-slot')].map((element) => /** @type {HTMLElement} */ (element));
  }

  /**
   * Shows the widget the slots name as shown (the others inert), names the stack, redraws its indicator.
   * @param {HTMLElement} stack
   */
  update(stack) {
    const members = this.members(stack);
    let shown = members.findIndex((member) => member.dataset.stackShown === 'true');
    if (shown < 0) shown = 0;
    members.forEach((member, index) => {
      const isShown = index === shown;
      member.classList.toggle('stack-shown', isShown);
      member.inert = !isShown;
      // In edit mode the shown widget's − removes the stack (after asking), its ‹ › move it: their names say so.
      nameBadgesForStack(member, this.view.t);
    });
    const current = members[shown];
    stack.setAttribute('aria-label', stackLabel(this.view.t, shown, members.length, current ? this.view.nameOf(current) : ''));
    const indicator = /** @type {HTMLElement} */ (stack.querySelector('.stack-indicator'));
    if (indicator.children.length !== members.length) {
      indicator.replaceChildren(...members.map(() => {
        const dot = this.view.document.createElement('span');
        dot.className = 'stack-dot';
        return dot;
      }));
    }
    [...indicator.children].forEach((dot, index) => dot.classList.toggle('current', index === shown));
  }

  /**
   * Turns a stack by one widget, sliding it vertically as iOS does, and tells the server.
   * @param {HTMLElement} stack
   * @param {number} delta +1 next (the widget below comes up), -1 previous
   */
  step(stack, delta) {
    const members = this.members(stack);
    if (members.length < 2 || !delta) return;
    const from = Math.max(0, members.findIndex((member) => member.classList.contains('stack-shown')));
    const to = steppedIndex(from, delta, members.length);
    const hadFocus = stack.contains(this.view.document.activeElement);
    members.forEach((member, index) => { member.dataset.stackShown = String(index === to); });
    this.update(stack);
    if (hadFocus) stack.focus({ preventScroll: true });
    this.flashIndicator(stack);
    if (!this.view.reducedMotion.matches) this.slide(stack, members[from], members[to], delta);
    this.view.show(members[to]);
  }

  /**
   * The vertical slide: the old widget leaves upwards (a step to the next) and the new one comes from below.
   * @param {HTMLElement} stack
   * @param {HTMLElement} leaving
   * @param {HTMLElement} coming
   * @param {number} delta
   */
  slide(stack, leaving, coming, delta) {
    const direction = delta > 0 ? 'up' : 'down';
    // A turn during the last one's slide starts from where the widgets are now.
    this.members(stack).forEach((member) => {
      member.classList.remove('stack-leaving', 'leave-up', 'leave-down', 'enter-up', 'enter-down');
    });
    stack.classList.add('sliding');
    leaving.classList.add('stack-leaving', `leave-${direction}`);
    coming.classList.add(`enter-${direction}`);
    /** @param {Event} event */
    const done = (event) => {
      // Not the end of an animation inside the widget (its transitions), which bubbles here too.
      if (event.target !== coming) return;
      coming.removeEventListener('animationend', done);
      stack.classList.remove('sliding');
      leaving.classList.remove('stack-leaving', 'leave-up', 'leave-down');
      coming.classList.remove('enter-up', 'enter-down');
    };
    coming.addEventListener('animationend', done);
  }

  /**
   * Shows the page indicator beside the stack for a moment.
   * @param {HTMLElement} stack
   */
  flashIndicator(stack) {
    stack.classList.add('swiping');
    clearTimeout(this.indicatorTimers.get(stack));
    this.indicatorTimers.set(stack, Number(setTimeout(() => stack.classList.remove('swiping'), INDICATOR_MS)));
  }

  /**
   * The stack an event is in (on the Home Screen).
   * @param {EventTarget | null} target
   * @returns {HTMLElement | null}
   */
  stackAt(target) {
    // An element, asked as such without the page's globals (the tests run in Node).
    const element = /** @type {Element | null} */ (target);
    if (!element || typeof element.closest !== 'function') return null;
    return /** @type {HTMLElement | null} */ (element.closest('.smart-stack'));
  }

  /** @param {PointerEvent} event */
  down(event) {
    const stack = this.stackAt(event.target);
    if (!stack || event.button !== 0 || this.view.isEditing()) return;
    this.swallowClick = false;
    this.press = { id: event.pointerId, stack, x: event.clientX, y: event.clientY, swiping: false };
  }

  /** @param {PointerEvent} event */
  move(event) {
    const press = this.press;
    if (!press || press.id !== event.pointerId) return;
    const dx = event.clientX - press.x;
    const dy = event.clientY - press.y;
    if (!press.swiping) {
      if (Math.abs(dy) < SWIPE_SLOP || Math.abs(dy) < Math.abs(dx)) {
        if (Math.abs(dx) >= SWIPE_SLOP) this.press = null;  // a horizontal drag turns the Home Screen's pages
        return;
      }
      press.swiping = true;
      this.view.cancelPress();
      try {
        press.stack.setPointerCapture(event.pointerId);
      } catch (error) {
        // A synthetic pointer has nothing to capture.
      }
      this.flashIndicator(press.stack);
    }
    event.preventDefault();
    // The shown widget follows the pointer a little, as a stack gives under a finger.
    const shown = /** @type {HTMLElement | null} */ (press.stack.querySelector('.stack-shown'));
    if (shown) shown.style.translate = `0 ${Math.max(-40, Math.min(40, dy / 3))}px`;
  }

  /** @param {PointerEvent} event */
  up(event) {
    const press = this.press;
    if (!press || press.id !== event.pointerId) return;
    this.press = null;
    if (!press.swiping) return;
    press.stack.querySelectorAll('.stack-track > .widget-slot').forEach((member) => {
      /** @type {HTMLElement} */ (member).style.translate = '';
    });
    // The click this release sends taps nothing in the widget.
    this.swallowClick = true;
    setTimeout(() => { this.swallowClick = false; }, 0);
    this.step(press.stack, swipeStep(event.clientY - press.y));
  }

  /** @param {WheelEvent} event */
  wheel(event) {
    const stack = this.stackAt(event.target);
    if (!stack || this.view.isEditing() || Math.abs(event.deltaY) <= Math.abs(event.deltaX)) return;
    event.preventDefault();
    // A line or a page of scroll counts as much as a pixel scroll of that size would.
    const scale = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? 400 : 1;
    this.step(stack, this.wheelSteps.add(event.deltaY * scale, event.timeStamp));
  }

  /** @param {KeyboardEvent} event */
  keydown(event) {
    const stack = this.stackAt(event.target);
    if (!stack || event.altKey || event.ctrlKey || event.metaKey) return;
    const field = /** @type {Element} */ (event.target).closest('input, textarea, select, [contenteditable]');
    const delta = keyStep(event.key);
    if (!delta || field) return;
    event.preventDefault();
    this.step(stack, delta);
  }

  /** Whether the click now arriving ends a swipe (and must tap nothing); asked once per click. */
  takeClick() {
    const swallow = this.swallowClick;
    this.swallowClick = false;
    return swallow;
  }
}
