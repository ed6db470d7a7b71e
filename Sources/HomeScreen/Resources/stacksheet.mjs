// The Edit Stack sheet, as iOS's: the stack's widgets in order, each with buttons to move it up or down and to
// remove it from the stack (a stack left with one widget becomes that widget, and the sheet closes). Every
// change is a layout change (`moveInStack`, `remove`); the list is drawn again from the page's slots after it.
// iOS's Smart Rotate and Widget Suggestions switches are not here: the widget host does not tell the page a
// timeline entry's relevance, which Smart Rotate would need.

/**
 * @typedef {object} StackSheetElements
 * @property {import('./dialogs.mjs').ModalSheet} sheet
 * @property {HTMLElement} list the `<ol>` of the stack's widgets
 * @property {HTMLElement} done
 */

/**
 * @typedef {object} StackSheetActions
 * @property {(key: string, values?: Record<string, string>) => string} t
 * @property {Document} document
 * @property {(id: string) => HTMLElement[]} members the stack's widgets in order (none once it is gone)
 * @property {(slot: HTMLElement) => string} nameOf
 * @property {(change: Record<string, string | number>) => Promise<boolean>} change a layout change
 */

export class StackSheet {
  /**
   * @param {StackSheetElements} elements
   * @param {StackSheetActions} actions
   */
  constructor(elements, actions) {
    this.elements = elements;
    this.actions = actions;
    /** The stack being edited. */
    this.stack = '';
    elements.done.addEventListener('click', () => elements.sheet.close());
  }

  /**
   * Opens the sheet for the stack of `slot`.
   * @param {HTMLElement} slot a widget of the stack
   */
  open(slot) {
    this.stack = slot.dataset.stack || '';
    this.draw();
    this.elements.sheet.open(this.elements.done);
  }

  /** The list, drawn from the stack's widgets as the page shows them now. */
  draw() {
    const { t, document } = this.actions;
    const members = this.actions.members(this.stack);
    const rows = members.map((member, index) => {
      const name = this.actions.nameOf(member);
      const row = document.createElement('li');
      row.className = 'stack-row';
      row.dataset.instance = member.dataset.instance || '';
      const label = document.createElement('span');
      label.className = 'stack-row-name';
      label.textContent = name;
      const up = this.button('↑', t('Move {widget} up', { widget: name }), index === 0,
        () => this.run({ action: 'moveInStack', instance: row.dataset.instance || '', index: index - 1 }, 'up', index - 1));
      const down = this.button('↓', t('Move {widget} down', { widget: name }), index === members.length - 1,
        () => this.run({ action: 'moveInStack', instance: row.dataset.instance || '', index: index + 1 }, 'down', index + 1));
      const remove = this.button('−', t('Remove {widget} from the stack', { widget: name }), false,
        () => this.run({ action: 'remove', instance: row.dataset.instance || '' }, 'remove', index));
      remove.classList.add('destructive');
      row.append(label, up, down, remove);
      return row;
    });
    this.elements.list.replaceChildren(...rows);
  }

  /**
   * @param {string} text
   * @param {string} label
   * @param {boolean} disabled
   * @param {() => void} action
   */
  button(text, label, disabled, action) {
    const button = this.actions.document.createElement('button');
    button.type = 'button';
    button.textContent = text;
    button.setAttribute('aria-label', label);
    button.disabled = disabled;
    button.addEventListener('click', action);
    return button;
  }

  /**
   * Makes a change, draws the list again and keeps focus on the same button of the moved row (or a neighbour).
   * @param {Record<string, string | number>} change
   * @param {'up' | 'down' | 'remove'} which
   * @param {number} row the row that has the widget afterwards
   */
  async run(change, which, row) {
    if (!(await this.actions.change(change))) return;
    if (this.actions.members(this.stack).length < 2) {
      this.elements.sheet.close();
      return;
    }
    this.draw();
    const rows = [...this.elements.list.children];
    const target = rows[Math.min(Math.max(row, 0), rows.length - 1)];
    const buttons = target ? [...target.querySelectorAll('button')] : [];
    const index = { up: 0, down: 1, remove: 2 }[which];
    const enabled = buttons.filter((button) => !button.disabled);
    const focus = buttons[index] && !buttons[index].disabled ? buttons[index] : enabled[0];
    (focus || this.elements.done).focus();
  }
}
