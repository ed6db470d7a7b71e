// A widget's fragment put in its slot with the transitions the widget recorded (API.md, "What the page expects
// in widget HTML"): changed digits roll, symbols swap, other content cross-fades, animated styles ease from
// their old values, and focus stays on the control it was on. None of them with Reduce Motion.
// Everything is read from the slot's own document and window, and timers go through the given clock, so a
// test drives it in jsdom without a browser.
import { contentOf, intentIdentity, keyed } from './slots.mjs';
import { animationSeconds, rollPlan } from './text.mjs';

/** @typedef {'backgroundColor' | 'color' | 'opacity' | 'transform' | 'borderColor' | 'fill'} AnimatedProperty */
/** @type {AnimatedProperty[]} */
const ANIMATED = ['backgroundColor', 'color', 'opacity', 'transform', 'borderColor', 'fill'];

/** WidgetRuntime's checkmark.circle.fill, as the widgets draw a done task. */
export const CHECKED_PATH = 'M12 2A10 10 0 1 0 12 22A10 10 0 1 0 12 2ZM6.42 13.18L10.66 17.42L17.63 9.32L15.97 7.88'
  + 'L10.54 14.18L7.98 11.62Z';

/**
 * The timers the transitions use (the page's are the window's).
 * @typedef {{ setTimeout: (callback: () => void, ms: number) => unknown }} TransitionClock
 */

/**
 * @typedef {object} TransitionSnapshot
 * @property {string} html
 * @property {string} text
 * @property {{ left: number, top: number, width: number, height: number }} rect
 * @property {HTMLElement} clone
 * @property {{ color: string, font: string, letterSpacing: string }} font
 */

/**
 * What a widget's transitions need from before a redraw: the old content and styles.
 * @typedef {{ transitions: Map<string, TransitionSnapshot>, animations: Map<string, Record<AnimatedProperty, string>> }}
 *   ContentSnapshot
 */

/**
 * The window of the document `node` is in.
 * @param {Node} node
 * @returns {Window & typeof globalThis}
 */
function windowOf(node) {
  const view = (node.ownerDocument || /** @type {Document} */ (node)).defaultView;
  if (!view) throw new Error('the element is in a document without a window');
  return view;
}

/**
 * @param {Element} element
 * @param {Element} container
 */
function relativeRect(element, container) {
  const a = element.getBoundingClientRect();
  const b = container.getBoundingClientRect();
  // In the container's own pixels: the phone may be drawn scaled to fit the window (devicefit.mjs).
  const laidOut = /** @type {HTMLElement} */ (container).offsetWidth;
  const scale = laidOut > 0 && b.width > 0 ? b.width / laidOut : 1;
  return { left: (a.left - b.left) / scale, top: (a.top - b.top) / scale, width: a.width / scale, height: a.height / scale };
}

/**
 * What a widget's transitions need from before a redraw: the old content and styles.
 * @param {HTMLElement} content
 * @returns {ContentSnapshot}
 */
export function snapshot(content) {
  const window = windowOf(content);
  /** @type {Map<string, TransitionSnapshot>} */
  const transitions = new Map();
  keyed(content, '[data-content-transition]').forEach((element, key) => {
    const style = window.getComputedStyle(element);
    transitions.set(key, {
      html: element.innerHTML, text: element.textContent || '', rect: relativeRect(element, content),
      clone: /** @type {HTMLElement} */ (element.cloneNode(true)),
      font: { color: style.color, font: style.font, letterSpacing: style.letterSpacing },
    });
  });
  /** @type {Map<string, Record<AnimatedProperty, string>>} */
  const animations = new Map();
  keyed(content, '[data-animation]').forEach((element, key) => {
    const style = window.getComputedStyle(element);
    animations.set(key, /** @type {Record<AnimatedProperty, string>} */ (
      Object.fromEntries(ANIMATED.map((name) => [name, style[name]]))));
  });
  return { transitions, animations };
}

/**
 * The elements under `root` that hold text and no other element, in order (`root` itself when it is one).
 * @param {Element} root
 * @returns {Element[]}
 */
export function runs(root) {
  return root.children.length === 0 ? [root] : [...root.children].flatMap(runs);
}

/**
 * Where focus is inside a widget, as something that survives a redraw: the control's intent (without the
 * values a tap flips); null when focus is elsewhere.
 * @param {HTMLElement} content
 * @returns {{ identity: string | null } | null}
 */
export function focusWithin(content) {
  const active = content.ownerDocument.activeElement;
  if (!(active instanceof windowOf(content).HTMLElement) || !content.contains(active)) return null;
  const control = /** @type {HTMLElement | null} */ (active.closest('[data-intent]'));
  return { identity: control ? intentIdentity(control.getAttribute('data-intent') || '') : null };
}

/**
 * Puts focus back on the same control after a redraw (a toggled row keeps it), else on the widget: never on
 * the control now in its place, where a checked task left the list, or a second Space would check another task.
 * @param {HTMLElement} slot
 * @param {{ identity: string | null }} focus
 */
export function restoreFocus(slot, focus) {
  const content = contentOf(slot);
  const controls = [...content.querySelectorAll('[data-intent]')].map((element) => /** @type {HTMLElement} */ (element));
  const same = controls.find((control) => intentIdentity(control.getAttribute('data-intent') || '') === focus.identity);
  const target = same || content;
  if (target === content) target.tabIndex = -1;
  target.focus({ preventScroll: true });
}

/**
 * Marks a slot as running a tapped intent, or not; its widget's root gets widgets.css's `intent-running`, which
 * dims the `.invalidatableContent()` (the page's own rules stay outside the widget).
 * @param {HTMLElement} slot
 * @param {boolean} pending
 */
export function setPending(slot, pending) {
  slot.classList.toggle('pending', pending);
  const root = contentOf(slot).firstElementChild;
  if (root) root.classList.toggle('intent-running', pending);
}

/** Puts fragments in slots; remembers each instance's last fragment, so the same one again changes nothing. */
export class Transitions {
  /**
   * @param {object} [options]
   * @param {{ matches: boolean }} [options.reducedMotion] Reduce Motion (the page's media query, read at each
   *   redraw): widgets change without their transitions
   * @param {TransitionClock} [options.clock]
   */
  constructor(options = {}) {
    this.reducedMotion = options.reducedMotion || { matches: false };
    /** @type {TransitionClock} */
    this.clock = options.clock || globalThis;
    /** @type {Map<string, string>} the fragment each instance shows now */
    this.lastHTML = new Map();
  }

  /**
   * Swaps a slot's widget HTML in place, playing the recorded transitions (none with Reduce Motion).
   * @param {HTMLElement} slot
   * @param {string} html
   */
  applyHTML(slot, html) {
    const instance = slot.dataset.instance || '';
    if (this.lastHTML.get(instance) === html) return;
    const content = contentOf(slot);
    const focus = focusWithin(content);
    const before = this.reducedMotion.matches ? null : snapshot(content);
    const template = content.ownerDocument.createElement('template');
    template.innerHTML = html;
    content.replaceChildren(template.content);
    this.lastHTML.set(instance, html);
    if (focus) restoreFocus(slot, focus);
    if (!before) return;
    keyed(content, '[data-content-transition]').forEach((element, key) => {
      const old = before.transitions.get(key);
      if (!old || old.html === element.innerHTML) return;
      const kind = element.dataset.contentTransition;
      if (kind === 'numeric-text' && this.rollDigits(element, old)) return;
      const [inClass, outClass] = kind === 'symbol-replace' ? ['tw-symbol-in', 'tw-symbol-out']
        : ['tw-fade-in', 'tw-fade-out'];
      this.overlay(content, old, outClass);
      element.classList.add(inClass);
      this.clock.setTimeout(() => element.classList.remove(inClass), 450);
    });
    keyed(content, '[data-animation]').forEach((element, key) => {
      const old = before.animations.get(key);
      if (old) this.animateStyles(element, old);
    });
  }

  /**
   * Lays the old content over the new one while it fades or is replaced.
   * @param {HTMLElement} content
   * @param {TransitionSnapshot} old
   * @param {string} className
   */
  overlay(content, old, className) {
    const clone = old.clone;
    clone.removeAttribute('data-id');
    clone.setAttribute('aria-hidden', 'true');
    clone.classList.add('tw-overlay', className);
    Object.assign(clone.style, {
      left: `${old.rect.left}px`, top: `${old.rect.top}px`, width: `${old.rect.width}px`,
      height: `${old.rect.height}px`, color: old.font.color, font: old.font.font,
      letterSpacing: old.font.letterSpacing,
    });
    content.appendChild(clone);
    this.clock.setTimeout(() => clone.remove(), 450);
  }

  /**
   * Rolls the digits that changed (`.contentTransition(.numericText())`) in each run of text (a concatenated
   * `Text` is several: "2", "/", "7"); false when the runs are not as many as before.
   * @param {HTMLElement} element
   * @param {{ clone: HTMLElement }} old
   */
  rollDigits(element, old) {
    const now = runs(element);
    const before = runs(old.clone);
    if (now.length !== before.length) return false;
    now.forEach((run, index) => {
      const oldText = before[index].textContent || '';
      if (oldText !== run.textContent) this.rollText(/** @type {HTMLElement} */ (run), oldText);
    });
    return true;
  }

  /**
   * Rolls the digits of one run of plain text from `oldText` to what it says now.
   * @param {HTMLElement} element
   * @param {string} oldText
   */
  rollText(element, oldText) {
    const document = element.ownerDocument;
    const newText = element.textContent || '';
    const plan = rollPlan(oldText, newText);
    const fragment = document.createDocumentFragment();
    for (const step of plan.steps) {
      if (!step.rolls) {
        fragment.appendChild(document.createTextNode(step.character));
        continue;
      }
      const roll = document.createElement('span');
      roll.className = `tw-roll ${plan.direction}`;
      const incoming = document.createElement('span');
      incoming.className = 'tw-new';
      incoming.textContent = step.character;
      const outgoing = document.createElement('span');
      outgoing.className = 'tw-old';
      outgoing.setAttribute('aria-hidden', 'true');
      outgoing.textContent = step.previous;
      roll.append(incoming, outgoing);
      fragment.appendChild(roll);
    }
    element.replaceChildren(fragment);
    this.clock.setTimeout(() => { if (element.isConnected) element.textContent = newText; }, 500);
  }

  /**
   * Animates the styles that changed (`.animation(_:value:)`) from their old values.
   * @param {HTMLElement} element
   * @param {Record<AnimatedProperty, string>} oldStyles
   */
  animateStyles(element, oldStyles) {
    const style = windowOf(element).getComputedStyle(element);
    const changed = ANIMATED.filter((name) => style[name] !== oldStyles[name]);
    if (changed.length === 0) return;
    const seconds = animationSeconds(element.dataset.animation);
    const inline = Object.fromEntries(changed.map((name) => [name, element.style[name]]));
    changed.forEach((name) => { element.style[name] = oldStyles[name]; });
    // Reading the layout makes the browser take the old values as the start of the transition.
    void element.offsetWidth;
    element.style.transitionDuration = `${seconds}s`;
    element.classList.add('tw-animating');
    changed.forEach((name) => { element.style[name] = inline[name]; });
    this.clock.setTimeout(() => {
      element.classList.remove('tw-animating');
      element.style.transitionDuration = '';
    }, seconds * 1000 + 60);
  }

  /**
   * When the answer to a tap drops the tapped row (a checked task leaves TaskWidget's list, as in Reminders),
   * its circle fills first and the row leaves a moment later, so the check is seen (not with Reduce Motion).
   * @param {HTMLElement} slot
   * @param {string} archive the tapped control's intent
   * @param {string} html the widget as the answer draws it
   * @returns {Promise<void>} settled once the filled circle has been seen (at once when nothing is filled)
   */
  async fillBeforeLeaving(slot, archive, html) {
    if (this.reducedMotion.matches) return;
    const content = contentOf(slot);
    const document = content.ownerDocument;
    const control = [...content.querySelectorAll('[data-intent]')]
      .find((element) => element.getAttribute('data-intent') === archive);
    const circle = control ? control.querySelector('[data-symbol="circle"]') : null;
    if (!(circle instanceof windowOf(content).HTMLElement)) return;
    const template = document.createElement('template');
    template.innerHTML = html;
    const identity = intentIdentity(archive);
    const stays = [...template.content.querySelectorAll('[data-intent]')]
      .some((element) => intentIdentity(element.getAttribute('data-intent') || '') === identity);
    if (stays) return;
    content.firstElementChild?.classList.remove('intent-running');
    const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    svg.setAttribute('viewBox', '0 0 24 24');
    svg.setAttribute('aria-hidden', 'true');
    const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
    path.setAttribute('d', CHECKED_PATH);
    path.setAttribute('fill', 'currentColor');
    path.setAttribute('fill-rule', 'evenodd');
    svg.appendChild(path);
    circle.replaceChildren(svg);
    // Green, as the widgets draw a done task; in the accented and vibrant modes, the colour the circle had.
    if (!content.querySelector('.widget-accented, .widget-vibrant')) circle.style.color = '#34C759';
    circle.classList.add('tw-symbol-in');
    await new Promise((resolve) => { this.clock.setTimeout(() => resolve(undefined), 350); });
  }
}
