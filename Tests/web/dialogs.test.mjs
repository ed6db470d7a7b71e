import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

// Debian's node-jsdom is a CommonJS module in /usr/share/nodejs (scripts/test sets NODE_PATH).
const { JSDOM } = createRequire(import.meta.url)('jsdom');

const page = `<!doctype html><body><header id="bar"><button id="opener">Open</button></header>
<main><div id="phone"><div id="grid"><button>Widget</button></div>
<section id="sheet" role="dialog" aria-modal="true" hidden>
<div class="preview" aria-hidden="true"><div><button id="pictured">+</button></div></div><button id="first">Close</button>
<input id="middle"><button id="last">Add</button><button hidden>Hidden</button></section></div></main>
<div id="toast" role="status"></div></body>`;

async function setUp() {
  const { window } = new JSDOM(page);
  // The module reads the DOM classes from the global scope, as in a browser.
  Object.assign(globalThis, { HTMLElement: window.HTMLElement, KeyboardEvent: window.KeyboardEvent });
  const { ModalSheet, focusableIn, outside } = await import('../../Sources/HomeScreen/Resources/dialogs.mjs');
  return { window, document: window.document, ModalSheet, focusableIn, outside };
}

test('a sheet takes focus (never inside an aria-hidden picture), makes the rest inert but live regions, and gives focus back', async () => {
  const { document, ModalSheet, focusableIn } = await setUp();
  const sheet = new ModalSheet(document.getElementById('sheet'));
  document.getElementById('opener').focus();
  sheet.open();
  assert.equal(document.activeElement.id, 'first');
  assert.deepEqual(focusableIn(document.getElementById('sheet')).map((element) => element.id), ['first', 'middle', 'last']);
  assert.equal(document.getElementById('bar').inert, true);
  assert.equal(document.getElementById('grid').inert, true);
  assert.equal(document.getElementById('toast').inert, undefined);
  sheet.close();
  assert.equal(document.getElementById('sheet').hidden, true);
  assert.equal(document.getElementById('bar').inert, false);
  assert.equal(document.activeElement.id, 'opener');
});

test('Tab goes round inside the sheet; Esc closes it', async () => {
  const { window, document, ModalSheet } = await setUp();
  let closed = 0;
  const sheet = new ModalSheet(document.getElementById('sheet'), { onClose: () => { closed += 1; } });
  sheet.open(document.getElementById('last'));
  /** @param {string} key */
  const key = (key, shiftKey = false) => {
    const event = new window.KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true });
    document.activeElement.dispatchEvent(event);
    return event.defaultPrevented;
  };
  assert.equal(key('Tab'), true);
  assert.equal(document.activeElement.id, 'first');
  assert.equal(key('Tab', true), true);
  assert.equal(document.activeElement.id, 'last');
  document.getElementById('middle').focus();
  assert.equal(key('Tab'), false, 'inside the sheet, Tab is the browser\'s');
  assert.equal(key('Escape'), true);
  assert.equal(closed, 1);
  assert.equal(sheet.isOpen, false);
});
