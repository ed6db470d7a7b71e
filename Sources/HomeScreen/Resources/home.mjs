// The page's script (`/assets/home.mjs`): taps, transitions, live updates, gallery, Edit Widget, app panel.
// No HTML is built from text here: text goes in with textContent; only server-escaped HTML uses innerHTML,
// and widget slots are cloned from the server's templates. Strings and tables come from the page's data.
import { movedIndex, placeItems } from './layout.mjs';
import { keyed, readPageData, slotFromTemplate } from './slots.mjs';
import {
  animationSeconds, clockText, dueDateText, localized, lockDateOptions, parseDeepLink, rollPlan,
} from './text.mjs';

/** @typedef {import('./slots.mjs').SlotInfo} SlotInfo */
/** @typedef {{ value: string, title: string }} Choice */
/**
 * One parameter of a widget's configuration (WidgetRuntime's `WidgetConfigurationSchema.Parameter`).
 * @typedef {object} ConfigurationParameter
 * @property {string} name
 * @property {string} title
 * @property {'enum' | 'bool' | 'int' | 'double' | 'string' | 'date' | 'url' | 'unsupported'} type
 * @property {string | boolean | number} [value]
 * @property {Choice[]} [cases]
 * @property {number} [minimum]
 * @property {number} [maximum]
 */
/**
 * @typedef {object} AppTask
 * @property {string} id
 * @property {string} title
 * @property {string} priority
 * @property {string | null} [dueDate]
 * @property {boolean} isCompleted
 * @property {boolean} isSample
 */

const body = document.body;
const data = readPageData(document);
const token = /** @type {HTMLMetaElement} */ (document.querySelector('meta[name="taskwidgets-token"]')).content;
const locale = body.dataset.locale || 'en';
const settingsQuery = new URLSearchParams({
  device: body.dataset.device || '', scheme: body.dataset.scheme || '', locale,
}).toString();
let version = Number(body.dataset.version) || 0;
/** @type {Map<string, string>} */
const lastHTML = new Map();

/**
 * The page's element with this id (the server renders them all).
 * @param {string} id
 * @returns {HTMLElement}
 */
function $(id) {
  const element = document.getElementById(id);
  if (!element) throw new Error(`the page has no #${id}`);
  return element;
}
/** @param {string} id */
const input = (id) => /** @type {HTMLInputElement} */ ($(id));
/** @param {string} id */
const select = (id) => /** @type {HTMLSelectElement} */ ($(id));

/**
 * @param {string} key
 * @param {Record<string, string>} [values]
 */
const t = (key, values) => localized(data.strings, key, values);

/**
 * A family's size in points on this device.
 * @param {string | undefined} family
 * @returns {[number, number]}
 */
const sizeOf = (family) => (family && data.sizes[family]) || [0, 0];

/** @param {unknown} error */
const messageOf = (error) => (error instanceof Error ? error.message : String(error));

// ---- HTTP ----
/**
 * @param {string} method
 * @param {string} path
 * @param {unknown} [payload]
 * @returns {Promise<any>}
 */
async function api(method, path, payload) {
  const url = path + (path.includes('?') ? '&' : '?') + settingsQuery;
  /** @type {Record<string, string>} */
  const headers = {};
  /** @type {RequestInit} */
  const init = { method, cache: 'no-store', credentials: 'same-origin', headers };
  if (method !== 'GET') headers['X-TaskWidgets-Token'] = token;
  if (payload !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(payload);
  }
  const response = await fetch(url, init);
  if (!response.ok) throw new Error((await response.text()).trim() || `HTTP ${response.status}`);
  if (response.status === 204) return null;
  const type = response.headers.get('Content-Type') || '';
  return type.startsWith('application/json') ? response.json() : response.text();
}

/**
 * A GET whose failure is shown in the toast; null when it failed.
 * @param {string} path
 * @returns {Promise<any>}
 */
async function load(path) {
  try {
    return await api('GET', path);
  } catch (error) {
    toast(messageOf(error));
    return null;
  }
}

let toastTimer = 0;
/** @param {string} message */
function toast(message) {
  const element = $('toast');
  element.textContent = message;
  element.hidden = false;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => { element.hidden = true; }, 3000);
}

// ---- Widgets: in-place updates with the recorded transitions ----
/** @returns {HTMLElement[]} the slots on the screens (not the gallery's previews) */
const placedSlots = () => [...document.querySelectorAll('.widget-slot[data-instance]')]
  .map((element) => /** @type {HTMLElement} */ (element))
  .filter((element) => !element.closest('.gallery'));
/** @param {string} instance */
const slotFor = (instance) => placedSlots().find((slot) => slot.dataset.instance === instance);
/** @param {HTMLElement} slot */
const contentOf = (slot) => /** @type {HTMLElement} */ (slot.querySelector('.slot-frame'));

/**
 * @param {Element} element
 * @param {Element} container
 */
function relativeRect(element, container) {
  const a = element.getBoundingClientRect();
  const b = container.getBoundingClientRect();
  return { left: a.left - b.left, top: a.top - b.top, width: a.width, height: a.height };
}

/** @typedef {'backgroundColor' | 'color' | 'opacity' | 'transform' | 'borderColor' | 'fill'} AnimatedProperty */
/** @type {AnimatedProperty[]} */
const ANIMATED = ['backgroundColor', 'color', 'opacity', 'transform', 'borderColor', 'fill'];

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
 * @param {HTMLElement} content
 */
function snapshot(content) {
  /** @type {Map<string, TransitionSnapshot>} */
  const transitions = new Map();
  keyed(content, '[data-content-transition]').forEach((element, key) => {
    const style = getComputedStyle(element);
    transitions.set(key, {
      html: element.innerHTML, text: element.textContent || '', rect: relativeRect(element, content),
      clone: /** @type {HTMLElement} */ (element.cloneNode(true)),
      font: { color: style.color, font: style.font, letterSpacing: style.letterSpacing },
    });
  });
  /** @type {Map<string, Record<AnimatedProperty, string>>} */
  const animations = new Map();
  keyed(content, '[data-animation]').forEach((element, key) => {
    const style = getComputedStyle(element);
    animations.set(key, /** @type {Record<AnimatedProperty, string>} */ (
      Object.fromEntries(ANIMATED.map((name) => [name, style[name]]))));
  });
  return { transitions, animations };
}

/**
 * Lays the old content over the new one while it fades or is replaced.
 * @param {HTMLElement} content
 * @param {TransitionSnapshot} old
 * @param {string} className
 */
function overlay(content, old, className) {
  const clone = old.clone;
  clone.removeAttribute('data-id');
  clone.classList.add('tw-overlay', className);
  Object.assign(clone.style, {
    left: `${old.rect.left}px`, top: `${old.rect.top}px`, width: `${old.rect.width}px`,
    height: `${old.rect.height}px`, color: old.font.color, font: old.font.font,
    letterSpacing: old.font.letterSpacing,
  });
  content.appendChild(clone);
  setTimeout(() => clone.remove(), 450);
}

/**
 * Rolls the digits that changed (`.contentTransition(.numericText())`); false when the element is not
 * plain text.
 * @param {HTMLElement} element
 * @param {string} oldText
 */
function rollDigits(element, oldText) {
  const newText = element.textContent || '';
  if (element.children.length > 0) return false;
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
    outgoing.textContent = step.previous;
    roll.append(incoming, outgoing);
    fragment.appendChild(roll);
  }
  element.replaceChildren(fragment);
  setTimeout(() => { if (element.isConnected) element.textContent = newText; }, 500);
  return true;
}

/**
 * Animates the styles that changed (`.animation(_:value:)`) from their old values.
 * @param {HTMLElement} element
 * @param {Record<AnimatedProperty, string>} oldStyles
 */
function animateStyles(element, oldStyles) {
  const style = getComputedStyle(element);
  const changed = ANIMATED.filter((name) => style[name] !== oldStyles[name]);
  if (changed.length === 0) return;
  const seconds = animationSeconds(element.dataset.animation);
  const inline = Object.fromEntries(changed.map((name) => [name, element.style[name]]));
  changed.forEach((name) => { element.style[name] = oldStyles[name]; });
  void element.offsetWidth;
  element.style.transitionDuration = `${seconds}s`;
  element.classList.add('tw-animating');
  changed.forEach((name) => { element.style[name] = inline[name]; });
  setTimeout(() => {
    element.classList.remove('tw-animating');
    element.style.transitionDuration = '';
  }, seconds * 1000 + 60);
}

/**
 * Swaps a slot's widget HTML in place, playing the recorded transitions.
 * @param {HTMLElement} slot
 * @param {string} html
 */
function applyHTML(slot, html) {
  const instance = slot.dataset.instance || '';
  if (lastHTML.get(instance) === html) return;
  const content = contentOf(slot);
  const before = snapshot(content);
  const template = document.createElement('template');
  template.innerHTML = html;
  content.replaceChildren(template.content);
  lastHTML.set(instance, html);
  keyed(content, '[data-content-transition]').forEach((element, key) => {
    const old = before.transitions.get(key);
    if (!old || old.html === element.innerHTML) return;
    const kind = element.dataset.contentTransition;
    if (kind === 'numeric-text' && rollDigits(element, old.text)) return;
    const [inClass, outClass] = kind === 'symbol-replace' ? ['tw-symbol-in', 'tw-symbol-out']
      : ['tw-fade-in', 'tw-fade-out'];
    overlay(content, old, outClass);
    element.classList.add(inClass);
    setTimeout(() => element.classList.remove(inClass), 450);
  });
  keyed(content, '[data-animation]').forEach((element, key) => {
    const old = before.animations.get(key);
    if (old) animateStyles(element, old);
  });
}

/** @type {WeakMap<HTMLElement, Promise<void>>} */
const queues = new WeakMap();
/**
 * Posts a tapped intent; taps on one widget run one after another.
 * @param {HTMLElement} slot
 * @param {string} archive
 */
function runIntent(slot, archive) {
  const previous = queues.get(slot) || Promise.resolve();
  const next = previous.then(async () => {
    slot.classList.add('pending');
    const root = contentOf(slot).firstElementChild;
    if (root) root.classList.add('pending');
    try {
      applyHTML(slot, await api('POST', '/intents', { archive, instance: slot.dataset.instance }));
    } catch (error) {
      toast(messageOf(error));
    } finally {
      slot.classList.remove('pending');
      const current = contentOf(slot).firstElementChild;
      if (current) current.classList.remove('pending');
    }
    // The other widgets changed too: ask now rather than at the next poll.
    poll();
  });
  queues.set(slot, next);
  return next;
}

// ---- Live updates: poll the change counter ----
let polling = false;
let pollTimer = 0;
async function poll() {
  if (polling) return;
  polling = true;
  clearTimeout(pollTimer);
  try {
    /** @type {{ version: number, instances?: Record<string, string>, layout?: SlotInfo[], tasksChanged: boolean }} */
    const changes = await api('GET', `/changes?since=${version}`);
    if (changes.layout) applyLayout(changes.layout);
    Object.entries(changes.instances || {}).forEach(([instance, html]) => {
      const slot = slotFor(instance);
      if (slot && !slot.classList.contains('pending')) applyHTML(slot, html);
    });
    version = changes.version;
    if (changes.tasksChanged && !$('app-panel').classList.contains('closed')) loadTasks();
  } catch (error) {
    // The server may be restarting; try again.
  } finally {
    polling = false;
    pollTimer = setTimeout(poll, 500);
  }
}

// ---- Layout: slots, Home Screen pages ----
/** @param {SlotInfo[]} slots */
function applyLayout(slots) {
  const existing = new Map(placedSlots().map((element) => [element.dataset.instance, element]));
  const keep = new Set();
  /** @type {HTMLElement[]} */
  const home = [];
  slots.forEach((slot) => {
    let element = existing.get(slot.instance);
    if (!element || element.dataset.family !== slot.family) {
      if (element) element.remove();
      element = slotFromTemplate(document, slot);
    }
    keep.add(slot.instance);
    element.dataset.configurable = String(slot.configurable);
    applyHTML(element, slot.html);
    if (slot.family === 'accessoryInline') $('inline-slots').appendChild(element);
    else if (slot.family.startsWith('accessory')) $('accessory-slots').appendChild(element);
    else home.push(element);
  });
  existing.forEach((element, instance) => { if (!keep.has(instance)) element.remove(); });
  const grid = $('home-grid');
  const icons = [...document.querySelectorAll('#pages .app-icon')];
  home.forEach((element) => grid.appendChild(element));
  icons.forEach((icon) => grid.appendChild(icon));
  packPages();
}

/** Lays the Home Screen's widgets and icons out on as many pages as they need. */
function packPages() {
  const pagesElement = $('pages');
  const items = [...pagesElement.querySelectorAll('.widget-slot, .app-icon')]
    .map((element) => /** @type {HTMLElement} */ (element));
  const { spots, pageCount } = placeItems(items.map((item) => {
    const [width, height] = data.cells[item.dataset.family || ''] || [1, 1];
    return { width, height, isWidget: item.classList.contains('widget-slot') };
  }), data.grid.rows, data.grid.columns);
  const containers = [$('home-grid')];
  for (let index = 1; index < pageCount; index += 1) {
    let container = /** @type {HTMLElement | undefined} */ (pagesElement.children[index]);
    if (!container) {
      container = document.createElement('div');
      container.className = 'home-grid page';
      pagesElement.appendChild(container);
    }
    containers.push(container);
  }
  items.forEach((item, index) => {
    const spot = spots[index];
    const [width, height] = data.cells[item.dataset.family || ''] || [1, 1];
    item.style.gridRow = `${spot.row + 1} / span ${height}`;
    item.style.gridColumn = `${spot.column + 1} / span ${width}`;
    containers[spot.page].appendChild(item);
  });
  [...pagesElement.children].slice(pageCount).forEach((extra) => extra.remove());
  updateDots();
}

function updateDots() {
  const pagesElement = $('pages');
  const count = pagesElement.children.length;
  const current = Math.round(pagesElement.scrollLeft / Math.max(pagesElement.clientWidth, 1));
  $('page-dots').replaceChildren(...Array.from({ length: count }, (_, index) => {
    const dot = document.createElement('span');
    dot.className = index === current ? 'dot current' : 'dot';
    return dot;
  }));
}

/** @param {Record<string, string | number>} change */
async function changeLayout(change) {
  try {
    const result = await api('POST', '/layout', change);
    applyLayout(result.slots);
  } catch (error) {
    toast(messageOf(error));
  }
}

/**
 * @param {HTMLElement} slot
 * @param {number} delta
 */
function moveSlot(slot, delta) {
  const accessory = (slot.dataset.family || '').startsWith('accessory');
  const peers = placedSlots().filter((s) => (s.dataset.family || '').startsWith('accessory') === accessory);
  const index = movedIndex(peers.indexOf(slot), delta, peers.length);
  if (index === null) return;
  changeLayout({ action: 'move', instance: slot.dataset.instance || '', index });
}

// ---- Edit mode, gallery ----
/** @param {boolean} on */
function setEditing(on) {
  body.classList.toggle('editing', on);
  if (!on) $('gallery').hidden = true;
}

async function openGallery() {
  const list = $('gallery-list');
  list.replaceChildren();
  $('gallery').hidden = false;
  /** @type {{ kinds: { kind: string, displayName: string, description: string, previews: { family: string, html: string }[] }[] } | null} */
  const result = await load('/gallery');
  if (!result) return;
  result.kinds.forEach((kind) => {
    const section = document.createElement('section');
    section.className = 'gallery-kind';
    section.dataset.kind = kind.kind;
    const title = document.createElement('h3');
    title.textContent = kind.displayName;
    const description = document.createElement('p');
    description.textContent = kind.description;
    const previews = document.createElement('div');
    previews.className = 'gallery-previews';
    kind.previews.forEach((preview) => {
      const card = document.createElement('div');
      card.className = `gallery-card${preview.family.startsWith('accessory') ? ' accessory' : ''}`;
      card.dataset.family = preview.family;
      const content = document.createElement('div');
      content.className = `slot-frame family-${preview.family}`;
      const [width, height] = sizeOf(preview.family);
      content.style.setProperty('--w', `${width}px`);
      content.style.setProperty('--h', `${height}px`);
      const template = document.createElement('template');
      template.innerHTML = preview.html;
      content.appendChild(template.content);
      const family = document.createElement('span');
      family.className = 'gallery-family';
      family.textContent = data.families[preview.family] || preview.family;
      const add = document.createElement('button');
      add.type = 'button';
      add.className = 'gallery-add';
      add.textContent = t('Add Widget');
      add.addEventListener('click', async () => {
        await changeLayout({ action: 'add', kind: kind.kind, family: preview.family });
        $('gallery').hidden = true;
      });
      card.append(content, family, add);
      previews.appendChild(card);
    });
    section.append(title, description, previews);
    list.appendChild(section);
  });
}

// ---- Edit Widget sheet ----
/** @type {HTMLElement | null} */
let configSlot = null;
/** @param {HTMLElement} slot */
async function openConfig(slot) {
  /** @type {{ title: string, description: string, parameters: ConfigurationParameter[] } | null} */
  const form = await load(`/widgets/${encodeURIComponent(slot.dataset.instance || '')}/configuration`);
  if (!form) return;
  // The controls the sheet has: a picker, a switch, a stepper and a text field.
  const editable = form.parameters.filter((parameter) => ['enum', 'bool', 'int', 'string'].includes(parameter.type));
  if (!editable.length) {
    toast(t('This widget has no options.'));
    return;
  }
  configSlot = slot;
  $('config-title').textContent = form.title;
  $('config-description').textContent = form.description;
  showPreview(slot);
  $('config-form').replaceChildren(...editable.map(parameterRow));
  $('config-sheet').hidden = false;
}

/**
 * A scaled copy of the widget above the form (a DOM clone: no HTML is built).
 * @param {HTMLElement} slot
 */
function showPreview(slot) {
  const [width, height] = sizeOf(slot.dataset.family);
  const scale = Math.min(1, 180 / Math.max(height, 1), 260 / Math.max(width, 1));
  const copy = /** @type {HTMLElement} */ (contentOf(slot).cloneNode(true));
  copy.style.setProperty('--w', `${width}px`);
  copy.style.setProperty('--h', `${height}px`);
  copy.style.transform = `scale(${scale})`;
  copy.style.transformOrigin = 'top left';
  const preview = $('config-preview');
  preview.style.width = `${Math.round(width * scale)}px`;
  preview.style.height = `${Math.round(height * scale)}px`;
  preview.replaceChildren(copy);
}

/**
 * One row of the Edit Widget form: a picker, a switch, a stepper or a text field.
 * @param {ConfigurationParameter} parameter
 */
function parameterRow(parameter) {
  const row = document.createElement('div');
  row.className = 'config-row';
  row.dataset.name = parameter.name;
  row.dataset.type = parameter.type;
  const label = document.createElement('label');
  label.textContent = parameter.title;
  const id = `config-${parameter.name}`;
  label.htmlFor = id;
  row.appendChild(label);
  if (parameter.type === 'enum') {
    const picker = document.createElement('select');
    picker.id = id;
    picker.name = parameter.name;
    (parameter.cases || []).forEach((choice) => {
      const element = option(choice);
      element.selected = choice.value === parameter.value;
      picker.appendChild(element);
    });
    picker.addEventListener('change', saveConfig);
    row.appendChild(picker);
  } else if (parameter.type === 'bool') {
    const wrapper = document.createElement('span');
    wrapper.className = 'switch';
    const toggle = document.createElement('input');
    toggle.type = 'checkbox';
    toggle.id = id;
    toggle.name = parameter.name;
    toggle.setAttribute('role', 'switch');
    toggle.checked = parameter.value === true;
    toggle.addEventListener('change', saveConfig);
    wrapper.append(toggle, document.createElement('span'));
    row.appendChild(wrapper);
  } else if (parameter.type === 'int') {
    row.appendChild(stepper(parameter, id));
  } else {
    const field = document.createElement('input');
    field.type = 'text';
    field.id = id;
    field.name = parameter.name;
    field.value = String(parameter.value ?? '');
    field.addEventListener('change', saveConfig);
    row.appendChild(field);
  }
  return row;
}

/**
 * @param {ConfigurationParameter} parameter
 * @param {string} id
 */
function stepper(parameter, id) {
  const element = document.createElement('span');
  element.className = 'stepper';
  const output = document.createElement('output');
  output.id = id;
  output.name = parameter.name;
  output.value = String(parameter.value);
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
    saveConfig();
  };
  minus.addEventListener('click', () => bump(-step));
  plus.addEventListener('click', () => bump(step));
  refresh();
  buttons.append(minus, plus);
  element.append(output, buttons);
  return element;
}

async function saveConfig() {
  if (!configSlot) return;
  /** @type {Record<string, string | number | boolean>} */
  const values = {};
  $('config-form').querySelectorAll('.config-row').forEach((element) => {
    const row = /** @type {HTMLElement} */ (element);
    const name = row.dataset.name || '';
    if (row.dataset.type === 'bool') values[name] = /** @type {HTMLInputElement} */ (row.querySelector('input')).checked;
    else if (row.dataset.type === 'int') values[name] = Number(/** @type {HTMLOutputElement} */ (row.querySelector('output')).value);
    else values[name] = /** @type {HTMLInputElement | HTMLSelectElement} */ (row.querySelector('select, input')).value;
  });
  const slot = configSlot;
  slot.classList.add('pending');
  try {
    const result = await api('POST', `/widgets/${encodeURIComponent(slot.dataset.instance || '')}/configuration`,
      { values });
    applyHTML(slot, result.html);
    showPreview(slot);
  } catch (error) {
    toast(messageOf(error));
  } finally {
    slot.classList.remove('pending');
  }
}

// ---- The app panel ----
/** @type {Choice[]} */
let priorities = [];
/** @type {string | null} */
let openEditor = null;
/** @type {string | null} */
let highlightTask = null;

async function loadTasks() {
  /** @type {{ tasks: AppTask[], priorities: Choice[] } | null} */
  const list = await load('/app/tasks');
  if (!list) return;
  priorities = list.priorities;
  const addPriority = select('add-priority');
  if (addPriority.options.length !== priorities.length) {
    const selected = addPriority.value;
    addPriority.replaceChildren(...priorities.map((choice) => option(choice)));
    if (selected) addPriority.value = selected;
  }
  $('app-empty').hidden = list.tasks.length > 0;
  // The app's two sections, open then done; a task moves within its own section (TaskListModel.move).
  const open = list.tasks.filter((task) => !task.isCompleted);
  const done = list.tasks.filter((task) => task.isCompleted);
  $('task-list').replaceChildren(
    ...open.map((task, index) => taskItem(task, index, open.length)),
    ...done.map((task, index) => taskItem(task, index, done.length)));
  if (highlightTask) {
    const wanted = highlightTask;
    const item = [...document.querySelectorAll('.task-item')]
      .map((element) => /** @type {HTMLElement} */ (element))
      .find((li) => (li.dataset.id || '').toLowerCase() === wanted);
    if (item) {
      item.classList.add('highlight');
      item.scrollIntoView({ block: 'nearest' });
      const field = /** @type {HTMLInputElement | null} */ (item.querySelector('.edit-form input[type=text]'));
      if (field) field.focus();
    }
    highlightTask = null;
  }
}

/** @param {Choice} choice */
function option(choice) {
  const element = document.createElement('option');
  element.value = choice.value;
  element.textContent = choice.title;
  return element;
}

/**
 * @param {string} text
 * @param {string} label
 * @param {() => void} handler
 * @param {string} [className]
 */
function button(text, label, handler, className) {
  const element = document.createElement('button');
  element.type = 'button';
  element.textContent = text;
  if (className) element.className = className;
  element.setAttribute('aria-label', label);
  element.title = label;
  element.addEventListener('click', handler);
  return element;
}

/** @param {Promise<unknown>} promise */
async function taskAction(promise) {
  try {
    await promise;
  } catch (error) {
    toast(messageOf(error));
  }
  await loadTasks();
  poll();
}

/**
 * @param {AppTask} task
 * @param {number} index its index in its section
 * @param {number} count how many tasks its section has
 */
function taskItem(task, index, count) {
  const item = document.createElement('li');
  item.className = `task-item${task.isCompleted ? ' done' : ''}`;
  item.dataset.id = task.id;
  const row = document.createElement('div');
  row.className = 'task-row';
  const path = `/app/tasks/${encodeURIComponent(task.id)}`;
  const check = button('', task.isCompleted ? t('Mark as not done') : t('Mark as done'),
    () => taskAction(api('PATCH', path, { isCompleted: !task.isCompleted })), 'task-check');
  const title = document.createElement('span');
  title.className = 'task-title';
  title.textContent = task.title;
  const actions = document.createElement('span');
  actions.className = 'task-actions';
  const up = button('↑', t('Move up'), () => taskAction(api('POST', `${path}/move`, { index: index - 1 })));
  const down = button('↓', t('Move down'), () => taskAction(api('POST', `${path}/move`, { index: index + 1 })));
  up.disabled = index === 0;
  down.disabled = index === count - 1;
  const edit = button('✎', t('Edit'), () => {
    openEditor = openEditor === task.id.toLowerCase() ? null : task.id.toLowerCase();
    loadTasks();
  });
  actions.append(up, down, edit);
  row.append(check, title, actions);
  const meta = document.createElement('div');
  meta.className = 'task-meta';
  const priority = priorities.find((choice) => choice.value === task.priority);
  if (priority && task.priority !== 'none') {
    meta.appendChild(badge(priority.title, `priority-${task.priority}`));
  }
  if (task.dueDate) meta.appendChild(badge(dueDateText(task.dueDate, locale), 'due'));
  if (task.isSample) meta.appendChild(badge(t('Sample'), 'sample'));
  item.append(row, meta);
  if (openEditor === task.id.toLowerCase()) item.appendChild(editForm(task, path));
  return item;
}

/**
 * @param {string} text
 * @param {string} kind
 */
function badge(text, kind) {
  const element = document.createElement('span');
  element.className = `badge ${kind}`;
  element.textContent = text;
  return element;
}

/**
 * @param {AppTask} task
 * @param {string} path
 */
function editForm(task, path) {
  const form = document.createElement('form');
  form.className = 'edit-form';
  const title = document.createElement('input');
  title.type = 'text';
  title.name = 'title';
  title.value = task.title;
  title.maxLength = data.titleMaxLength;
  title.required = true;
  title.setAttribute('aria-label', t('Title'));
  const priority = document.createElement('select');
  priority.name = 'priority';
  priority.setAttribute('aria-label', t('Priority'));
  priority.append(...priorities.map((choice) => option(choice)));
  priority.value = task.priority;
  const due = document.createElement('input');
  due.type = 'date';
  due.name = 'dueDate';
  due.value = task.dueDate || '';
  due.setAttribute('aria-label', t('Due date'));
  const row = document.createElement('div');
  row.className = 'row';
  const remove = button(t('Delete'), t('Delete task'), () => {
    openEditor = null;
    taskAction(api('DELETE', path));
  }, 'danger');
  const cancel = button(t('Cancel'), t('Cancel'), () => {
    openEditor = null;
    loadTasks();
  }, 'secondary');
  const save = document.createElement('button');
  save.type = 'submit';
  save.className = 'primary';
  save.textContent = t('Save');
  row.append(remove, cancel, save);
  form.append(title, priority, due, row);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    openEditor = null;
    const change = { title: title.value, priority: priority.value, dueDate: due.value || null };
    taskAction(api('PATCH', path, change));
  });
  return form;
}

function openApp() {
  $('app-panel').classList.remove('closed');
  return loadTasks();
}

/** @param {string} url */
function openURL(url) {
  const link = parseDeepLink(url);
  if (link.action === 'task') {
    openEditor = link.id;
    highlightTask = link.id;
    openApp();
  } else if (link.action === 'add') {
    openApp().then(() => {
      const form = $('add-form');
      form.classList.add('highlight');
      setTimeout(() => form.classList.remove('highlight'), 1500);
      $('add-title').focus();
    });
  } else {
    openApp();
  }
}

// ---- Clock ----
function tick() {
  const now = new Date();
  const time = clockText(now, locale);
  document.querySelectorAll('[data-clock]').forEach((element) => { element.textContent = time; });
  $('lock-clock').textContent = time;
  const beside = !!document.querySelector('#inline-slots .widget-slot');
  $('lock-date').textContent = new Intl.DateTimeFormat(locale, lockDateOptions(beside)).format(now);
}

// ---- Events ----
document.addEventListener('click', (event) => {
  const target = event.target;
  if (!(target instanceof Element)) return;
  const slot = /** @type {HTMLElement | null} */ (target.closest('.widget-slot'));
  if (!slot || slot.closest('.gallery')) return;
  if (body.classList.contains('editing')) {
    event.preventDefault();
    if (target.closest('.slot-remove')) changeLayout({ action: 'remove', instance: slot.dataset.instance || '' });
    else if (target.closest('.slot-left')) moveSlot(slot, -1);
    else if (target.closest('.slot-right')) moveSlot(slot, 1);
    else if (slot.dataset.configurable === 'true') openConfig(slot);
    return;
  }
  const intent = target.closest('[data-intent]');
  if (intent && slot.contains(intent)) {
    event.preventDefault();
    runIntent(slot, intent.getAttribute('data-intent') || '');
    return;
  }
  const link = target.closest('[data-url]');
  if (link && slot.contains(link)) {
    event.preventDefault();
    openURL(link.getAttribute('data-url') || '');
  }
});
document.addEventListener('contextmenu', (event) => {
  const target = event.target;
  const slot = target instanceof Element
    ? /** @type {HTMLElement | null} */ (target.closest('.widget-slot[data-configurable="true"]')) : null;
  if (!slot || slot.closest('.gallery')) return;
  event.preventDefault();
  openConfig(slot);
});
$('edit-toggle').addEventListener('click', () => setEditing(true));
$('edit-done').addEventListener('click', () => setEditing(false));
$('open-gallery').addEventListener('click', openGallery);
$('gallery-close').addEventListener('click', () => { $('gallery').hidden = true; });
$('config-done').addEventListener('click', () => {
  $('config-sheet').hidden = true;
  configSlot = null;
});
$('config-sheet').addEventListener('click', (event) => {
  if (event.target === $('config-sheet')) $('config-done').click();
});
$('toggle-app').addEventListener('click', () => {
  if ($('app-panel').classList.toggle('closed')) return;
  loadTasks();
});
$('add-form').addEventListener('submit', (event) => {
  event.preventDefault();
  const title = input('add-title').value;
  const dueDate = input('add-due').value || null;
  const priority = select('add-priority').value || 'none';
  /** @type {HTMLFormElement} */ ($('add-form')).reset();
  taskAction(api('POST', '/app/tasks', { title, priority, dueDate }));
});
const settingsForm = /** @type {HTMLFormElement} */ ($('settings-form'));
settingsForm.querySelectorAll('select').forEach((picker) => {
  picker.addEventListener('change', () => settingsForm.submit());
});
$('pages').addEventListener('scroll', () => updateDots(), { passive: true });
document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape') return;
  if (!$('config-sheet').hidden) $('config-done').click();
  else if (!$('gallery').hidden) $('gallery').hidden = true;
  else setEditing(false);
});

/**
 * Scrolls the Home Screen to the page that holds a slot (also used by the browser tests).
 * @param {HTMLElement} slot
 */
function showSlot(slot) {
  const page = /** @type {HTMLElement | null} */ (slot.closest('.page'));
  if (page && page.parentElement) page.parentElement.scrollLeft = page.offsetLeft;
  updateDots();
}

packPages();
tick();
setInterval(tick, 10000);
loadTasks();
pollTimer = setTimeout(poll, 500);
/** @type {any} */ (window).taskWidgets = { poll, showSlot, version: () => version };
