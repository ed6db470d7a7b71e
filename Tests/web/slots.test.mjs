import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

import { keyed, readPageData, slotFromTemplate } from '../../Sources/HomeScreen/Resources/slots.mjs';

// Debian's node-jsdom is a CommonJS module in /usr/share/nodejs (scripts/test sets NODE_PATH).
const { JSDOM } = createRequire(import.meta.url)('jsdom');

// The shape HomePage.slotTemplates renders (HomePageTests checks the Swift side of it).
const page = `<!doctype html><html><head>
<script type="application/json" id="page-data">{"sizes":{"systemSmall":[158,158]},"cells":{"systemSmall":[2,2]},
"grid":{"rows":6,"columns":4},"families":{"systemSmall":"Klein"},"strings":{"Save":"Speichern"},
"titleMaxLength":500}</script></head><body>
<template id="slot-templates"><div class="widget-slot family-systemSmall" role="group" aria-label="{widget}" data-instance="" data-kind=""
 data-family="systemSmall" data-configurable="false" style="--w:158px;--h:158px"><div class="slot-frame"></div>
<div class="widget-label">Aufgaben</div><button type="button" class="slot-remove" aria-label="Widget {widget} entfernen">−</button>
</div><div class="widget-slot family-accessoryInline" data-instance="" data-kind="" data-family="accessoryInline"
 data-configurable="false"><div class="slot-frame"></div></div></template></body></html>`;

test('the page data is parsed from its data block', () => {
  const { document } = new JSDOM(page).window;
  const data = readPageData(document);
  assert.deepEqual(data.sizes.systemSmall, [158, 158]);
  assert.equal(data.strings.Save, 'Speichern');
  assert.equal(data.titleMaxLength, 500);
});

test('a page without its data is an error, not a page in English', () => {
  const { document } = new JSDOM('<!doctype html><body></body>').window;
  assert.throws(() => readPageData(document), /page-data/);
});

test('a new slot is a copy of its family\'s template, with the server\'s labels', () => {
  const { document } = new JSDOM(page).window;
  const slot = slotFromTemplate(document, {
    instance: 'w7-1a2b3c4d', kind: 'TaskWidget', family: 'systemSmall', html: '', configurable: true,
  }, 'Aufgaben (klein)');
  assert.equal(slot.dataset.instance, 'w7-1a2b3c4d');
  assert.equal(slot.dataset.kind, 'TaskWidget');
  assert.equal(slot.dataset.configurable, 'true');
  assert.equal(slot.querySelector('.widget-label')?.textContent, 'Aufgaben');
  assert.equal(slot.querySelector('.slot-remove')?.getAttribute('aria-label'), 'Widget Aufgaben (klein) entfernen');
  // The slot is a group named after its widget, so a screen reader hears whose rows follow.
  assert.equal(slot.getAttribute('role'), 'group');
  assert.equal(slot.getAttribute('aria-label'), 'Aufgaben (klein)');
  assert.equal(slot.style.getPropertyValue('--w'), '158px');
  // The page's own element (a clone would be the template's, whose document has no window).
  assert.equal(slot.ownerDocument, document);
  // The template itself is untouched, for the next slot.
  const template = document.querySelector('#slot-templates');
  const original = template.content.querySelector('[data-family="systemSmall"]');
  assert.equal(original.dataset.instance, '');
  assert.equal(original.querySelector('.slot-remove').getAttribute('aria-label'), 'Widget {widget} entfernen');
});

test('each family has its own template: an inline slot has no label', () => {
  const { document } = new JSDOM(page).window;
  const slot = slotFromTemplate(document, {
    instance: 'w8', kind: 'TaskLockScreenWidget', family: 'accessoryInline', html: '', configurable: false,
  });
  assert.equal(slot.dataset.family, 'accessoryInline');
  assert.equal(slot.querySelector('.widget-label'), null);
});

test('a family without a template is an error', () => {
  const { document } = new JSDOM(page).window;
  assert.throws(() => slotFromTemplate(document, {
    instance: 'w9', kind: 'TaskWidget', family: 'systemExtraLarge', html: '', configurable: false,
  }), /systemExtraLarge/);
});

test('elements are keyed by data-id where they have one, else by position', () => {
  const { document } = new JSDOM(`<div id="w"><span data-t data-id="a"></span><span data-t></span>
    <span data-t data-id="b"></span></div>`).window;
  const map = keyed(document.getElementById('w'), '[data-t]');
  assert.deepEqual([...map.keys()], ['id:a', '#1', 'id:b']);
});

test('a control keeps its identity across a tap that flips its state', async () => {
  const { intentIdentity } = await import('../../Sources/HomeScreen/Resources/slots.mjs');
  const before = '{"parameters":{"isCompleted":true,"taskID":"7154F3D4"},"type":"SetTaskCompletionIntent"}';
  const after = '{"parameters":{"isCompleted":false,"taskID":"7154F3D4"},"type":"SetTaskCompletionIntent"}';
  const other = '{"parameters":{"isCompleted":true,"taskID":"A6FAB6D5"},"type":"SetTaskCompletionIntent"}';
  assert.equal(intentIdentity(before), intentIdentity(after));
  assert.notEqual(intentIdentity(before), intentIdentity(other));
  assert.equal(intentIdentity('not json'), 'not json');
});
