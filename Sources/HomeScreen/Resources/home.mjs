// The page's script (`/assets/home.mjs`): it wires the page together and keeps the Home Screen itself (taps,
// toasts and Undo, the layout, its pages and their dragging, edit mode, adding from the gallery, the clock). The
// rest is in modules: live updates (`liveupdates.mjs`), a fragment's transitions (`transitions.mjs`), the Edit
// Widget sheet (`editsheet.mjs`), the widget gallery's views (`gallery.mjs`), a widget's long-press menu and its
// removal alert (`widgetmenu.mjs`), widgets dragged in edit mode (`dragging.mjs`), Smart Stacks (`stacks.mjs`)
// and their Edit Stack sheet (`stacksheet.mjs`), the app panel
// (`apppanel.mjs`), the line to the server (`connection.mjs`), the sheets (`dialogs.mjs`), and the pure rules of
// `layout.mjs`, `slots.mjs`, `text.mjs`; the JSON it reads is typed once in `wire.mjs`.
// No HTML is built from text here: text goes in with textContent; only server-escaped HTML uses innerHTML,
// and widget slots are cloned from the server's templates. Strings and tables come from the page's data.
import { AppPanel } from './apppanel.mjs';
import { Connection, ServerError } from './connection.mjs';
import { focusableIn, ModalSheet } from './dialogs.mjs';
import { slide, WidgetDrag } from './dragging.mjs';
import { configurationPath, EditSheet } from './editsheet.mjs';
import { WidgetGallery } from './gallery.mjs';
import { iconMoved, movedIndex, placeItems, sameArrangement, steppedPlace } from './layout.mjs';
import { IconDrag } from './icondrag.mjs';
import { fitDevices, fixedFrame } from './devicefit.mjs';
import { LiveUpdates } from './liveupdates.mjs';
import { contentOf, readPageData, slotFromTemplate } from './slots.mjs';
import { nameBadgesForWidget, SmartStacks } from './stacks.mjs';
import { StackSheet } from './stacksheet.mjs';
import { SyncStatus } from './syncstatus.mjs';
import { clockText, errorKey, localized, lockDateText, parseDeepLink } from './text.mjs';
import { setPending, Transitions } from './transitions.mjs';
import { LongPress, opensMenu, WidgetMenu } from './widgetmenu.mjs';

/** @typedef {import('./wire.mjs').SlotInfo} SlotInfo */
/** @typedef {import('./wire.mjs').ConfigurationForm} ConfigurationForm */
/** @typedef {import('./wire.mjs').ConfigurationAnswer} ConfigurationAnswer */
/** @typedef {import('./wire.mjs').Gallery} Gallery */
/** @typedef {import('./wire.mjs').LayoutAnswer} LayoutAnswer */

const body = document.body;
const data = readPageData(document);
const locale = body.dataset.locale || 'en';
/** Reduce Motion: widgets change without their transitions, sheets without sliding, nothing jiggles. */
const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');
const transitions = new Transitions({ reducedMotion });
/**
 * @param {HTMLElement} slot
 * @param {string} html
 */
const applyHTML = (slot, html) => transitions.applyHTML(slot, html);

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

/**
 * @param {string} key
 * @param {Record<string, string>} [values]
 */
const t = (key, values) => localized(data.strings, key, values);

/**
 * A widget as labels name it: its kind's name and its size, "Tasks (medium)" (`HomePage.widgetName`).
 * @param {string} name
 * @param {string} family
 */
const widgetName = (name, family) => t('{name} ({family})', { name, family: data.familyWords[family] || family });

/**
 * A family's size in points on this device.
 * @param {string | undefined} family
 * @returns {[number, number]}
 */
const sizeOf = (family) => (family && data.sizes[family]) || [0, 0];

// ---- The server ----
const connection = new Connection({
  token: /** @type {HTMLMetaElement} */ (document.querySelector('meta[name="taskwidgets-token"]')).content,
  query: new URLSearchParams({
    device: body.dataset.device || '', scheme: body.dataset.scheme || '', locale,
    appearance: body.dataset.appearance || '', tint: body.dataset.tint || '',
  }).toString(),
  onStatus: (online) => {
    body.classList.toggle('offline', !online);
    const status = $('connection-status');
    status.textContent = online ? '' : t('Reconnecting…');
    status.hidden = online;
    if (online) {
      // Another server may be answering now: ask for everything, and the list again.
      live.reconnected();
      if (panel.isOpen) panel.reload();
    }
  },
});

let toastTimer = 0;
/** @type {(() => unknown) | null} what Undo (the toast's button, ⌘Z or Ctrl+Z) takes back, while it is offered */
let pendingUndo = null;
/** @param {string} message */
function toast(message) {
  const element = $('toast');
  element.textContent = message;
  element.hidden = false;
  pendingUndo = null;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => { element.hidden = true; }, 4000);
}

/**
 * Says what was just removed, with an Undo button; ⌘Z or Ctrl+Z (outside a text field) does the same while
 * it is shown (8 s).
 * @param {string} message
 * @param {() => unknown} undo
 */
function offerUndo(message, undo) {
  const element = $('toast');
  const text = document.createElement('span');
  text.textContent = message;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'toast-undo';
  button.textContent = t('Undo');
  button.addEventListener('click', runUndo);
  element.replaceChildren(text, button);
  element.hidden = false;
  pendingUndo = undo;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => {
    element.hidden = true;
    pendingUndo = null;
  }, 8000);
}

function runUndo() {
  const undo = pendingUndo;
  pendingUndo = null;
  clearTimeout(toastTimer);
  $('toast').hidden = true;
  $('toast').replaceChildren();
  if (undo) undo();
}

/**
 * Tells the person that something failed, in their language.
 * @param {unknown} error
 */
function report(error) {
  if (!(error instanceof ServerError)) {
    console.error(error);
    toast(t('Something went wrong. Try again.'));
    return;
  }
  const { key, values } = errorKey(error.status, error.message);
  toast(t(key, values));
}

/**
 * A GET whose failure is reported; null when it failed.
 * @param {string} path
 * @returns {Promise<any>}
 */
async function load(path) {
  try {
    return await connection.request('GET', path);
  } catch (error) {
    report(error);
    return null;
  }
}

// ---- Widgets ----
/** @returns {HTMLElement[]} the slots on the screens (not the gallery's previews) */
const placedSlots = () => [...document.querySelectorAll('.widget-slot[data-instance]')]
  .map((element) => /** @type {HTMLElement} */ (element))
  .filter((element) => !element.closest('.gallery'));
/** @param {string} instance */
const slotFor = (instance) => placedSlots().find((slot) => slot.dataset.instance === instance);
/**
 * The Home Screen's items in layout order: widgets and Smart Stacks (a stack is one item, its widgets inside it).
 * @returns {HTMLElement[]}
 */
const homeItems = () => [...document.querySelectorAll('#pages .smart-stack, #pages .widget-slot[data-instance]')]
  .map((element) => /** @type {HTMLElement} */ (element))
  .filter((element) => element.classList.contains('smart-stack') || !element.closest('.smart-stack'));
/**
 * What a move names: a widget's instance, or a stack's id.
 * @param {HTMLElement} item
 */
const itemID = (item) => item.dataset.instance || item.dataset.stack || '';

/**
 * Posts a tapped intent. A widget whose intent is still running ignores further taps, as on iOS.
 * @param {HTMLElement} slot
 * @param {string} archive
 */
async function runIntent(slot, archive) {
  if (slot.classList.contains('pending')) return;
  setPending(slot, true);
  try {
    const html = await connection.request('POST', '/intents', { archive, instance: slot.dataset.instance });
    await transitions.fillBeforeLeaving(slot, archive, html);
    applyHTML(slot, html);
    live.answered(slot.dataset.instance || '');
  } catch (error) {
    report(error);
  } finally {
    setPending(slot, false);
  }
  // The other widgets changed too: ask now, once they are drawn, rather than at the next poll.
  live.poll({ settle: true });
}

// ---- Live updates (liveupdates.mjs) ----
const live = new LiveUpdates({
  connection,
  version: Number(body.dataset.version) || 0,
  openStream: typeof EventSource === 'function' ? (url) => new EventSource(url) : null,
  view: {
    isPlaced: (instance) => !!slotFor(instance),
    isPending: (instance) => !!slotFor(instance)?.classList.contains('pending'),
    anyPending: () => placedSlots().some((slot) => slot.classList.contains('pending')),
    // A widget still being made or loading its first timeline (the first page of a started server).
    anyLoading: () => placedSlots().some((slot) => {
      const widget = slot.querySelector('.slot-frame')?.firstElementChild;
      return !widget || widget.classList.contains('widget-placeholder');
    }),
    showFragment: (instance, html) => {
      const slot = slotFor(instance);
      if (slot) applyHTML(slot, html);
    },
    showLayout: (slots) => applyLayout(slots),
    // Icons another page moved (the layout, shown just before, packed the pages for them).
    showIcons: (arrangement) => { if (!sameArrangement(iconArrangement(), arrangement)) showIcons(arrangement); },
    iconsPending: () => !!iconDrag.drag || iconSaves > 0,
    tasksChanged: () => { if (panel.isOpen) panel.reload(); },
    isHidden: () => document.visibilityState === 'hidden',
  },
});
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') live.pageHidden();
  else live.pageShown();
});

// ---- Layout: slots, Home Screen pages ----
/**
 * Shows a layout: slots made, kept or removed, put in order on their screens. Moving an element in the page
 * takes focus from it, so the element that had focus gets it back (a slot's button, a moved or kept one).
 * @param {SlotInfo[]} slots
 */
function applyLayout(slots) {
  keepingFocus(() => placeSlots(slots));
}

/**
 * Makes, keeps or removes the slots of a layout and puts them in order on their screens.
 * @param {SlotInfo[]} slots
 */
function placeSlots(slots) {
  const existing = new Map(placedSlots().map((element) => [element.dataset.instance, element]));
  const keep = new Set();
  /** @type {HTMLElement[]} */
  const home = [];
  slots.forEach((slot) => {
    let element = existing.get(slot.instance);
    // A slot drawn before the server knew its widget's name is made again, with the name in its labels.
    const named = !element || !element.hasAttribute('data-unnamed') || !slot.displayName;
    if (!element || element.dataset.family !== slot.family || !named) {
      if (element) element.remove();
      element = slotFromTemplate(document, slot, widgetName(slot.displayName || slot.kind, slot.family));
      if (!slot.displayName) element.setAttribute('data-unnamed', '');
    }
    keep.add(slot.instance);
    element.dataset.configurable = String(slot.configurable);
    if (slot.stack) {
      element.dataset.stack = slot.stack.id;
      element.dataset.stackShown = String(slot.stack.shown);
    } else {
      delete element.dataset.stack;
      delete element.dataset.stackShown;
      element.inert = false;
      element.classList.remove('stack-shown');
      // Out of its stack, its − removes the widget again and its ‹ › move it, and are named so.
      nameBadgesForWidget(element);
    }
    applyHTML(element, slot.html);
    if (slot.family === 'accessoryInline') $('inline-slots').appendChild(element);
    else if (slot.family.startsWith('accessory')) $('accessory-slots').appendChild(element);
    else home.push(element);
  });
  existing.forEach((element, instance) => { if (!keep.has(instance)) element.remove(); });
  const grid = $('home-grid');
  const icons = [...document.querySelectorAll('#pages .app-icon')];
  stacks.group(home).forEach((element) => grid.appendChild(element));
  icons.forEach((icon) => grid.appendChild(icon));
  packPages();
  tick();
}

/**
 * Runs `move`, which moves nodes in the page, and gives the focus back to the element that had it: moving a
 * node blurs the focus inside it.
 * @param {() => void} move
 */
function keepingFocus(move) {
  const focused = document.activeElement;
  move();
  if (focused instanceof HTMLElement && focused.isConnected && document.activeElement !== focused) {
    focused.focus({ preventScroll: true });
  }
}

/**
 * Puts the Home Screen's widgets in this order on the page alone (a dragged widget's place before the server
 * hears of it), and lays the pages out again.
 * @param {HTMLElement[]} order
 */
function arrange(order) {
  const grid = $('home-grid');
  const icons = [...document.querySelectorAll('#pages .app-icon')].map((icon) => /** @type {HTMLElement} */ (icon));
  slide([...order, ...icons], () => {
    order.forEach((element) => grid.appendChild(element));
    icons.forEach((icon) => grid.appendChild(icon));
    packPages();
  }, reducedMotion.matches);
}

/** Lays the Home Screen's widgets and icons out on as many pages as they need. */
function packPages() {
  const pagesElement = $('pages');
  const items = [...pagesElement.querySelectorAll('.smart-stack, .widget-slot, .app-icon')]
    .map((element) => /** @type {HTMLElement} */ (element))
    .filter((element) => !element.parentElement?.closest('.smart-stack'));
  const { spots, pageCount } = placeItems(items.map((item) => {
    const [width, height] = data.cells[item.dataset.family || ''] || [1, 1];
    return { width, height, isWidget: !item.classList.contains('app-icon'), page: Number(item.dataset.page || 0) };
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
    // An icon a full page moved on belongs to the page it is on now (`iconArrangement` reads it so).
    if (item.classList.contains('app-icon')) item.dataset.page = String(spot.page);
  });
  [...pagesElement.children].slice(pageCount).forEach((extra) => extra.remove());
  updateDots();
}

// ---- App icons: their arrangement on the pages and in the dock ----
/** @typedef {import('./layout.mjs').IconArrangement} IconArrangement */

/** @returns {HTMLElement[]} */
function appIcons() {
  return [...document.querySelectorAll('#home-screen .app-icon')].map((icon) => /** @type {HTMLElement} */ (icon));
}

/**
 * Where the icons are shown: each page's in reading order, and the dock's.
 * @returns {IconArrangement}
 */
function iconArrangement() {
  /** @type {string[][]} */
  const pages = Array.from({ length: $('pages').children.length }, () => []);
  const dock = $('dock');
  /** @type {string[]} */
  const docked = [];
  appIcons().forEach((icon) => {
    const app = icon.dataset.app || '';
    if (dock.contains(icon)) docked.push(app);
    else (pages[Number(icon.dataset.page || 0)] || pages[pages.length - 1]).push(app);
  });
  return { pages, dock: docked };
}

/**
 * Puts the icons where `arrangement` says (the page only), sliding those that move. An icon in the dock has no
 * caption (its image is named instead), as on iOS.
 * @param {IconArrangement} arrangement
 */
function showIcons(arrangement) {
  // Moving a node blurs the focus inside it: a keyboard move's ‹ › button, or any icon's, keeps it (as the
  // layout's redraw does), whoever moves the icons — the move itself or another page's arrangement polled after.
  keepingFocus(() => placeIcons(arrangement));
}

/**
 * Moves the icons where `arrangement` says, sliding those that move.
 * @param {IconArrangement} arrangement
 */
function placeIcons(arrangement) {
  const byApp = new Map(appIcons().map((icon) => [icon.dataset.app, icon]));
  const grid = $('home-grid');
  const dock = $('dock');
  const widgets = placedSlots().filter((slot) => placementOf(slot) === 'home');
  slide([...widgets, ...byApp.values()], () => {
    arrangement.pages.forEach((apps, page) => apps.forEach((app) => {
      const icon = byApp.get(app);
      if (!icon) return;
      icon.dataset.page = String(page);
      dockIcon(icon, false);
      grid.appendChild(icon);
    }));
    arrangement.dock.forEach((app) => {
      const icon = byApp.get(app);
      if (!icon) return;
      delete icon.dataset.page;
      icon.style.removeProperty('grid-row');
      icon.style.removeProperty('grid-column');
      dockIcon(icon, true);
      dock.appendChild(icon);
    });
    packPages();
  }, reducedMotion.matches);
}

/**
 * An icon in the dock is an image named for readers; on a page its caption names it.
 * @param {HTMLElement} icon
 * @param {boolean} docked
 */
function dockIcon(icon, docked) {
  const image = icon.querySelector('.squircle');
  const name = icon.querySelector('.app-label')?.textContent || '';
  if (!image) return;
  if (docked) {
    image.removeAttribute('aria-hidden');
    image.setAttribute('role', 'img');
    image.setAttribute('aria-label', name);
  } else {
    image.setAttribute('aria-hidden', 'true');
    image.removeAttribute('role');
    image.removeAttribute('aria-label');
  }
}

/** How many icon arrangements are on their way to the server: polls leave the icons alone meanwhile. */
let iconSaves = 0;

/**
 * Tells the server where the icons are.
 * @param {IconArrangement} arrangement
 */
async function saveIcons(arrangement) {
  iconSaves += 1;
  try {
    return await changeLayout({ action: 'arrangeIcons', pages: arrangement.pages, dock: arrangement.dock });
  } finally {
    iconSaves -= 1;
    live.iconsSaved();
  }
}

/**
 * The keyboard's move (an icon's ‹ › buttons in edit mode): one place back or on in reading order, the pages then
 * the dock. The button keeps focus.
 * @param {HTMLElement} icon
 * @param {number} delta
 */
async function moveIcon(icon, delta) {
  const original = iconArrangement();
  const place = steppedPlace(original, icon.dataset.app || '', delta);
  const next = place && iconMoved(original, icon.dataset.app || '', place);
  if (!next) return;
  const button = document.activeElement;
  showIcons(next);
  if (icon.dataset.page && Number(icon.dataset.page) !== currentPage()) showPage(Number(icon.dataset.page));
  if (button instanceof HTMLElement) button.focus({ preventScroll: true });
  if (!(await saveIcons(iconArrangement()))) showIcons(original);
  if (button instanceof HTMLElement && button.isConnected) button.focus({ preventScroll: true });
}

/** The Home Screen page in view (0-based). */
function currentPage() {
  const pagesElement = $('pages');
  return Math.round(pagesElement.scrollLeft / Math.max(pagesElement.clientWidth, 1));
}

/**
 * Scrolls the Home Screen to a page (its dots, a drag, a widget added there).
 * @param {number} index
 */
function showPage(index) {
  const pagesElement = $('pages');
  const last = pagesElement.children.length - 1;
  const left = Math.min(Math.max(index, 0), last) * pagesElement.clientWidth;
  pagesElement.scrollTo({ left, behavior: reducedMotion.matches ? 'auto' : 'smooth' });
}

/** The page dots: one button per page, the current one marked. Kept while the count stays, so focus stays. */
function updateDots() {
  const count = $('pages').children.length;
  const current = currentPage();
  const dots = $('page-dots');
  if (dots.children.length !== count) {
    dots.replaceChildren(...Array.from({ length: count }, (_, index) => {
      const dot = document.createElement('button');
      dot.type = 'button';
      dot.className = 'dot';
      dot.dataset.page = String(index);
      dot.setAttribute('aria-label', t('Page {page} of {count}', { page: String(index + 1), count: String(count) }));
      return dot;
    }));
  }
  [...dots.children].forEach((dot, index) => {
    dot.classList.toggle('current', index === current);
    if (index === current) dot.setAttribute('aria-current', 'page');
    else dot.removeAttribute('aria-current');
  });
}

/** @param {Record<string, string | number | string[] | string[][]>} change */
async function changeLayout(change) {
  try {
    /** @type {LayoutAnswer} */
    const result = await connection.request('POST', '/layout', change);
    applyLayout(result.slots);
    return true;
  } catch (error) {
    report(error);
    return false;
  }
}

/**
 * Where a slot is shown: the Home Screen, the Lock Screen's row or the Lock Screen's inline line.
 * @param {HTMLElement} slot
 */
function placementOf(slot) {
  const family = slot.dataset.family || '';
  if (family === 'accessoryInline') return 'inline';
  return family.startsWith('accessory') ? 'lock' : 'home';
}

/**
 * @param {HTMLElement} slot
 * @param {number} delta
 */
async function moveSlot(slot, delta) {
  // Numbered among the widgets of its place, as the server numbers them (`LiveLayout.Placement`): the Home
  // Screen, the Lock Screen's row, or its inline line.
  // A widget of a Smart Stack moves its stack, which is one item of the Home Screen.
  const item = /** @type {HTMLElement | null} */ (slot.closest('.smart-stack')) || slot;
  const peers = placementOf(slot) === 'home'
    ? homeItems() : placedSlots().filter((other) => placementOf(other) === placementOf(slot));
  const index = movedIndex(peers.indexOf(item), delta, peers.length);
  if (index === null) return;
  const button = document.activeElement;
  await changeLayout({ action: 'move', instance: itemID(item), index });
  // The slot moved in the page; the button that moved it keeps focus.
  if (button instanceof HTMLElement && !button.isConnected) return;
  if (button instanceof HTMLElement) button.focus();
}

// ---- Edit mode, gallery ----
const gallery = new ModalSheet($('gallery'));
const configSheet = new ModalSheet($('config-sheet'), { onClose: () => editSheet.closed() });

/** @param {boolean} on */
function setEditing(on) {
  widgetMenu.close({ restoreFocus: false });
  body.classList.toggle('editing', on);
  $('edit-toggle').setAttribute('aria-pressed', String(on));
  if (on) $('edit-done').focus();
  else {
    gallery.close();
    if ($('home-screen').contains(document.activeElement)) $('edit-toggle').focus();
  }
}

const widgetGallery = new WidgetGallery({
  list: $('gallery-list'), search: /** @type {HTMLInputElement} */ ($('gallery-search')), empty: $('gallery-empty'),
  detail: $('gallery-detail'), back: $('gallery-back'), title: $('gallery-detail-title'),
  description: $('gallery-detail-description'), sizes: $('gallery-sizes'), dots: $('gallery-dots'),
  add: /** @type {HTMLButtonElement} */ ($('gallery-add')),
}, {
  t, familyName: (family) => data.families[family] || family, widgetName, sizeOf,
  add: (kind, family) => (kind === SMART_STACK ? addStack(family) : addWidget(kind, family)),
  reduceMotion: () => reducedMotion.matches,
});

/** The gallery's Smart Stack entry (`GalleryKind.smartStack`: no widget kind has a dot in its name). */
const SMART_STACK = '.smartStack';

/**
 * The gallery's kinds with the server's Smart Stack entry (a server with stacks sends it first) in the page's
 * language.
 * @param {Gallery['kinds']} kinds
 * @returns {Gallery['kinds']}
 */
function withSmartStack(kinds) {
  return kinds.map((kind) => (kind.kind !== SMART_STACK ? kind : {
    ...kind, displayName: t('Smart Stack'),
    description: t('A stack of widgets in one place: swipe up or down to go through them.'),
  }));
}

/**
 * Adds the gallery's Smart Stack, as a widget is added (at the top of the page in view).
 * @param {string} family
 */
async function addStack(family) {
  await addWidget('', family, { action: 'addStack', family });
}

async function openGallery() {
  widgetGallery.clear();
  gallery.open($('gallery-close'));
  /** @type {Gallery | null} */
  const result = await load('/gallery');
  if (result) widgetGallery.show(withSmartStack(result.kinds));
}

/**
 * Adds a widget from the gallery. As on iOS, a Home Screen widget lands at the top of the page in view (the
 * server appends it; it is then moved before that page's first widget), which is shown, still in edit mode.
 * @param {string} kind
 * @param {string} family
 * @param {Record<string, string>} [change] what the server is asked (the gallery's Smart Stack: `addStack`)
 */
async function addWidget(kind, family, change = { action: 'add', kind, family }) {
  const page = currentPage();
  const before = new Set(placedSlots().map((slot) => slot.dataset.instance));
  if (!(await changeLayout(change))) return;
  gallery.close();
  const added = placedSlots().find((slot) => !before.has(slot.dataset.instance));
  if (!added) return;
  if (placementOf(added) === 'home') {
    // A stack added moves as one item.
    const item = /** @type {HTMLElement | null} */ (added.closest('.smart-stack')) || added;
    const peers = homeItems().filter((slot) => slot !== item);
    const onEarlierPages = peers.filter((slot) => pageOf(slot) < page).length;
    if (onEarlierPages < peers.length) {
      await changeLayout({ action: 'move', instance: itemID(item), index: onEarlierPages });
    }
  }
  const slot = slotFor(added.dataset.instance || '');
  if (slot) showSlot(slot);
}

/**
 * The Home Screen page a slot is on (0-based).
 * @param {HTMLElement} slot
 */
function pageOf(slot) {
  const page = slot.closest('.page');
  return page && page.parentElement ? [...page.parentElement.children].indexOf(page) : 0;
}

/**
 * Removes a widget; focus goes to a neighbour's remove button (else Done), and Undo puts the widget back where
 * it was, with its configuration (as a new instance of its kind).
 * @param {HTMLElement} slot
 */
async function removeWidget(slot) {
  const instance = slot.dataset.instance || '';
  const kind = slot.dataset.kind || '';
  const family = slot.dataset.family || '';
  const name = slot.getAttribute('aria-label') || kind;
  const peers = placedSlots().filter((other) => placementOf(other) === placementOf(slot));
  const index = peers.indexOf(slot);
  /** @type {ConfigurationForm | null} */
  const form = slot.dataset.configurable === 'true' ? await load(configurationPath(instance)) : null;
  if (!(await changeLayout({ action: 'remove', instance }))) return;
  const neighbour = peers[index + 1] || peers[index - 1];
  focusIn(neighbour && neighbour.isConnected ? neighbour : null);
  offerUndo(t('Removed {widget}', { widget: name }), async () => {
    const before = new Set(placedSlots().map((other) => other.dataset.instance));
    if (!(await changeLayout({ action: 'add', kind, family }))) return;
    const added = placedSlots().find((other) => !before.has(other.dataset.instance));
    if (!added) return;
    const id = added.dataset.instance || '';
    if (index >= 0) await changeLayout({ action: 'move', instance: id, index });
    if (form) {
      /** @type {Record<string, string | number | boolean | string[]>} */
      const values = {};
      form.parameters.forEach((parameter) => {
        if (parameter.value !== undefined && parameter.type !== 'unsupported') values[parameter.name] = parameter.value;
      });
      try {
        /** @type {ConfigurationAnswer} */
        const result = await connection.request('POST', configurationPath(id), { values });
        const restored = slotFor(id);
        if (restored) applyHTML(restored, result.html);
      } catch (error) {
        report(error);
      }
    }
    const restored = slotFor(id);
    if (restored) {
      showSlot(restored);
      focusIn(restored);
    }
  });
}

/**
 * Gives focus to a widget after a removal or its Undo: in edit mode to its remove badge (else Done); outside it
 * (a removal from the widget's menu) to its first control, else the widget itself (else Edit).
 * @param {HTMLElement | null} slot
 */
function focusIn(slot) {
  if (body.classList.contains('editing')) {
    const remove = slot ? slot.querySelector('.slot-remove') : null;
    (remove instanceof HTMLElement ? remove : $('edit-done')).focus();
    return;
  }
  if (!slot) {
    $('edit-toggle').focus();
    return;
  }
  const control = focusableIn(contentOf(slot))[0];
  if (control) {
    control.focus();
    return;
  }
  if (!slot.hasAttribute('tabindex')) slot.tabIndex = -1;
  slot.focus();
}

// ---- Edit Widget sheet (editsheet.mjs) ----
/** @type {EditSheet} */
const editSheet = new EditSheet({
  connection, t, report, toast, sheet: configSheet, sizeOf, applyHTML,
  elements: {
    title: $('config-title'), description: $('config-description'), preview: $('config-preview'),
    form: $('config-form'),
  },
});
/** @param {HTMLElement} slot */
const openConfig = (slot) => editSheet.open(slot);

// ---- A widget's menu (widgetmenu.mjs), widgets dragged in edit mode (dragging.mjs) ----
const widgetMenu = new WidgetMenu({
  menu: $('widget-menu'), layer: $('widget-menu-layer'), editWidget: $('menu-edit-widget'),
  editHome: $('menu-edit-home'), remove: $('menu-remove'), alert: $('remove-alert'),
  alertTitle: $('remove-alert-title'), cancel: $('remove-alert-cancel'), confirm: $('remove-alert-confirm'),
  editStack: $('menu-edit-stack'), alertMessage: $('remove-alert-message'),
}, {
  editWidget: openConfig,
  editHomeScreen: () => setEditing(true),
  remove: (slot) => (slot.dataset.stack ? removeStack(slot) : removeWidget(slot)),
  editStack: (slot) => stackSheet.open(slot),
  isEditing: () => body.classList.contains('editing'),
}, t);
/**
 * The Home Screen widget an event is about (not a gallery picture, not a Lock Screen widget: iOS has no widget
 * menu there).
 * @param {EventTarget | null} target
 */
function homeSlotAt(target) {
  const slot = target instanceof Element ? /** @type {HTMLElement | null} */ (target.closest('.widget-slot')) : null;
  return slot && slot.dataset.instance && slot.closest('#pages') ? slot : null;
}
const longPress = new LongPress({
  onLongPress: (slot) => {
    if (!slot.isConnected || body.classList.contains('editing')) return;
    drag = null;  // the pages stop following the pointer: it holds a menu now
    widgetMenu.open(slot);
  },
});
const widgetDrag = new WidgetDrag({
  pages: $('pages'),
  isEditing: () => body.classList.contains('editing'),
  slots: homeItems,
  arrange,
  move: (slot, index) => changeLayout({ action: 'move', instance: itemID(slot), index }),
  // Dropped onto a widget or a stack of its size, a widget (not a stack) makes or joins a Smart Stack, as on iOS.
  canStack: (dragged, other) => !!dragged.dataset.instance && dragged.dataset.family === other.dataset.family
    && !dragged.classList.contains('smart-stack'),
  stackOnto: (dragged, other) => changeLayout({ action: 'stack', instance: dragged.dataset.instance || '', onto: itemID(other) }),
  turnPage: (delta) => showPage(currentPage() + delta),
  pageInView: () => currentPage(),
  pageOf,
  frame: fixedFrame,
});
const iconDrag = new IconDrag({
  screen: $('home-screen'),
  pages: $('pages'),
  dock: $('dock'),
  isEditing: () => body.classList.contains('editing'),
  arrangement: iconArrangement,
  show: showIcons,
  save: saveIcons,
  icon: (app) => appIcons().find((icon) => icon.dataset.app === app) || null,
  turnPage: (delta) => showPage(currentPage() + delta),
  pageInView: () => currentPage(),
  frame: fixedFrame,
});

// ---- Smart Stacks (stacks.mjs, stacksheet.mjs) ----
const stacks = new SmartStacks({
  document, t, reducedMotion,
  nameOf: (slot) => slot.getAttribute('aria-label') || slot.dataset.kind || '',
  show: (slot) => { changeLayout({ action: 'showInStack', instance: slot.dataset.instance || '' }); },
  isEditing: () => body.classList.contains('editing'),
  cancelPress: () => longPress.cancel(),
});
const stackSheet = new StackSheet({
  sheet: new ModalSheet($('stack-sheet')), list: $('stack-list'), done: $('stack-done'),
}, {
  t, document,
  members: (id) => placedSlots().filter((slot) => slot.dataset.stack === id),
  nameOf: (slot) => slot.getAttribute('aria-label') || slot.dataset.kind || '',
  change: changeLayout,
});

/**
 * Removes a whole Smart Stack (confirmed in the menu's alert), with Undo offered as a toast is not: the stack's
 * widgets and their order are gone with it, as on iOS.
 * @param {HTMLElement} slot a widget of the stack
 */
async function removeStack(slot) {
  const stack = slot.closest('.smart-stack');
  const id = slot.dataset.stack || '';
  const items = homeItems();
  const index = stack instanceof HTMLElement ? items.indexOf(stack) : -1;
  if (!(await changeLayout({ action: 'remove', instance: id }))) return;
  const neighbour = items[index + 1] || items[index - 1];
  focusIn(neighbour && neighbour.isConnected ? (neighbour.querySelector('.stack-shown') || neighbour) : null);
  toast(t('Removed the Smart Stack'));
}

// ---- The app panel ----
const panel = new AppPanel($('app-panel'), {
  connection, t, report, offerUndo, locale, titleMaxLength: data.titleMaxLength,
  defaultPriority: data.defaultPriority, changed: () => live.poll({ settle: true }),
});

/**
 * Opens what a widget's link names: a task (with its editor), the new-task form, or the list.
 * @param {string} url
 */
function openURL(url) {
  const link = parseDeepLink(url);
  setScreen('app');
  if (link.action === 'task') panel.openTask(link.id);
  else if (link.action === 'add') panel.openAdd();
  else panel.open();
}

// ---- Clock ----
function tick() {
  const now = new Date();
  const time = clockText(now, locale);
  document.querySelectorAll('[data-clock]').forEach((element) => { element.textContent = time; });
  $('lock-clock').textContent = time;
  const beside = !!document.querySelector('#inline-slots .widget-slot');
  $('lock-date').textContent = lockDateText(now, locale, beside, t('{weekday} {day}'));
}

// ---- A phone-sized window: one screen at a time, the settings folded away ----
/** @param {'home' | 'lock' | 'app'} screen */
function setScreen(screen) {
  body.dataset.screen = screen;
  document.querySelectorAll('#screen-switch button').forEach((element) => {
    const button = /** @type {HTMLElement} */ (element);
    button.setAttribute('aria-pressed', String(button.dataset.screen === screen));
  });
  if (screen === 'app' && !panel.isOpen) panel.open();
}

// ---- Events ----
$('home-screen').addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest('.icon-left, .icon-right') : null;
  const icon = button ? /** @type {HTMLElement | null} */ (button.closest('.app-icon')) : null;
  if (!button || !icon || !body.classList.contains('editing')) return;
  event.preventDefault();
  moveIcon(icon, button.classList.contains('icon-left') ? -1 : 1);
});
document.addEventListener('click', (event) => {
  const target = event.target;
  if (!(target instanceof Element)) return;
  const slot = /** @type {HTMLElement | null} */ (target.closest('.widget-slot'));
  if (!slot || slot.closest('.gallery')) return;
  if (body.classList.contains('editing')) {
    event.preventDefault();
    // A stack's badge removes the stack, after asking, as iOS's does.
    if (target.closest('.slot-remove') && slot.dataset.stack) widgetMenu.confirmRemoval(slot);
    else if (target.closest('.slot-remove')) removeWidget(slot);
    else if (target.closest('.slot-left')) moveSlot(slot, -1);
    else if (target.closest('.slot-right')) moveSlot(slot, 1);
    else if (slot.dataset.configurable === 'true') openConfig(slot);
    return;
  }
  // A placeholder is not interactive, as on iOS: its widget has not loaded its timeline yet.
  if (target.closest('.widget-placeholder')) {
    event.preventDefault();
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
    return;
  }
  // Anywhere else on the widget (not its label below it): its widgetURL, as iOS opens the app there.
  const root = contentOf(slot).querySelector('[data-widget-url]');
  if (root && target.closest('.slot-frame')) openURL(root.getAttribute('data-widget-url') || '');
});
// A right-click (or a touch held until the browser's own context menu) opens a Home Screen widget's menu; on
// the Lock Screen it opens a configurable widget's Edit Widget sheet, as before.
document.addEventListener('contextmenu', (event) => {
  const target = event.target;
  const home = homeSlotAt(target);
  if (home) {
    event.preventDefault();
    longPress.cancel();
    widgetMenu.open(home);
    return;
  }
  const slot = target instanceof Element
    ? /** @type {HTMLElement | null} */ (target.closest('.widget-slot[data-configurable="true"]')) : null;
  if (!slot || slot.closest('.gallery')) return;
  event.preventDefault();
  openConfig(slot);
});
// A long press: a pointer held still on a widget (outside edit mode, where a press starts a drag instead).
$('pages').addEventListener('pointerdown', (event) => {
  const slot = homeSlotAt(event.target);
  if (!slot || event.button !== 0 || body.classList.contains('editing')) return;
  if (event.target instanceof Element && event.target.closest('.slot-remove, .slot-left, .slot-right, .slot-edit')) return;
  longPress.down(slot, event.pointerId, event.clientX, event.clientY);
});
document.addEventListener('pointermove', (event) => longPress.move(event.pointerId, event.clientX, event.clientY));
document.addEventListener('pointerup', () => longPress.up());
document.addEventListener('pointercancel', () => longPress.cancel());
$('pages').addEventListener('pointerdown', (event) => stacks.down(event));
$('pages').addEventListener('pointermove', (event) => stacks.move(event));
$('pages').addEventListener('pointerup', (event) => stacks.up(event));
$('pages').addEventListener('pointercancel', (event) => stacks.up(event));
$('pages').addEventListener('wheel', (event) => stacks.wheel(event), { passive: false });
$('pages').addEventListener('keydown', (event) => stacks.keydown(event));
// The click that ends a long press, a drag or a stack's swipe taps nothing.
document.addEventListener('click', (event) => {
  if (!longPress.takeClick() && !widgetDrag.takeClick() && !iconDrag.takeClick() && !stacks.takeClick()) return;
  event.preventDefault();
  event.stopPropagation();
}, { capture: true });
$('edit-toggle').addEventListener('click', () => setEditing(!body.classList.contains('editing')));
$('edit-done').addEventListener('click', () => setEditing(false));
$('open-gallery').addEventListener('click', openGallery);
$('gallery-close').addEventListener('click', () => gallery.close());
$('config-done').addEventListener('click', () => configSheet.close());
$('config-sheet').addEventListener('click', (event) => {
  if (event.target === $('config-sheet')) configSheet.close();
});
$('toggle-app').addEventListener('click', () => {
  const open = !panel.isOpen;
  panel.toggle(open);
  $('toggle-app').setAttribute('aria-expanded', String(open));
});
$('settings-toggle').addEventListener('click', () => {
  const open = !$('toolbar').classList.contains('open');
  $('toolbar').classList.toggle('open', open);
  $('settings-toggle').setAttribute('aria-expanded', String(open));
});
document.querySelectorAll('#screen-switch button').forEach((element) => {
  const button = /** @type {HTMLElement} */ (element);
  button.addEventListener('click', () => setScreen(/** @type {'home' | 'lock' | 'app'} */ (button.dataset.screen)));
});
const settingsForm = /** @type {HTMLFormElement} */ ($('settings-form'));
settingsForm.querySelectorAll('select, input[type=color]').forEach((control) => {
  control.addEventListener('change', () => settingsForm.requestSubmit());
});
$('pages').addEventListener('scroll', () => updateDots(), { passive: true });
// The phones fit the window's height (devicefit.mjs), except in a phone-sized window, drawn edge to edge.
const phoneSized = matchMedia('(max-width: 600px)');
const fitPhones = () => fitDevices([$('lock-device'), $('home-device')], window.innerHeight, !phoneSized.matches);
fitPhones();
window.addEventListener('resize', fitPhones);
$('page-dots').addEventListener('click', (event) => {
  const dot = event.target instanceof Element ? event.target.closest('.dot') : null;
  if (dot instanceof HTMLElement) showPage(Number(dot.dataset.page));
});
// A mouse drags the pages as a finger swipes them (touch and trackpads scroll them natively): past a few
// points the drag owns the pointer, the pages follow it, and on release the page turns when the drag went
// far enough; the click that ends a drag taps nothing.
/** @type {{ id: number, x: number, left: number, moved: boolean } | null} */
let drag = null;
let dragEnded = false;
$('pages').addEventListener('pointerdown', (event) => {
  if (event.pointerType !== 'mouse' || event.button !== 0) return;
  // In edit mode a widget pressed is dragged itself (dragging.mjs), not the pages.
  if (body.classList.contains('editing') && homeSlotAt(event.target)) return;
  if (body.classList.contains('editing') && event.target instanceof Element && event.target.closest('.app-icon')) return;
  drag = { id: event.pointerId, x: event.clientX, left: $('pages').scrollLeft, moved: false };
});
$('pages').addEventListener('pointermove', (event) => {
  if (!drag || event.pointerId !== drag.id) return;
  const dx = event.clientX - drag.x;
  if (!drag.moved) {
    if (Math.abs(dx) < 8) return;
    drag.moved = true;
    longPress.cancel();
    $('pages').setPointerCapture(event.pointerId);
    $('pages').classList.add('dragging');
  }
  $('pages').scrollLeft = drag.left - dx;
});
/** @param {PointerEvent} event */
function endDrag(event) {
  if (!drag || event.pointerId !== drag.id) return;
  const { moved, x, left } = drag;
  drag = null;
  if (!moved) return;
  const pagesElement = $('pages');
  pagesElement.classList.remove('dragging');
  const dx = event.clientX - x;
  const width = Math.max(pagesElement.clientWidth, 1);
  const threshold = Math.min(60, width / 3);
  showPage(Math.round(left / width) + (dx < -threshold ? 1 : dx > threshold ? -1 : 0));
  dragEnded = true;
  setTimeout(() => { dragEnded = false; }, 0);
}
$('pages').addEventListener('pointerup', endDrag);
$('pages').addEventListener('pointercancel', endDrag);
$('pages').addEventListener('click', (event) => {
  if (!dragEnded) return;
  event.preventDefault();
  event.stopPropagation();
}, { capture: true });
document.addEventListener('keydown', (event) => {
  // ⌘Z / Ctrl+Z takes back a removal while its Undo is offered; in a text field it stays the field's own.
  const field = event.target instanceof HTMLElement && event.target.closest('input, textarea, select, [contenteditable]');
  if ((event.metaKey || event.ctrlKey) && !event.shiftKey && event.key.toLowerCase() === 'z' && pendingUndo && !field) {
    event.preventDefault();
    runUndo();
    return;
  }
  // Shift+F10 or the context-menu key opens the menu of the widget that has focus.
  const focusedSlot = opensMenu(event) ? homeSlotAt(document.activeElement) : null;
  if (focusedSlot) {
    event.preventDefault();
    widgetMenu.open(focusedSlot);
    return;
  }
  if (event.key !== 'Escape' || event.defaultPrevented) return;
  if (body.classList.contains('editing')) setEditing(false);
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

// The server's page lists a stack's widgets one after another; they are gathered into their stacks first.
if (document.querySelector('#pages .widget-slot[data-stack]')) {
  const icons = [...document.querySelectorAll('#pages .app-icon')];
  stacks.group(homeItems()).forEach((element) => $('home-grid').appendChild(element));
  icons.forEach((icon) => $('home-grid').appendChild(icon));
}
packPages();
tick();
setInterval(tick, 10000);
setScreen('home');
if (panel.isOpen) panel.reload();
live.start();
new SyncStatus($('sync-status'), { connection, t, locale }).start();
live.listen();
/** @type {any} */ (window).taskWidgets = {
  /** @param {{ settle?: boolean }} [options] */
  poll: (options) => live.poll(options),
  showSlot, tick, version: () => live.version, connection, panel,
  /** Whether the server's event stream is open, and how many pushes were followed (for tests). */
  streaming: () => live.streaming(), pushesFollowed: () => live.pushesFollowed,
  /** Whether nothing is on its way: no intent, no poll, no fragment left to ask for again (for tests). */
  settled: () => live.settled(),
};
