import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

import { CHECKED_PATH, setPending, Transitions } from '../../Sources/HomeScreen/Resources/transitions.mjs';
import { slotFromTemplate } from '../../Sources/HomeScreen/Resources/slots.mjs';
import { FakeClock } from './fakeclock.mjs';

// Debian's node-jsdom is a CommonJS module in /usr/share/nodejs (scripts/test sets NODE_PATH).
const { JSDOM } = createRequire(import.meta.url)('jsdom');

/**
 * A toggle's archived intent, as the widgets draw it (`data-intent`).
 * @param {string} task
 * @param {boolean} isCompleted
 */
const toggle = (task, isCompleted) => JSON.stringify({ type: 'ToggleTaskIntent', parameters: { isCompleted, task } });

/**
 * A widget drawing its tasks: one row per task, each a button with a circle.
 * @param {string[]} tasks
 * @param {string} [root] the widget root's class
 */
function widget(tasks, root = 'widget') {
  const rows = tasks.map((task) => `<button data-intent='${toggle(task, false)}'><span data-symbol="circle"></span>${task}</button>`);
  return `<div class="${root}">${rows.join('')}</div>`;
}

/**
 * A page with one slot showing `html`, and transitions over a fake clock.
 * @param {string} html
 * @param {{ reducedMotion?: boolean }} [options]
 */
function setUp(html, options = {}) {
  const { window } = new JSDOM(`<!doctype html><body><div class="widget-slot" data-instance="w1">
<div class="slot-frame">${html}</div></div><button id="elsewhere">Elsewhere</button></body>`);
  const document = /** @type {Document} */ (window.document);
  const slot = /** @type {HTMLElement} */ (document.querySelector('.widget-slot'));
  const content = /** @type {HTMLElement} */ (slot.querySelector('.slot-frame'));
  const clock = new FakeClock();
  const transitions = new Transitions({ reducedMotion: { matches: !!options.reducedMotion }, clock });
  return { document, slot, content, clock, transitions };
}

test('the same fragment twice is a no-op; another one replaces the widget', () => {
  const { slot, content, transitions } = setUp('');
  transitions.applyHTML(slot, widget(['a']));
  const drawn = content.firstElementChild;
  assert.ok(drawn);
  transitions.applyHTML(slot, widget(['a']));
  assert.equal(content.firstElementChild, drawn, 'the same elements stay');
  transitions.applyHTML(slot, widget(['a', 'b']));
  assert.notEqual(content.firstElementChild, drawn);
  assert.equal(content.querySelectorAll('button').length, 2);
});

test('each Transitions has its own memory of the fragments shown', () => {
  const { slot, content } = setUp(widget(['a']));
  const first = new Transitions();
  first.applyHTML(slot, widget(['b']));
  const drawn = content.firstElementChild;
  new Transitions().applyHTML(slot, widget(['b']));
  assert.notEqual(content.firstElementChild, drawn, 'a new one has not seen the fragment');
});

test('focus stays on the same control when a fragment replaces it, even toggled and moved', () => {
  const { document, slot, content, transitions } = setUp(widget(['a', 'b']));
  const b = /** @type {HTMLElement} */ (content.querySelectorAll('button')[1]);
  b.focus();
  const toggled = `<div class="widget"><button data-intent='${toggle('b', true)}'>b</button>`
    + `<button data-intent='${toggle('a', false)}'>a</button></div>`;
  transitions.applyHTML(slot, toggled);
  assert.equal(document.activeElement, content.querySelectorAll('button')[0]);
  assert.notEqual(document.activeElement, b, 'the new element, not the old one');
});

test('when the focused control leaves, focus goes to the widget, not to the control in its place', () => {
  const { document, slot, content, transitions } = setUp(widget(['a', 'b']));
  /** @type {HTMLElement} */ (content.querySelector('button')).focus();
  transitions.applyHTML(slot, widget(['b']));
  assert.equal(document.activeElement, content);
  assert.equal(content.tabIndex, -1);
});

test('focus elsewhere on the page stays where it is', () => {
  const { document, slot, transitions } = setUp(widget(['a']));
  const elsewhere = /** @type {HTMLElement} */ (document.getElementById('elsewhere'));
  elsewhere.focus();
  transitions.applyHTML(slot, widget(['b']));
  assert.equal(document.activeElement, elsewhere);
});

test('a changed content-transition element fades in over an overlay of the old one, for 450 ms', () => {
  const { slot, content, clock, transitions } = setUp('<div><span data-content-transition="opacity" data-id="t">Old</span></div>');
  transitions.applyHTML(slot, '<div><span data-content-transition="opacity" data-id="t">New</span></div>');
  const now = /** @type {HTMLElement} */ (content.querySelector('[data-id="t"]'));
  assert.equal(now.textContent, 'New');
  assert.ok(now.classList.contains('tw-fade-in'));
  const overlay = /** @type {HTMLElement} */ (content.querySelector('.tw-overlay'));
  assert.ok(overlay, 'the old content is laid over the new one');
  assert.ok(overlay.classList.contains('tw-fade-out'));
  assert.equal(overlay.textContent, 'Old');
  assert.equal(overlay.getAttribute('aria-hidden'), 'true');
  assert.equal(overlay.hasAttribute('data-id'), false, 'the overlay is not matched as the element next time');
  clock.advance(449);
  assert.ok(content.querySelector('.tw-overlay'));
  clock.advance(1);
  assert.equal(content.querySelector('.tw-overlay'), null);
  assert.equal(now.classList.contains('tw-fade-in'), false);
});

test('a symbol is replaced with the symbol classes; an unchanged element plays nothing', () => {
  const { slot, content, transitions } = setUp('<div><span data-content-transition="symbol-replace">○</span>'
    + '<span data-content-transition="opacity">Same</span></div>');
  transitions.applyHTML(slot, '<div><span data-content-transition="symbol-replace">●</span>'
    + '<span data-content-transition="opacity">Same</span></div>');
  const [symbol, same] = [...content.querySelectorAll('[data-content-transition]')];
  assert.ok(symbol.classList.contains('tw-symbol-in'));
  assert.ok(content.querySelector('.tw-overlay.tw-symbol-out'));
  assert.equal(same.className, '');
  assert.equal(content.querySelectorAll('.tw-overlay').length, 1);
});

test('numeric text rolls the digits that changed, then reads as plain text again', () => {
  const { slot, content, clock, transitions } = setUp('<div><span data-content-transition="numeric-text">19</span></div>');
  transitions.applyHTML(slot, '<div><span data-content-transition="numeric-text">20</span></div>');
  const number = /** @type {HTMLElement} */ (content.querySelector('[data-content-transition]'));
  const rolls = [...number.querySelectorAll('.tw-roll')];
  assert.equal(rolls.length, 2);
  assert.ok(rolls[0].classList.contains('up'), 'a growing number rolls up');
  assert.equal(rolls[0].querySelector('.tw-new')?.textContent, '2');
  assert.equal(rolls[0].querySelector('.tw-old')?.textContent, '1');
  assert.equal(content.querySelector('.tw-overlay'), null, 'rolled, not faded');
  clock.advance(500);
  assert.equal(number.innerHTML, '20');
});

test('with Reduce Motion a fragment is applied without any transition', () => {
  const { slot, content, clock, transitions } = setUp('<div><span data-content-transition="opacity" data-id="t">Old</span>'
    + '<span data-content-transition="numeric-text">1</span></div>', { reducedMotion: true });
  transitions.applyHTML(slot, '<div><span data-content-transition="opacity" data-id="t">New</span>'
    + '<span data-content-transition="numeric-text">2</span></div>');
  assert.equal(content.textContent, 'New2');
  assert.equal(content.querySelector('.tw-overlay, .tw-roll, .tw-fade-in'), null);
  assert.equal(clock.timers.size, 0);
});

test('the tapped row that leaves fills its circle first, and the answer waits 350 ms to be shown', async () => {
  const { content, slot, clock, transitions } = setUp(widget(['a', 'b']));
  setPending(slot, true);
  let filled = false;
  const done = transitions.fillBeforeLeaving(slot, toggle('a', false), widget(['b'])).then(() => { filled = true; });
  const circle = /** @type {HTMLElement} */ (content.querySelector('[data-symbol="circle"]'));
  assert.equal(circle.querySelector('path')?.getAttribute('d'), CHECKED_PATH);
  assert.equal(circle.style.color, 'rgb(52, 199, 89)', 'green, as a done task');
  assert.ok(circle.classList.contains('tw-symbol-in'));
  assert.equal(content.firstElementChild?.classList.contains('intent-running'), false, 'no longer dimmed');
  await Promise.resolve();
  assert.equal(filled, false);
  clock.advance(350);
  await done;
  assert.equal(filled, true);
});

test('the circle keeps its colour in the accented and vibrant modes', () => {
  const { content, slot, transitions } = setUp(widget(['a', 'b'], 'widget widget-accented'));
  void transitions.fillBeforeLeaving(slot, toggle('a', false), widget(['b']));
  const circle = /** @type {HTMLElement} */ (content.querySelector('[data-symbol="circle"]'));
  assert.ok(circle.querySelector('svg'));
  assert.equal(circle.style.color, '');
});

test('a tapped row that stays, or any row with Reduce Motion, is not filled and nothing waits', async () => {
  for (const reducedMotion of [false, true]) {
    const { content, slot, clock, transitions } = setUp(widget(['a', 'b']), { reducedMotion });
    // With Reduce Motion the row leaves; without, it stays (toggled): neither fills.
    const after = reducedMotion ? widget(['b'])
      : `<div class="widget"><button data-intent='${toggle('a', true)}'>a</button>${widget(['b'])}</div>`;
    await transitions.fillBeforeLeaving(slot, toggle('a', false), after);
    assert.equal(content.querySelector('svg'), null, `reduce motion: ${reducedMotion}`);
    assert.equal(clock.timers.size, 0);
  }
});

test('a pending slot and its widget root are marked, and unmarked', () => {
  const { content, slot } = setUp(widget(['a']));
  setPending(slot, true);
  assert.ok(slot.classList.contains('pending'));
  assert.ok(content.firstElementChild?.classList.contains('intent-running'));
  setPending(slot, false);
  assert.equal(slot.classList.contains('pending'), false);
  assert.equal(content.firstElementChild?.classList.contains('intent-running'), false);
});

test('a new slot, made from the page\'s template and not placed yet, takes its first fragment', () => {
  const { window } = new JSDOM(`<!doctype html><body><template id="slot-templates"><div class="widget-slot"
 data-family="systemSmall"><div class="slot-frame"></div></div></template></body>`);
  const document = /** @type {Document} */ (window.document);
  const slot = slotFromTemplate(document, { instance: 'w2', kind: 'TaskWidget', family: 'systemSmall', html: '',
    configurable: false, displayName: '' });
  const transitions = new Transitions({ reducedMotion: { matches: false }, clock: new FakeClock() });
  transitions.applyHTML(slot, widget(['a']));
  assert.equal(slot.querySelectorAll('.slot-frame button').length, 1);
});
