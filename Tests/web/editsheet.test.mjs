import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

import { ServerError } from '../../Sources/HomeScreen/Resources/connection.mjs';
import { EditSheet } from '../../Sources/HomeScreen/Resources/editsheet.mjs';

// Debian's node-jsdom is a CommonJS module in /usr/share/nodejs (scripts/test sets NODE_PATH).
const { JSDOM } = createRequire(import.meta.url)('jsdom');

/** @typedef {import('../../Sources/HomeScreen/Resources/wire.mjs').ConfigurationForm} ConfigurationForm */
/** @typedef {import('../../Sources/HomeScreen/Resources/wire.mjs').ConfigurationParameter} ConfigurationParameter */

/** The Priority List widget's options (API.md's example), with a text field and types the sheet does not edit. */
const FORM = /** @type {ConfigurationForm} */ ({
  kind: 'priority', intent: 'PriorityConfiguration', title: 'Priority List', description: 'Tasks of one priority.',
  parameters: [
    { name: 'priority', title: 'Priority', type: 'enum', optional: false, value: 'high',
      cases: [{ value: 'all', title: 'All' }, { value: 'high', title: 'High' }] },
    { name: 'showCompleted', title: 'Show Completed', type: 'bool', optional: false, value: false },
    { name: 'limit', title: 'Number of Tasks', type: 'int', optional: false, value: 5, minimum: 1, maximum: 8 },
    { name: 'heading', title: 'Heading', type: 'string', optional: false, value: 'Today' },
    { name: 'due', title: 'Due', type: 'date', optional: true },
    { name: 'share', title: 'Share', type: 'unsupported', optional: true },
  ],
});

/**
 * A request the fake connection holds until the test answers it.
 * @typedef {{ method: string, path: string, payload: unknown, resolve: (value: unknown) => void,
 *   reject: (error: Error) => void }} HeldRequest
 */

/**
 * An Edit Widget sheet over jsdom and a fake connection: GETs answer `form` at once, POSTs wait for the test.
 * @param {ConfigurationForm} form
 * @param {string} [instance]
 */
function setUp(form, instance = 'w1') {
  const { window } = new JSDOM(`<!doctype html><body>
<div class="widget-slot" data-instance="${instance}" data-family="systemMedium">
<div class="slot-frame" tabindex="-1"><div class="widget"><button data-intent="{}">Task</button></div></div></div>
<section id="config-sheet" hidden><h2 id="config-title"></h2><p id="config-description"></p>
<div id="config-preview"></div><div id="config-form"></div></section></body>`);
  const document = /** @type {Document} */ (window.document);
  /** @param {string} id */
  const element = (id) => /** @type {HTMLElement} */ (document.getElementById(id));
  /** @type {HeldRequest[]} */
  const requests = [];
  const connection = {
    /**
     * @param {string} method
     * @param {string} path
     * @param {unknown} [payload]
     */
    request(method, path, payload) {
      if (method === 'GET') {
        requests.push({ method, path, payload, resolve: () => {}, reject: () => {} });
        return Promise.resolve(form);
      }
      return new Promise((resolve, reject) => { requests.push({ method, path, payload, resolve, reject }); });
    },
  };
  /** @type {string[]} */
  const toasts = [];
  /** @type {unknown[]} */
  const reported = [];
  /** @type {[HTMLElement, string][]} */
  const applied = [];
  let opened = 0;
  const sheet = new EditSheet({
    connection,
    t: (key, values = {}) => key.replace(/\{(\w+)\}/g, (_, name) => values[name] ?? ''),
    report: (error) => { reported.push(error); },
    toast: (message) => { toasts.push(message); },
    sheet: { open: () => { opened += 1; } },
    elements: {
      title: element('config-title'), description: element('config-description'),
      preview: element('config-preview'), form: element('config-form'),
    },
    sizeOf: () => [338, 158],
    applyHTML: (slot, html) => { applied.push([slot, html]); },
  });
  const slot = /** @type {HTMLElement} */ (document.querySelector('.widget-slot'));
  return {
    window, document, element, requests, toasts, reported, applied, sheet, slot, opened: () => opened,
    /** The POSTs sent so far. */
    posts: () => requests.filter((request) => request.method === 'POST'),
  };
}

/** Lets the sheet's awaits run (promise callbacks only). */
async function flush() {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
}

test('each editable parameter gets its control: a picker, a switch, a stepper, a text field', async () => {
  const { element, requests, sheet, slot, opened } = setUp(FORM);
  await sheet.open(slot);
  assert.deepEqual(requests.map((request) => request.path), ['/widgets/w1/configuration']);
  assert.equal(opened(), 1);
  assert.equal(element('config-title').textContent, 'Priority List');
  assert.equal(element('config-description').textContent, 'Tasks of one priority.');
  const form = element('config-form');
  const rows = [...form.querySelectorAll('.config-row')].map((row) => /** @type {HTMLElement} */ (row));
  assert.deepEqual(rows.map((row) => [row.dataset.name, row.dataset.type]),
    [['priority', 'enum'], ['showCompleted', 'bool'], ['limit', 'int'], ['heading', 'string']]);
  const picker = /** @type {HTMLSelectElement} */ (rows[0].querySelector('select'));
  assert.deepEqual([...picker.options].map((option) => [option.value, option.textContent]), [['all', 'All'], ['high', 'High']]);
  assert.equal(picker.value, 'high');
  assert.equal(rows[0].querySelector('label')?.htmlFor, picker.id);
  const toggle = /** @type {HTMLInputElement} */ (rows[1].querySelector('input'));
  assert.equal(toggle.type, 'checkbox');
  assert.equal(toggle.getAttribute('role'), 'switch');
  assert.equal(toggle.checked, false);
  assert.equal(rows[2].querySelector('output')?.value, '5');
  assert.deepEqual([...rows[2].querySelectorAll('button')].map((button) => button.getAttribute('aria-label')),
    ['Decrease Number of Tasks', 'Increase Number of Tasks']);
  const field = /** @type {HTMLInputElement} */ (rows[3].querySelector('input'));
  assert.equal(field.type, 'text');
  assert.equal(field.value, 'Today');
  // The picture of the widget: a copy, out of reach.
  const copy = /** @type {HTMLElement} */ (element('config-preview').firstElementChild);
  assert.ok(copy.classList.contains('slot-frame'));
  assert.notEqual(copy, slot.querySelector('.slot-frame'));
  assert.equal(copy.inert, true);
  assert.equal(copy.hasAttribute('tabindex'), false);
});

test('the stepper disables − at the minimum and + at the maximum', async () => {
  const form = /** @type {ConfigurationForm} */ ({ ...FORM, parameters: [
    { name: 'limit', title: 'Number of Tasks', type: 'int', optional: false, value: 1, minimum: 1, maximum: 3 }] });
  const { element, sheet, slot, posts } = setUp(form);
  await sheet.open(slot);
  const output = /** @type {HTMLOutputElement} */ (element('config-form').querySelector('output'));
  const [minus, plus] = [...element('config-form').querySelectorAll('button')];
  assert.equal(minus.disabled, true);
  assert.equal(plus.disabled, false);
  plus.click();
  assert.equal(output.value, '2');
  assert.equal(minus.disabled, false);
  assert.equal(plus.disabled, false);
  plus.click();
  assert.equal(output.value, '3');
  assert.equal(plus.disabled, true);
  assert.deepEqual(posts().map((post) => post.payload), [{ values: { limit: 2 } }, { values: { limit: 3 } }]);
});

test('a change posts exactly the form\'s values to the widget\'s configuration and shows the answer', async () => {
  const { window, element, sheet, slot, applied, posts } = setUp(FORM, 'w 1/é');
  await sheet.open(slot);
  const form = element('config-form');
  const picker = /** @type {HTMLSelectElement} */ (form.querySelector('select'));
  picker.value = 'all';
  picker.dispatchEvent(new window.Event('change'));
  assert.equal(posts().length, 1);
  const [post] = posts();
  assert.equal(post.path, '/widgets/w%201%2F%C3%A9/configuration');
  assert.deepEqual(post.payload, { values: { priority: 'all', showCompleted: false, limit: 5, heading: 'Today' } });
  assert.ok(slot.classList.contains('pending'), 'pending while it is saved');
  post.resolve({ instance: 'w 1/é', html: '<div class="widget">saved</div>' });
  await flush();
  assert.deepEqual(applied, [[slot, '<div class="widget">saved</div>']]);
  assert.equal(slot.classList.contains('pending'), false);
  const toggle = /** @type {HTMLInputElement} */ (form.querySelector('input[type=checkbox]'));
  toggle.checked = true;
  toggle.dispatchEvent(new window.Event('change'));
  assert.deepEqual(posts()[1].payload, { values: { priority: 'all', showCompleted: true, limit: 5, heading: 'Today' } });
});

test('a widget without an option the sheet can edit says so and opens nothing', async () => {
  for (const parameters of [[], [FORM.parameters[4], FORM.parameters[5]]]) {
    const { element, toasts, sheet, slot, opened } = setUp({ ...FORM, parameters });
    await sheet.open(slot);
    assert.deepEqual(toasts, ['This widget has no options.']);
    assert.equal(opened(), 0);
    assert.equal(element('config-form').children.length, 0);
    assert.equal(element('config-title').textContent, '');
  }
});

test('a failed save is reported and the pending mark removed', async () => {
  const { window, element, sheet, slot, reported, applied, posts } = setUp(FORM);
  await sheet.open(slot);
  const field = /** @type {HTMLInputElement} */ (element('config-form').querySelector('input[type=text]'));
  field.value = 'Tomorrow';
  field.dispatchEvent(new window.Event('change'));
  const error = new ServerError(400, "bad value for 'heading'");
  posts()[0].reject(error);
  await flush();
  assert.deepEqual(reported, [error]);
  assert.deepEqual(applied, []);
  assert.equal(slot.classList.contains('pending'), false);
});

test('once the sheet is closed, its form sends nothing', async () => {
  const { window, element, sheet, slot, posts } = setUp(FORM);
  await sheet.open(slot);
  sheet.closed();
  element('config-form').querySelector('select')?.dispatchEvent(new window.Event('change'));
  assert.equal(posts().length, 0);
});

/** A SiriKit widget's form: a destination from its Intents handler (in sections), and one no handler provides. */
const INTENT_FORM = /** @type {ConfigurationForm} */ ({
  kind: 'Trip', intent: 'TripIntent', title: 'Trip',
  parameters: [
    { name: 'destination', title: 'Destination', type: 'enum', optional: true, enumType: 'Destination',
      cases: [{ value: 'lisbon', title: 'Lisbon', section: 'Europe' }, { value: 'oslo', title: 'Oslo', section: 'Europe' },
        { value: 'kyoto', title: 'Kyoto', section: 'Asia' }, { value: 'home', title: 'Home' }] },
    { name: 'bag', title: 'Bag', type: 'unsupported', optional: true, unavailable: 'noIntentsHandler' },
    { name: 'guide', title: 'Guide', type: 'unsupported', optional: true, unavailable: 'optionsFailed' },
    { name: 'tags', title: 'Tags', type: 'unsupported', optional: true },
  ],
});

test('options an Intents handler provides are grouped under their sections, after None for an optional one', async () => {
  const { window, element, sheet, slot, posts } = setUp(INTENT_FORM);
  await sheet.open(slot);
  const picker = /** @type {HTMLSelectElement} */ (element('config-form').querySelector('select'));
  assert.deepEqual([...picker.children].map((child) => child.tagName === 'OPTGROUP'
    ? [/** @type {HTMLOptGroupElement} */ (child).label, [...child.children].map((option) => option.textContent)]
    : child.textContent),
  ['None', ['Europe', ['Lisbon', 'Oslo']], ['Asia', ['Kyoto']], 'Home']);
  assert.equal(picker.value, '', 'no destination yet: None is chosen');
  picker.value = 'kyoto';
  picker.dispatchEvent(new window.Event('change'));
  assert.deepEqual(posts().map((post) => post.payload), [{ values: { destination: 'kyoto' } }]);
  picker.value = '';
  picker.dispatchEvent(new window.Event('change'));
  assert.deepEqual(posts()[1].payload, { values: { destination: '' } }, 'None clears it');
});

test('a parameter whose options no Intents handler gives is one line saying so, and is never posted', async () => {
  const { element, sheet, slot, opened, toasts } = setUp({ ...INTENT_FORM, parameters: INTENT_FORM.parameters.slice(1) });
  await sheet.open(slot);
  assert.equal(opened(), 1, 'the sheet opens to say why');
  assert.deepEqual(toasts, []);
  const lines = [...element('config-form').querySelectorAll('.config-unavailable')].map((line) => line.textContent);
  assert.deepEqual(lines, [
    'Bag can’t be set here: its options come from the app’s Intents extension, which isn’t available.',
    'Guide can’t be set here: the app’s Intents extension could not list its options.',
  ]);
  assert.equal(element('config-form').querySelectorAll('.config-row').length, 0, 'a list without options is left out');
});

test('a list parameter keeps its choices in order: ↑ moves one up, ✕ removes one, the picker adds at the end', async () => {
  const tags = /** @type {ConfigurationParameter} */ ({
    name: 'tags', title: 'Tags', type: 'choices', optional: true, value: ['museums', 'ski'],
    cases: [{ value: 'ski', title: 'Ski' }, { value: 'beach', title: 'Beach' }, { value: 'museums', title: 'Museums' }],
  });
  const { window, element, sheet, slot, posts } = setUp({ ...INTENT_FORM, parameters: [tags] });
  await sheet.open(slot);
  const form = element('config-form');
  const shown = () => [...form.querySelectorAll('li')].map((item) => item.querySelector('span')?.textContent);
  const adder = /** @type {HTMLSelectElement} */ (form.querySelector('select'));
  const addable = () => [...adder.options].map((option) => option.textContent);
  assert.deepEqual(shown(), ['Museums', 'Ski']);
  assert.deepEqual(addable(), ['Add', 'Beach']);
  assert.equal(form.querySelector('label')?.htmlFor, adder.id);
  const buttons = [...form.querySelectorAll('li button')].map((button) => /** @type {HTMLButtonElement} */ (button));
  assert.deepEqual(buttons.map((button) => [button.getAttribute('aria-label'), button.disabled]), [
    ['Move “Museums” up', true], ['Remove “Museums”', false], ['Move “Ski” up', false], ['Remove “Ski”', false]]);
  buttons[2].click();
  assert.deepEqual(shown(), ['Ski', 'Museums']);
  adder.value = 'beach';
  adder.dispatchEvent(new window.Event('change'));
  assert.deepEqual(shown(), ['Ski', 'Museums', 'Beach']);
  assert.deepEqual(addable(), ['Add']);
  /** @type {HTMLButtonElement} */ (form.querySelector('li button[aria-label="Remove “Ski”"]')).click();
  assert.deepEqual(posts().map((post) => post.payload), [
    { values: { tags: ['ski', 'museums'] } }, { values: { tags: ['ski', 'museums', 'beach'] } },
    { values: { tags: ['museums', 'beach'] } }]);
});
