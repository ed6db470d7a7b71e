import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

import { matches, pageIndex, searchable, WidgetGallery } from '../../Sources/HomeScreen/Resources/gallery.mjs';

// Debian's node-jsdom is a CommonJS module in /usr/share/nodejs (scripts/test sets NODE_PATH).
const { JSDOM } = createRequire(import.meta.url)('jsdom');

/** @typedef {import('../../Sources/HomeScreen/Resources/wire.mjs').GalleryKind} GalleryKind */

/** @type {GalleryKind[]} */
const KINDS = [
  { kind: 'TaskWidget', displayName: 'Aufgaben', description: 'Deine offenen Aufgaben.', previews: [
    { family: 'systemSmall', html: '<div class="widget">S</div>' },
    { family: 'systemMedium', html: '<div class="widget">M</div>' },
    { family: 'systemLarge', html: '<div class="widget">L</div>', refusal: 'The Home Screen is full: it has 15 pages.' },
  ] },
  { kind: 'Counter', displayName: 'Zähler', description: 'Wie viele erledigt sind.', previews: [
    { family: 'accessoryCircular', html: '<div class="widget">C</div>' },
  ] },
];

test('a search finds a kind by any words of its name or description, without case or accents', () => {
  assert.equal(searchable('Zähler É'), 'zahler e');
  assert.equal(matches(KINDS[1], 'zahl'), true);
  assert.equal(matches(KINDS[0], 'OFFENEN aufg'), true);
  assert.equal(matches(KINDS[0], 'aufgaben zähler'), false);
  assert.equal(matches(KINDS[0], '  '), true);
  assert.equal(pageIndex(0, 300, 3), 0);
  assert.equal(pageIndex(460, 300, 3), 2);
  assert.equal(pageIndex(2000, 300, 3), 2);
  assert.equal(pageIndex(10, 0, 0), 0);
});

function setUp() {
  const { window } = new JSDOM(`<!doctype html><body><section id="gallery">
<input id="gallery-search"><div id="gallery-list"></div><p id="gallery-empty" hidden>No Results</p>
<div id="gallery-detail" hidden><button id="gallery-back">Widgets</button><h3 id="title"></h3><p id="description"></p>
<div id="gallery-sizes"></div><div id="gallery-dots"></div><button id="gallery-add">Add Widget</button></div>
</section></body>`);
  const document = /** @type {Document} */ (window.document);
  /** @param {string} id */
  const element = (id) => /** @type {HTMLElement} */ (document.getElementById(id));
  const sizes = element('gallery-sizes');
  // jsdom lays nothing out: a pager 300 points wide that scrolls at once.
  Object.defineProperty(sizes, 'clientWidth', { value: 300 });
  sizes.scrollTo = /** @type {any} */ ((/** @type {{ left: number }} */ options) => {
    sizes.scrollLeft = options.left;
    sizes.dispatchEvent(new window.Event('scroll'));
  });
  /** @type {string[]} */
  const added = [];
  const gallery = new WidgetGallery({
    list: element('gallery-list'), search: /** @type {HTMLInputElement} */ (element('gallery-search')),
    empty: element('gallery-empty'), detail: element('gallery-detail'), back: element('gallery-back'),
    title: element('title'), description: element('description'), sizes, dots: element('gallery-dots'),
    add: /** @type {HTMLButtonElement} */ (element('gallery-add')),
  }, {
    t: (key, values = {}) => key.replace(/\{(\w+)\}/g, (_, name) => values[name]),
    familyName: (family) => ({ systemSmall: 'Klein', systemMedium: 'Mittel', systemLarge: 'Groß' })[family] || family,
    widgetName: (name, family) => `${name} (${family})`,
    sizeOf: () => [100, 100],
    add: (kind, family) => added.push(`${kind} ${family}`),
    reduceMotion: () => true,
  });
  gallery.show(KINDS);
  /** @param {string} text */
  const type = (text) => {
    element('gallery-search').setAttribute('value', text);
    /** @type {HTMLInputElement} */ (element('gallery-search')).value = text;
    element('gallery-search').dispatchEvent(new window.Event('input'));
  };
  const rows = () => [...document.querySelectorAll('.gallery-kind')].map((row) => /** @type {HTMLElement} */ (row));
  const shown = () => rows().filter((row) => !row.hidden).map((row) => row.dataset.kind);
  return { window, document, element, gallery, added, type, rows, shown };
}

test('the list shows each kind once, and the search field filters it, with No Results when nothing is left', () => {
  const { element, type, rows, shown } = setUp();
  assert.deepEqual(rows().map((row) => row.textContent), ['AufgabenDeine offenen Aufgaben.›', 'ZählerWie viele erledigt sind.›']);
  assert.equal(rows()[0].tagName, 'BUTTON');
  type('zahler');
  assert.deepEqual(shown(), ['Counter']);
  assert.equal(element('gallery-empty').hidden, true);
  type('nichts');
  assert.deepEqual(shown(), []);
  assert.equal(element('gallery-empty').hidden, false);
  type('');
  assert.deepEqual(shown(), ['TaskWidget', 'Counter']);
});

test('a kind opens on its own: one page per size, the dots and one Add button for the size in view', () => {
  const { window, document, element, added, rows } = setUp();
  rows()[0].click();
  assert.equal(element('gallery-detail').hidden, false);
  assert.equal(element('gallery-list').hidden, true);
  assert.equal(element('gallery-search').hidden, true);
  assert.equal(element('title').textContent, 'Aufgaben');
  assert.equal(document.activeElement?.id, 'gallery-back');
  const cards = [...document.querySelectorAll('.gallery-card')].map((card) => /** @type {HTMLElement} */ (card));
  assert.deepEqual(cards.map((card) => card.dataset.family), ['systemSmall', 'systemMedium', 'systemLarge']);
  assert.ok(cards.every((card) => card.querySelector('.slot-frame')?.getAttribute('aria-hidden') === 'true'));
  const dots = [...document.querySelectorAll('#gallery-dots .dot')];
  assert.deepEqual(dots.map((dot) => dot.getAttribute('aria-label')), ['Klein', 'Mittel', 'Groß']);
  const add = /** @type {HTMLButtonElement} */ (element('gallery-add'));
  assert.equal(add.getAttribute('aria-label'), 'Add widget Aufgaben (systemSmall)');
  assert.equal(dots[0].getAttribute('aria-current'), 'true');
  add.click();
  assert.deepEqual(added, ['TaskWidget systemSmall']);
  // → pages on; a dot goes straight to its size, here one the screen has no room for.
  element('gallery-sizes').dispatchEvent(new window.KeyboardEvent('keydown', { key: 'ArrowRight' }));
  assert.equal(element('gallery-detail').dataset.family, 'systemMedium');
  /** @type {HTMLElement} */ (dots[2]).click();
  assert.equal(element('gallery-detail').dataset.family, 'systemLarge');
  assert.equal(dots[2].getAttribute('aria-current'), 'true');
  assert.equal(dots[0].hasAttribute('aria-current'), false);
  assert.equal(add.disabled, true);
  assert.equal(add.getAttribute('aria-describedby'), 'refusal-TaskWidget-systemLarge');
  assert.equal(document.getElementById('refusal-TaskWidget-systemLarge')?.textContent,
    'The Home Screen is full: it has 15 pages.');
  add.click();
  assert.deepEqual(added, ['TaskWidget systemSmall'], 'a refused size is not added');
  element('gallery-sizes').dispatchEvent(new window.KeyboardEvent('keydown', { key: 'ArrowRight' }));
  assert.equal(element('gallery-detail').dataset.family, 'systemLarge', 'the last size stays');
  element('gallery-sizes').dispatchEvent(new window.KeyboardEvent('keydown', { key: 'ArrowLeft' }));
  assert.equal(add.disabled, false);
  assert.equal(add.hasAttribute('aria-describedby'), false);
  // Back to the list, focus on the kind that was open.
  element('gallery-back').click();
  assert.equal(element('gallery-detail').hidden, true);
  assert.equal(element('gallery-list').hidden, false);
  assert.equal(document.activeElement, rows()[0]);
});

test('a kind with one size has no dots', () => {
  const { element, rows } = setUp();
  rows()[1].click();
  assert.equal(element('gallery-dots').hidden, true);
  assert.equal(element('gallery-detail').dataset.family, 'accessoryCircular');
});
