// Modal sheets (the widget gallery, Edit Widget) as dialogs: opening one moves focus into it and makes the rest
// of the page inert, Tab stays inside it, Esc closes it, and closing it gives focus back to what opened it.

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), '
  + 'textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The elements of `root` that Tab reaches, in order.
 * @param {Element} root
 * @returns {HTMLElement[]}
 */
export function focusableIn(root) {
  return [...root.querySelectorAll(FOCUSABLE)]
    .map((element) => /** @type {HTMLElement} */ (element))
    .filter((element) => !element.closest('[hidden], [inert], [aria-hidden="true"]'));
}

/**
 * The elements to make inert while `dialog` is open: every sibling of it and of its ancestors, but live
 * regions (the toast, the connection banner), which must still be heard.
 * @param {HTMLElement} dialog
 * @returns {HTMLElement[]}
 */
export function outside(dialog) {
  /** @type {HTMLElement[]} */
  const result = [];
  for (let node = dialog; node.parentElement && node !== node.ownerDocument.body; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      const element = /** @type {HTMLElement} */ (sibling);
      if (element === node || element.inert || element.matches('[role="status"], [role="alert"], script, template')) continue;
      result.push(element);
    }
  }
  return result;
}

export class ModalSheet {
  /**
   * @param {HTMLElement} element the sheet (`role="dialog"`, `aria-modal="true"`, `hidden` while closed)
   * @param {{ onClose?: () => void }} [options]
   */
  constructor(element, options = {}) {
    this.element = element;
    this.onClose = options.onClose || (() => {});
    /** @type {HTMLElement | null} */
    this.opener = null;
    /** @type {HTMLElement[]} */
    this.inerted = [];
    element.addEventListener('keydown', (event) => this.keydown(event));
  }

  get isOpen() {
    return !this.element.hidden;
  }

  /**
   * Shows the sheet and moves focus to `focus` (else its first control), remembering what had it.
   * @param {HTMLElement | null} [focus]
   */
  open(focus) {
    const active = this.element.ownerDocument.activeElement;
    if (!this.isOpen) this.opener = active instanceof HTMLElement && active !== this.element.ownerDocument.body ? active : null;
    this.element.hidden = false;
    this.inerted.forEach((element) => { element.inert = false; });
    this.inerted = outside(this.element);
    this.inerted.forEach((element) => { element.inert = true; });
    this.focus(focus);
  }

  /**
   * Moves focus into the sheet: to `focus`, else its first control, else the sheet itself.
   * @param {HTMLElement | null} [focus]
   */
  focus(focus) {
    const target = focus || focusableIn(this.element)[0] || this.element;
    if (target === this.element && !this.element.hasAttribute('tabindex')) this.element.tabIndex = -1;
    target.focus();
  }

  /** Hides the sheet and gives focus back to what opened it. */
  close() {
    if (!this.isOpen) return;
    this.element.hidden = true;
    this.inerted.forEach((element) => { element.inert = false; });
    this.inerted = [];
    const opener = this.opener;
    this.opener = null;
    this.onClose();
    if (opener && opener.isConnected && !opener.closest('[hidden]')) opener.focus();
  }

  /** @param {KeyboardEvent} event */
  keydown(event) {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      this.close();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = focusableIn(this.element);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    const active = this.element.ownerDocument.activeElement;
    if (event.shiftKey && (active === first || active === this.element)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }
}
