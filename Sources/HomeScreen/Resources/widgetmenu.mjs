// A widget's menu, as iOS opens it: a long press (a pointer held still for half a second), a right-click, or
// Shift+F10 / the context-menu key while focus is in the widget. It offers Edit Widget (a configurable widget),
// Edit Home Screen (outside edit mode) and Remove Widget…, which asks first in an alert (Cancel / Remove).
// A short press stays a tap; the click that ends a long press taps nothing.
// The menu and the alert are the server's markup (`HomePage.widgetMenu`); this module only shows, places and
// wires them, so jsdom tests drive it with a fake clock.
import { focusableIn, ModalSheet } from './dialogs.mjs';

/** How long a pointer is held before the menu opens (iOS's haptic touch is about this). */
export const LONG_PRESS_MS = 500;
/** How far a held pointer may wander (px) and still be a press, not a drag or a scroll. */
export const LONG_PRESS_SLOP = 10;

/**
 * @typedef {object} Clock
 * @property {(callback: () => void, ms: number) => number} setTimeout
 * @property {(id: number) => void} clearTimeout
 */

/**
 * Tells a long press from a tap: `down` starts the wait, `move` past the slop or `up` before it ends cancels
 * it; once it ends, `onLongPress` runs and the click that the release will send is to be swallowed
 * (`takeClick`).
 */
export class LongPress {
  /**
   * @param {{ onLongPress: (target: HTMLElement, x: number, y: number) => void, clock?: Clock, delay?: number }} options
   */
  constructor(options) {
    this.onLongPress = options.onLongPress;
    this.clock = options.clock || {
      setTimeout: (callback, ms) => Number(setTimeout(callback, ms)), clearTimeout: (id) => clearTimeout(id),
    };
    this.delay = options.delay ?? LONG_PRESS_MS;
    /** @type {{ id: number, x: number, y: number, timer: number } | null} */
    this.press = null;
    this.swallowClick = false;
  }

  /**
   * A pointer went down on `target`.
   * @param {HTMLElement} target
   * @param {number} pointerId
   * @param {number} x
   * @param {number} y
   */
  down(target, pointerId, x, y) {
    this.cancel();
    this.swallowClick = false;
    const timer = this.clock.setTimeout(() => {
      this.press = null;
      this.swallowClick = true;
      this.onLongPress(target, x, y);
    }, this.delay);
    this.press = { id: pointerId, x, y, timer };
  }

  /**
   * @param {number} pointerId
   * @param {number} x
   * @param {number} y
   */
  move(pointerId, x, y) {
    if (!this.press || this.press.id !== pointerId) return;
    if (Math.hypot(x - this.press.x, y - this.press.y) > LONG_PRESS_SLOP) this.cancel();
  }

  /** The pointer went up: a press not yet long is a tap; the click of a long one comes before any other task. */
  up() {
    this.cancel();
    if (this.swallowClick) this.clock.setTimeout(() => { this.swallowClick = false; }, 0);
  }

  /** The pointer was taken (a scroll, a drag) or the press ended: no menu. */
  cancel() {
    if (this.press) this.clock.clearTimeout(this.press.timer);
    this.press = null;
  }

  /** Whether the click now arriving ends a long press (and must tap nothing); asked once per click. */
  takeClick() {
    const swallow = this.swallowClick;
    this.swallowClick = false;
    return swallow;
  }
}

/**
 * Where the menu goes in its screen: below the widget, else above it, else over its bottom; its left edge at
 * the widget's, kept inside the screen's margins (all in the screen's coordinates).
 * @param {{ left: number, top: number, bottom: number }} widget
 * @param {{ width: number, height: number }} menu
 * @param {{ width: number, height: number }} screen
 * @param {number} [margin]
 * @returns {{ left: number, top: number }}
 */
export function menuPosition(widget, menu, screen, margin = 12) {
  const gap = 10;
  const left = Math.max(margin, Math.min(widget.left, screen.width - menu.width - margin));
  if (widget.bottom + gap + menu.height <= screen.height - margin) return { left, top: widget.bottom + gap };
  if (widget.top - gap - menu.height >= margin) return { left, top: widget.top - gap - menu.height };
  return { left, top: Math.max(margin, screen.height - menu.height - margin) };
}

/**
 * @typedef {object} WidgetMenuElements
 * @property {HTMLElement} menu `role="menu"`, hidden while closed
 * @property {HTMLElement} layer what covers (and blurs) the screen behind the menu
 * @property {HTMLElement} editWidget
 * @property {HTMLElement} editHome
 * @property {HTMLElement} remove
 * @property {HTMLElement} alert `role="alertdialog"`, hidden while closed
 * @property {HTMLElement} alertTitle
 * @property {HTMLElement} cancel
 * @property {HTMLElement} confirm
 * @property {HTMLElement} [editStack] Edit Stack, shown for a widget of a Smart Stack
 * @property {HTMLElement} [alertMessage] the alert's sentence, which names a stack for a stack
 */

/**
 * @typedef {object} WidgetMenuActions
 * @property {(slot: HTMLElement) => void} editWidget opens the Edit Widget sheet
 * @property {() => void} editHomeScreen enters edit mode
 * @property {(slot: HTMLElement) => void} remove removes the widget (its Undo is the caller's)
 * @property {() => boolean} isEditing whether the Home Screen is in edit mode (the menu then has no Edit Home Screen)
 * @property {(slot: HTMLElement) => void} [editStack] opens the Edit Stack sheet of the widget's stack
 */

export class WidgetMenu {
  /**
   * @param {WidgetMenuElements} elements
   * @param {WidgetMenuActions} actions
   * @param {(key: string, values?: Record<string, string>) => string} t
   */
  constructor(elements, actions, t) {
    this.elements = elements;
    this.actions = actions;
    this.t = t;
    /** @type {HTMLElement | null} the widget whose menu is open (or whose removal is being confirmed) */
    this.slot = null;
    /** @type {HTMLElement | null} what gets focus back when the menu closes */
    this.returnFocus = null;
    this.alert = new ModalSheet(elements.alert, { onClose: () => { this.slot = null; } });
    elements.menu.addEventListener('keydown', (event) => this.keydown(event));
    elements.layer.addEventListener('click', () => this.close());
    elements.editWidget.addEventListener('click', () => this.choose((slot) => this.actions.editWidget(slot)));
    elements.editHome.addEventListener('click', () => this.choose(() => this.actions.editHomeScreen()));
    elements.remove.addEventListener('click', () => this.choose((slot) => this.confirmRemoval(slot)));
    elements.editStack?.addEventListener('click', () => this.choose((slot) => this.actions.editStack?.(slot)));
    /** The remove item's and the alert's own words, for a widget that is not in a stack. */
    this.removeText = elements.remove.querySelector('span')?.textContent || '';
    this.alertText = elements.alertMessage?.textContent || '';
    elements.cancel.addEventListener('click', () => this.alert.close());
    elements.confirm.addEventListener('click', () => {
      const slot = this.slot;
      this.alert.close();
      if (slot && slot.isConnected) this.actions.remove(slot);
    });
  }

  get isOpen() {
    return !this.elements.menu.hidden;
  }

  /** The items a person can choose now, in order. */
  items() {
    const { editStack, editWidget, editHome, remove } = this.elements;
    return [editStack, editWidget, editHome, remove]
      .filter((item) => item && !item.hidden).map((item) => /** @type {HTMLElement} */ (item));
  }

  /**
   * Opens the menu of `slot` beside it, in the widget's screen, with focus on its first item.
   * @param {HTMLElement} slot
   */
  open(slot) {
    const { menu, layer, editWidget, editHome } = this.elements;
    if (this.isOpen && this.slot === slot) return;
    if (this.isOpen) this.close({ restoreFocus: false });
    const document = slot.ownerDocument;
    const active = /** @type {HTMLElement | null} */ (document.activeElement);
    // Focus comes back to where it was in the widget, else to its first control, else to the widget itself.
    let returnFocus = active && slot.contains(active)
      ? active : focusableIn(slot.querySelector('.slot-frame') || slot)[0] || null;
    if (!returnFocus) {
      if (!slot.hasAttribute('tabindex')) slot.tabIndex = -1;
      returnFocus = slot;
    }
    this.returnFocus = returnFocus;
    this.slot = slot;
    editWidget.hidden = slot.dataset.configurable !== 'true';
    editHome.hidden = this.actions.isEditing();
    // A Smart Stack's menu, as iOS's: Edit Stack first, and Remove Stack… in place of Remove Widget….
    const inStack = !!slot.dataset.stack;
    if (this.elements.editStack) this.elements.editStack.hidden = !inStack;
    const removeLabel = this.elements.remove.querySelector('span');
    if (removeLabel) removeLabel.textContent = inStack ? this.t('Remove Stack…') : this.removeText;
    menu.setAttribute('aria-label', slot.getAttribute('aria-label') || '');
    // In the widget's own screen, above everything but the widget itself, which is lifted over the blur.
    const screen = /** @type {HTMLElement} */ (slot.closest('.screen') || document.body);
    if (layer.parentElement !== screen) screen.append(layer, menu);
    layer.hidden = false;
    menu.hidden = false;
    slot.classList.add('menu-target');
    this.place(slot, screen);
    this.items()[0]?.focus();
  }

  /**
   * @param {HTMLElement} slot
   * @param {HTMLElement} screen
   */
  place(slot, screen) {
    const { menu } = this.elements;
    const area = screen.getBoundingClientRect();
    const widget = (slot.querySelector('.slot-frame') || slot).getBoundingClientRect();
    // In the screen's own pixels: the phone may be drawn scaled to fit the window (devicefit.mjs).
    const scale = screen.offsetWidth > 0 && area.width > 0 ? area.width / screen.offsetWidth : 1;
    const { left, top } = menuPosition(
      { left: (widget.left - area.left) / scale, top: (widget.top - area.top) / scale,
        bottom: (widget.bottom - area.top) / scale },
      { width: menu.offsetWidth, height: menu.offsetHeight }, { width: area.width / scale, height: area.height / scale });
    menu.style.left = `${left}px`;
    menu.style.top = `${top}px`;
  }

  /**
   * Closes the menu; focus goes back to where it was in the widget (unless the caller moves it).
   * @param {{ restoreFocus?: boolean }} [options]
   */
  close(options = {}) {
    if (!this.isOpen) return;
    const { menu, layer } = this.elements;
    const hadFocus = menu.contains(menu.ownerDocument.activeElement);
    menu.hidden = true;
    layer.hidden = true;
    this.slot?.classList.remove('menu-target');
    this.slot = null;
    const target = this.returnFocus;
    this.returnFocus = null;
    if (options.restoreFocus !== false && hadFocus && target && target.isConnected) target.focus({ preventScroll: true });
  }

  /**
   * Runs a chosen item for the menu's widget: the menu closes first and gives focus back to the widget, so that
   * a sheet opened next returns it there.
   * @param {(slot: HTMLElement) => void} action
   */
  choose(action) {
    const slot = this.slot;
    this.close();
    if (slot && slot.isConnected) action(slot);
  }

  /**
   * Asks whether to remove the widget: the alert names it, and focus starts on Cancel.
   * @param {HTMLElement} slot
   */
  confirmRemoval(slot) {
    const inStack = !!slot.dataset.stack;
    this.elements.alertTitle.textContent = inStack
      ? this.t('Remove Stack?') : this.t('Remove “{widget}”?', { widget: slot.getAttribute('aria-label') || '' });
    if (this.elements.alertMessage) {
      this.elements.alertMessage.textContent = inStack ? this.t('Removing this stack will not delete any data.') : this.alertText;
    }
    this.alert.open(this.elements.cancel);
    this.slot = slot;
  }

  /**
   * The menu's keys: ↑ ↓ Home End move between items, Esc and Tab close it (focus back in the widget).
   * @param {KeyboardEvent} event
   */
  keydown(event) {
    const items = this.items();
    const index = items.indexOf(/** @type {HTMLElement} */ (event.target));
    /** @type {number | null} */
    let next = null;
    if (event.key === 'ArrowDown') next = (index + 1) % items.length;
    else if (event.key === 'ArrowUp') next = (index - 1 + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    else if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      event.stopPropagation();
      this.close();
      return;
    }
    if (next === null) return;
    event.preventDefault();
    items[next].focus();
  }
}

/**
 * Whether a key opens the menu of the focused widget: Shift+F10 or the context-menu key.
 * @param {KeyboardEvent} event
 */
export function opensMenu(event) {
  return event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10');
}
