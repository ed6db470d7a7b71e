// The page's data and its widget slots, read from what the server rendered: the script builds no slot
// markup of its own, so a slot added later has the same localized labels as the first ones.

/**
 * What the server tells the page (`<script type="application/json" id="page-data">`).
 * @typedef {object} PageData
 * @property {Record<string, [number, number]>} sizes each widget family's size in points on this device
 * @property {Record<string, [number, number]>} cells each Home Screen family's size in grid cells
 * @property {{ rows: number, columns: number }} grid the Home Screen page's cells
 * @property {Record<string, string>} families each family's display name, in the page's language
 * @property {Record<string, string>} familyWords each family's name within a sentence ("medium")
 * @property {Record<string, string>} strings the script's strings, in the page's language
 * @property {number} titleMaxLength the longest task title the store accepts, in characters
 * @property {string} defaultPriority the priority of a task made without one (TaskKit's `TaskPriority.standard`)
 */

/** @typedef {import('./wire.mjs').SlotInfo} SlotInfo */

/**
 * Parses the page's data.
 * @param {Document} document
 * @returns {PageData}
 */
export function readPageData(document) {
  const element = document.getElementById('page-data');
  if (!element) throw new Error('the page has no #page-data');
  return JSON.parse(element.textContent || '');
}

/**
 * A new, empty slot element for `slot`, cloned from the server's template of its family; its edit buttons'
 * labels name the widget `name` (the template's "{widget}").
 * @param {Document} document
 * @param {SlotInfo} slot
 * @param {string} [name] the widget as its labels name it ("Tasks (medium)"); its kind's name by default
 * @returns {HTMLElement}
 */
export function slotFromTemplate(document, slot, name = slot.displayName || slot.kind) {
  const templates = /** @type {HTMLTemplateElement | null} */ (document.getElementById('slot-templates'));
  if (!templates || !templates.content) throw new Error('the page has no #slot-templates');
  const template = [...templates.content.children]
    .map((element) => /** @type {HTMLElement} */ (element))
    .find((element) => element.dataset.family === slot.family);
  if (!template) throw new Error(`no slot template for ${slot.family}`);
  // Imported, not cloned: a clone would belong to the template's inert document, which has no window (its
  // transitions read computed styles and the page's focus through the slot's document).
  const element = /** @type {HTMLElement} */ (document.importNode(template, true));
  element.dataset.instance = slot.instance;
  element.dataset.kind = slot.kind;
  element.dataset.configurable = String(slot.configurable);
  // The template's labels (the slot's own, its buttons') name "{widget}": this widget.
  [element, ...element.querySelectorAll('[aria-label*="{widget}"]')].forEach((labelled) => {
    if (!(labelled.getAttribute('aria-label') || '').includes('{widget}')) return;
    labelled.setAttribute('aria-label', (labelled.getAttribute('aria-label') || '').split('{widget}').join(name));
  });
  return element;
}

/**
 * What identifies a control across redraws of its widget: its archived intent without the values that flip
 * when it is tapped (a switch's `isCompleted`), so that focus stays on a toggled row.
 * @param {string} archive a `data-intent` value
 * @returns {string}
 */
export function intentIdentity(archive) {
  try {
    const intent = JSON.parse(archive);
    const parameters = intent.parameters || {};
    const stable = Object.keys(parameters).sort().filter((name) => typeof parameters[name] !== 'boolean')
      .map((name) => `${name}=${JSON.stringify(parameters[name])}`);
    return `${intent.type}(${stable.join(',')})`;
  } catch (error) {
    return archive;
  }
}

/**
 * The elements matching `selector` under `root`, keyed by `data-id` where they have one, else by their
 * position: an element keeps its key when a widget is redrawn, so its transition can be played.
 * @param {ParentNode} root
 * @param {string} selector
 * @returns {Map<string, HTMLElement>}
 */
export function keyed(root, selector) {
  /** @type {Map<string, HTMLElement>} */
  const map = new Map();
  root.querySelectorAll(selector).forEach((element, index) => {
    const html = /** @type {HTMLElement} */ (element);
    map.set(html.dataset.id ? `id:${html.dataset.id}` : `#${index}`, html);
  });
  return map;
}

/**
 * The element a slot draws its widget in (the fragment's parent).
 * @param {HTMLElement} slot
 * @returns {HTMLElement}
 */
export function contentOf(slot) {
  const content = slot.querySelector('.slot-frame');
  if (!content) throw new Error(`the slot ${slot.dataset.instance} has no .slot-frame`);
  return /** @type {HTMLElement} */ (content);
}
