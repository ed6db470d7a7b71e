import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

import { inStackZone } from '../../Sources/HomeScreen/Resources/dragging.mjs';
import {
  keyStep, nameBadgesForStack, nameBadgesForWidget, SmartStacks, stackLabel, steppedIndex, swipeStep, WheelSteps,
} from '../../Sources/HomeScreen/Resources/stacks.mjs';

// Debian's node-jsdom is a CommonJS module in /usr/share/nodejs (scripts/test sets NODE_PATH).
const { JSDOM } = createRequire(import.meta.url)('jsdom');

test('a stack goes round both ways, as iOS’s does', () => {
  assert.equal(steppedIndex(0, 1, 3), 1);
  assert.equal(steppedIndex(2, 1, 3), 0);
  assert.equal(steppedIndex(0, -1, 3), 2);
  assert.equal(steppedIndex(1, -1, 3), 0);
  assert.equal(steppedIndex(0, 1, 0), 0);
});

test('a drag turns the stack only past its distance: up shows the next widget, down the previous', () => {
  assert.equal(swipeStep(-40), 1);
  assert.equal(swipeStep(-39), 0);
  assert.equal(swipeStep(39), 0);
  assert.equal(swipeStep(80), -1);
  assert.equal(swipeStep(-10, 5), 1);
});

test('keys: ↓ and PageDown show the next widget, ↑ and PageUp the previous; others nothing', () => {
  assert.equal(keyStep('ArrowDown'), 1);
  assert.equal(keyStep('PageDown'), 1);
  assert.equal(keyStep('ArrowUp'), -1);
  assert.equal(keyStep('PageUp'), -1);
  assert.equal(keyStep('ArrowLeft'), 0);
  assert.equal(keyStep('Enter'), 0);
});

test('a trackpad’s stream of wheel events turns the stack once per swipe; a rest lets it turn again', () => {
  const wheel = new WheelSteps({ distance: 30, rest: 250 });
  // One swipe: small deltas adding up, then momentum, never more than one step.
  const steps = [8, 8, 8, 8, 20, 30, 12, 6, 2].map((delta, index) => wheel.add(delta, index * 16));
  assert.deepEqual(steps.filter(Boolean), [1]);
  assert.equal(steps.indexOf(1), 3, 'when the scroll reached 30 points');
  // Still moving (each event within the rest of the last): no second step.
  assert.equal(wheel.add(50, 200), 0);
  // After a rest, a scroll up turns it back.
  assert.equal(wheel.add(-100, 200 + 250), -1);
  // A wheel's notches, each after a rest, one step each.
  assert.equal(wheel.add(100, 1000), 1);
  assert.equal(wheel.add(100, 1300), 1);
  // Less than the distance turns nothing.
  assert.equal(wheel.add(10, 2000), 0);
});

test('the stack is named for screen readers with its place and the widget shown', () => {
  /** @param {string} key @param {Record<string, string>} [values] */
  const t = (key, values = {}) => key.replace(/\{(\w+)\}/g, (_, name) => values[name]);
  assert.equal(stackLabel(t, 1, 3, 'Tasks (small)'), 'Smart Stack, widget 2 of 3, Tasks (small)');
});

test('a widget held over the middle of another is to be stacked; near its edges it is not', () => {
  const rect = { left: 0, top: 0, right: 200, bottom: 100 };
  assert.ok(inStackZone(rect, 100, 50));
  assert.ok(inStackZone(rect, 51, 26));
  assert.ok(!inStackZone(rect, 20, 50));
  assert.ok(!inStackZone(rect, 100, 90));
});

function setUp() {
  const { window } = new JSDOM(`<!doctype html><body><div id="grid">
<div class="widget-slot" id="a" data-instance="a" data-family="systemSmall" data-stack="s1" data-stack-shown="false" aria-label="A"><button>in a</button></div>
<div class="widget-slot" id="b" data-instance="b" data-family="systemSmall" data-stack="s1" data-stack-shown="true" aria-label="B"></div>
<div class="widget-slot" id="c" data-instance="c" data-family="systemMedium" aria-label="C"></div>
</div></body>`);
  const document = /** @type {Document} */ (window.document);
  /** @type {string[]} */
  const shown = [];
  const stacks = new SmartStacks({
    document,
    /** @param {string} key @param {Record<string, string>} [values] */
    t: (key, values = {}) => key.replace(/\{(\w+)\}/g, (_, name) => values[name]),
    nameOf: (slot) => slot.getAttribute('aria-label') || '',
    show: (slot) => { shown.push(slot.dataset.instance || ''); },
    isEditing: () => false,
    cancelPress: () => {},
    reducedMotion: { matches: true },
  });
  // Kept: a widget gathered into a stack not yet on the page is not found by its id.
  /** @type {Record<string, HTMLElement>} */
  const elements = Object.fromEntries(['a', 'b', 'c'].map((id) => [id, /** @type {HTMLElement} */ (document.getElementById(id))]));
  /** @param {string} id */
  const element = (id) => elements[id];
  return { window, document, stacks, shown, element };
}

test('a stack’s widgets are gathered into one named group that shows one of them', () => {
  const { document, stacks, element } = setUp();
  const items = stacks.group(['a', 'b', 'c'].map(element));
  assert.equal(items.length, 2);
  const stack = items[0];
  assert.ok(stack.classList.contains('smart-stack'));
  assert.equal(stack.getAttribute('role'), 'group');
  assert.equal(stack.getAttribute('aria-label'), 'Smart Stack, widget 2 of 2, B');
  assert.deepEqual(stacks.members(stack).map((member) => member.id), ['a', 'b']);
  assert.equal(element('a').inert, true, 'the hidden widget is not reached');
  assert.equal(element('b').inert, false);
  assert.equal(stack.querySelectorAll('.stack-dot').length, 2);
  assert.ok(stack.querySelectorAll('.stack-dot')[1].classList.contains('current'));
  assert.equal(items[1], element('c'));
  // Gathered again (a layout from the server): the same stack element is kept.
  document.body.appendChild(stack);
  assert.equal(stacks.group(['a', 'b', 'c'].map(element))[0], stack);
  // The stack dissolved (its widgets name no stack): its element goes.
  delete element('a').dataset.stack;
  delete element('b').dataset.stack;
  const plain = stacks.group(['a', 'b', 'c'].map(element));
  assert.equal(plain.length, 3);
  assert.equal(document.querySelector('.smart-stack'), null);
});

test('a key on the focused stack turns it round, tells the server and names the new widget', () => {
  const { window, document, stacks, shown, element } = setUp();
  const [stack] = stacks.group(['a', 'b', 'c'].map(element));
  document.body.appendChild(stack);
  stack.addEventListener('keydown', (event) => stacks.keydown(event));
  stack.focus();
  const key = (/** @type {string} */ name) => {
    const event = new window.KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true });
    stack.dispatchEvent(event);
    return event.defaultPrevented;
  };
  assert.ok(key('ArrowDown'));
  assert.deepEqual(shown, ['a'], 'from the last widget round to the first');
  assert.equal(stack.getAttribute('aria-label'), 'Smart Stack, widget 1 of 2, A');
  assert.equal(document.activeElement, stack, 'focus stays on the stack');
  assert.ok(key('PageUp'));
  assert.deepEqual(shown, ['a', 'b']);
  assert.ok(!key('ArrowLeft'));
  assert.equal(stack.getAttribute('aria-label'), 'Smart Stack, widget 2 of 2, B');
});

test('the badges of a stack’s widgets name the stack, and a widget out of it gets its own names back', () => {
  const { window } = new JSDOM(`<!doctype html><body><div class="widget-slot" id="w">
<button class="slot-remove" aria-label="Remove widget Tasks (small)"></button>
<button class="slot-left" aria-label="Move widget Tasks (small) left"></button>
<button class="slot-right" aria-label="Move widget Tasks (small) right"></button></div></body>`);
  const member = /** @type {HTMLElement} */ (window.document.getElementById('w'));
  /** @param {string} key */
  const t = (key) => `«${key}»`;
  const names = () => ['.slot-remove', '.slot-left', '.slot-right']
    .map((selector) => member.querySelector(selector)?.getAttribute('aria-label'));
  nameBadgesForStack(member, t);
  assert.deepEqual(names(), ['«Remove Stack…»', '«Move Smart Stack left»', '«Move Smart Stack right»']);
  // Named again (every update of the stack): their own names are still the ones kept.
  nameBadgesForStack(member, t);
  nameBadgesForWidget(member);
  assert.deepEqual(names(), ['Remove widget Tasks (small)', 'Move widget Tasks (small) left',
    'Move widget Tasks (small) right']);
  assert.deepEqual({ ...member.dataset }, {});
});
