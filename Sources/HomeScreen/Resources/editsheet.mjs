// The Edit Widget sheet: a widget's options as a form (a picker, a switch, a stepper or a text field per
// parameter) under a scaled picture of the widget. Every change is saved at once, as on iOS, and the widget
// and its picture show the answer. The sheet builds its rows with the DOM of its own elements: no HTML is
// built from text, and a test gives it jsdom's elements and a fake connection.
import { contentOf } from './slots.mjs';

/** @typedef {import('./wire.mjs').Choice} Choice */
/** @typedef {import('./wire.mjs').ConfigurationForm} ConfigurationForm */
/** @typedef {import('./wire.mjs').ConfigurationParameter} ConfigurationParameter */
/** @typedef {import('./wire.mjs').ConfigurationAnswer} ConfigurationAnswer */

/**
 * What the sheet needs from the page.
 * @typedef {object} EditSheetContext
 * @property {{ request: (method: string, path: string, payload?: unknown) => Promise<any> }} connection
 * @property {(key: string, values?: Record<string, string>) => string} t the page's strings
 * @property {(error: unknown) => void} report shows a failure in words
 * @property {(message: string) => void} toast shows a short message
 * @property {{ open: () => void }} sheet the modal sheet (dialogs.mjs's `ModalSheet`), which tells `closed()`
 * @property {{ title: HTMLElement, description: HTMLElement, preview: HTMLElement, form: HTMLElement }} elements
 * @property {(family: string | undefined) => [number, number]} sizeOf a family's size in points on this device
 * @property {(slot: HTMLElement, html: string) => void} applyHTML draws a widget's new fragment in its slot
 */

/** The parameter types the sheet has a control for: a picker, a list of choices, a switch, a stepper, a text field. */
const EDITABLE = ['enum', 'choices', 'bool', 'int', 'string'];

/**
 * The URL of a widget's configuration.
 * @param {string} instance
 */
export const configurationPath = (instance) => `/widgets/${encodeURIComponent(instance)}/configuration`;

/**
 * One choice of a picker.
 * @param {Document} document
 * @param {Choice} choice
 */
export function option(document, choice) {
  const element = document.createElement('option');
  element.value = choice.value;
  element.textContent = choice.title;
  return element;
}

export class EditSheet {
  /** @param {EditSheetContext} context */
  constructor(context) {
    this.context = context;
    this.document = context.elements.form.ownerDocument;
    /** @type {HTMLElement | null} the slot whose options the sheet shows, while it is open */
    this.slot = null;
  }

  /**
   * Opens the sheet for a widget; a widget without an option the sheet can edit says so instead.
   * @param {HTMLElement} slot
   */
  async open(slot) {
    const { connection, t, report, toast, elements, sheet } = this.context;
    /** @type {ConfigurationForm} */
    let form;
    try {
      form = await connection.request('GET', configurationPath(slot.dataset.instance || ''));
    } catch (error) {
      report(error);
      return;
    }
    if (!form) return;
    const editable = form.parameters.filter((parameter) => EDITABLE.includes(parameter.type) || parameter.unavailable);
    if (!editable.length) {
      toast(t('This widget has no options.'));
      return;
    }
    this.slot = slot;
    elements.title.textContent = form.title;
    elements.description.textContent = form.description || '';
    this.showPreview(slot);
    elements.form.replaceChildren(
      ...editable.map((parameter) => parameter.unavailable ? this.unavailableRow(parameter) : this.parameterRow(parameter)));
    sheet.open();
  }

  /** The sheet was closed: changes no longer go to its widget. */
  closed() {
    this.slot = null;
  }

  /**
   * A scaled copy of the widget above the form (a DOM clone: no HTML is built).
   * @param {HTMLElement} slot
   */
  showPreview(slot) {
    const [width, height] = this.context.sizeOf(slot.dataset.family);
    const scale = Math.min(1, 180 / Math.max(height, 1), 260 / Math.max(width, 1));
    const copy = /** @type {HTMLElement} */ (contentOf(slot).cloneNode(true));
    copy.style.setProperty('--w', `${width}px`);
    copy.style.setProperty('--h', `${height}px`);
    copy.style.transform = `scale(${scale})`;
    copy.style.transformOrigin = 'top left';
    copy.removeAttribute('tabindex');
    // A picture of the widget: its controls are neither heard nor reached with Tab (the sheet's focus goes to
    // the form, not to a button of the copy).
    copy.inert = true;
    const preview = this.context.elements.preview;
    preview.style.width = `${Math.round(width * scale)}px`;
    preview.style.height = `${Math.round(height * scale)}px`;
    preview.replaceChildren(copy);
  }

  /**
   * One row of the Edit Widget form: a picker, a switch, a stepper or a text field.
   * @param {ConfigurationParameter} parameter
   */
  parameterRow(parameter) {
    const document = this.document;
    const save = () => { this.save(); };
    const row = document.createElement('div');
    row.className = 'config-row';
    row.dataset.name = parameter.name;
    row.dataset.type = parameter.type;
    const label = document.createElement('label');
    label.textContent = parameter.title;
    const id = `config-${parameter.name}`;
    label.htmlFor = id;
    label.id = `${id}-label`;
    row.appendChild(label);
    if (parameter.type === 'enum') {
      const picker = this.picker(parameter);
      picker.id = id;
      picker.addEventListener('change', save);
      row.appendChild(picker);
    } else if (parameter.type === 'choices') {
      row.appendChild(this.choices(parameter, id));
    } else if (parameter.type === 'bool') {
      const wrapper = document.createElement('span');
      wrapper.className = 'config-switch';
      const toggle = document.createElement('input');
      toggle.type = 'checkbox';
      toggle.id = id;
      toggle.name = parameter.name;
      toggle.setAttribute('role', 'switch');
      toggle.checked = parameter.value === true;
      toggle.addEventListener('change', save);
      const track = document.createElement('span');
      track.setAttribute('aria-hidden', 'true');
      wrapper.append(toggle, track);
      row.appendChild(wrapper);
    } else if (parameter.type === 'int') {
      row.appendChild(this.stepper(parameter, id));
    } else {
      const field = document.createElement('input');
      field.type = 'text';
      field.id = id;
      field.name = parameter.name;
      field.value = String(parameter.value ?? '');
      field.addEventListener('change', save);
      row.appendChild(field);
    }
    return row;
  }

  /**
   * A picker of a parameter's choices: an optional one starts with "None" (chosen while it has no value), and
   * options an Intents handler gave in titled sections are grouped under their titles, in order.
   * @param {ConfigurationParameter} parameter
   */
  picker(parameter) {
    const document = this.document;
    const picker = document.createElement('select');
    picker.name = parameter.name;
    if (parameter.optional) {
      picker.appendChild(option(document, { value: '', title: this.context.t('None') }));
    }
    /** @type {HTMLOptGroupElement | null} */
    let group = null;
    (parameter.cases || []).forEach((choice) => {
      const element = option(document, choice);
      element.selected = choice.value === parameter.value;
      if (choice.section && group?.label !== choice.section) {
        group = document.createElement('optgroup');
        group.label = choice.section;
        picker.appendChild(group);
      } else if (!choice.section) {
        group = null;
      }
      (group || picker).appendChild(element);
    });
    // Chosen once every option is in (an option's own `selected` set before then is reset by the insertions).
    if (parameter.optional && parameter.value == null) picker.value = '';
    return picker;
  }

  /**
   * A list parameter: the options chosen, in order (each can move up or go), and a picker that adds one of the
   * others at the end. Every change is saved at once.
   * @param {ConfigurationParameter} parameter
   * @param {string} id the picker's, which the row's label names
   */
  choices(parameter, id) {
    const { t } = this.context;
    const document = this.document;
    const cases = parameter.cases || [];
    const element = document.createElement('div');
    element.className = 'config-choices';
    const list = document.createElement('ol');
    list.setAttribute('aria-labelledby', `${id}-label`);
    const adder = document.createElement('select');
    adder.id = id;
    adder.name = parameter.name;
    /**
     * Draws the chosen options and what the picker can still add.
     * @param {string[]} chosen
     */
    const draw = (chosen) => {
      list.replaceChildren(...chosen.map((/** @type {string} */ value, /** @type {number} */ index) => {
        const title = cases.find((choice) => choice.value === value)?.title ?? value;
        const item = document.createElement('li');
        item.dataset.value = value;
        const text = document.createElement('span');
        text.textContent = title;
        const up = document.createElement('button');
        up.type = 'button';
        up.textContent = '↑';
        up.disabled = index === 0;
        up.setAttribute('aria-label', t('Move “{title}” up', { title }));
        up.addEventListener('click', () => {
          const next = [...chosen];
          [next[index - 1], next[index]] = [next[index], next[index - 1]];
          change(next);
        });
        const remove = document.createElement('button');
        remove.type = 'button';
        remove.textContent = '✕';
        remove.setAttribute('aria-label', t('Remove “{title}”', { title }));
        remove.addEventListener('click', () => change(chosen.filter((/** @type {string} */ _, /** @type {number} */ other) => other !== index)));
        item.append(text, up, remove);
        return item;
      }));
      adder.replaceChildren(option(document, { value: '', title: t('Add') }),
        ...cases.filter((choice) => !chosen.includes(choice.value)).map((choice) => option(document, choice)));
      adder.value = '';
    };
    /**
     * Shows and saves a new list.
     * @param {string[]} chosen
     */
    const change = (chosen) => {
      draw(chosen);
      this.save();
    };
    adder.addEventListener('change', () => {
      if (adder.value) change([...this.chosen(list), adder.value]);
    });
    draw(Array.isArray(parameter.value) ? parameter.value.map(String) : []);
    element.append(list, adder);
    return element;
  }

  /**
   * The options a list shows, in order.
   * @param {Element} list
   * @returns {string[]}
   */
  chosen(list) {
    return [...list.querySelectorAll('li')].map((item) => /** @type {HTMLElement} */ (item).dataset.value || '');
  }

  /**
   * One line for a parameter the form cannot set, saying why: its options come from the app's Intents
   * extension, which is not there or failed (the parameter keeps its value).
   * @param {ConfigurationParameter} parameter
   */
  unavailableRow(parameter) {
    const { t } = this.context;
    const row = this.document.createElement('p');
    row.className = 'config-unavailable';
    row.dataset.name = parameter.name;
    row.textContent = parameter.unavailable === 'optionsFailed'
      ? t('{parameter} can’t be set here: the app’s Intents extension could not list its options.', { parameter: parameter.title })
      : t('{parameter} can’t be set here: its options come from the app’s Intents extension, which isn’t available.', { parameter: parameter.title });
    return row;
  }

  /**
   * A number with − and + buttons, each disabled where a step would leave the parameter's bounds.
   * @param {ConfigurationParameter} parameter
   * @param {string} id
   */
  stepper(parameter, id) {
    const { t } = this.context;
    const document = this.document;
    const element = document.createElement('span');
    element.className = 'stepper';
    const output = document.createElement('output');
    output.id = id;
    output.name = parameter.name;
    output.value = String(parameter.value);
    output.setAttribute('aria-labelledby', `${id}-label`);
    output.setAttribute('aria-live', 'polite');
    const buttons = document.createElement('span');
    buttons.className = 'stepper-buttons';
    const step = 1;
    const minus = document.createElement('button');
    const plus = document.createElement('button');
    minus.type = plus.type = 'button';
    minus.textContent = '−';
    plus.textContent = '+';
    minus.setAttribute('aria-label', t('Decrease {parameter}', { parameter: parameter.title }));
    plus.setAttribute('aria-label', t('Increase {parameter}', { parameter: parameter.title }));
    const refresh = () => {
      const value = Number(output.value);
      minus.disabled = parameter.minimum != null && value - step < parameter.minimum;
      plus.disabled = parameter.maximum != null && value + step > parameter.maximum;
    };
    /** @param {number} delta */
    const bump = (delta) => {
      output.value = String(Number(output.value) + delta);
      refresh();
      this.save();
    };
    minus.addEventListener('click', () => bump(-step));
    plus.addEventListener('click', () => bump(step));
    refresh();
    buttons.append(minus, plus);
    element.append(output, buttons);
    return element;
  }

  /**
   * The form's values, by parameter name, typed as the server takes them.
   * @returns {Record<string, string | number | boolean | string[]>}
   */
  values() {
    /** @type {Record<string, string | number | boolean | string[]>} */
    const values = {};
    this.context.elements.form.querySelectorAll('.config-row').forEach((element) => {
      const row = /** @type {HTMLElement} */ (element);
      const name = row.dataset.name || '';
      if (row.dataset.type === 'choices') values[name] = this.chosen(/** @type {Element} */ (row.querySelector('ol')));
      else if (row.dataset.type === 'bool') values[name] = /** @type {HTMLInputElement} */ (row.querySelector('input')).checked;
      else if (row.dataset.type === 'int') values[name] = Number(/** @type {HTMLOutputElement} */ (row.querySelector('output')).value);
      else values[name] = /** @type {HTMLInputElement | HTMLSelectElement} */ (row.querySelector('select, input')).value;
    });
    return values;
  }

  /**
   * Saves the form's values for the open sheet's widget; the widget is pending until the answer is shown.
   * @returns {Promise<void>}
   */
  async save() {
    if (!this.slot) return;
    const { connection, report, applyHTML } = this.context;
    const values = this.values();
    const slot = this.slot;
    slot.classList.add('pending');
    try {
      /** @type {ConfigurationAnswer} */
      const result = await connection.request('POST', configurationPath(slot.dataset.instance || ''), { values });
      applyHTML(slot, result.html);
      this.showPreview(slot);
    } catch (error) {
      report(error);
    } finally {
      slot.classList.remove('pending');
    }
  }
}
