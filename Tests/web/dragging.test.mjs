import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

import { edgeDirection, moved, rectAt, slide, WidgetDrag } from '../../Sources/HomeScreen/Resources/dragging.mjs';
import { FakeClock } from './fakeclock.mjs';

// Debian's node-jsdom is a CommonJS module in /usr/share/nodejs (scripts/test sets NODE_PATH).
const { JSDOM } = createRequire(import.meta.url)('jsdom');

test('the rules: which widget is under the pointer, which edge it is at, an order with one moved', () => {
  const rects = [{ left: 0, top: 0, right: 100, bottom: 100 }, { left: 100, top: 0, right: 200, bottom: 100 }];
  assert.equal(rectAt(rects, 50, 50), 0);
  assert.equal(rectAt(rects, 100, 99), 1);
  assert.equal(rectAt(rects, 250, 50), -1);
  assert.equal(edgeDirection(10, 0, 400), -1);
  assert.equal(edgeDirection(390, 0, 400), 1);
  assert.equal(edgeDirection(200, 0, 400), 0);
  assert.deepEqual(moved(['a', 'b', 'c'], 0, 2), ['b', 'c', 'a']);
  assert.deepEqual(moved(['a', 'b', 'c'], 2, 0), ['c', 'a', 'b']);
});

/**
 * Three widgets over jsdom, laid out by a fake grid: two 100-point cells a row, two rows a page, the pages side
 * by side 200 points apart (the pages element is 200 × 200).
 */
function setUp() {
  const { window } = new JSDOM(`<!doctype html><body><div id="pages">
<div class="widget-slot" id="a"><div class="slot-frame"><button class="slot-remove">−</button></div></div>
<div class="widget-slot" id="b"><div class="slot-frame"></div></div>
<div class="widget-slot" id="c"><div class="slot-frame"></div></div>
</div></body>`);
  const document = /** @type {Document} */ (window.document);
  /** @param {string} id */
  const element = (id) => /** @type {HTMLElement} */ (document.getElementById(id));
  const pages = element('pages');
  let order = ['a', 'b', 'c'].map(element);
  let pageInView = 0;
  let editing = true;
  const clock = new FakeClock();
  /** @type {string[]} */
  const calls = [];
  /** @type {boolean} */
  let serverAnswers = true;
  /** @param {HTMLElement} slot */
  const pageOf = (slot) => Math.floor(order.indexOf(slot) / 4);
  /** @param {HTMLElement} slot */
  const rect = (slot) => {
    const index = order.indexOf(slot);
    const left = (index % 2) * 100 + (Math.floor(index / 4) - pageInView) * 200;
    const top = (Math.floor(index / 2) % 2) * 100;
    return /** @type {DOMRect} */ ({ left, top, right: left + 100, bottom: top + 100, width: 100, height: 100 });
  };
  order.forEach((slot) => { slot.getBoundingClientRect = () => rect(slot); });
  pages.getBoundingClientRect = () => /** @type {DOMRect} */ ({ left: 0, top: 0, right: 200, bottom: 200 });
  const drag = new WidgetDrag({
    pages, clock, pageOf,
    isEditing: () => editing,
    slots: () => order.slice(),
    arrange: (next) => {
      order = next.slice();
      calls.push(`arrange ${order.map((slot) => slot.id).join('')}`);
    },
    move: async (slot, index) => {
      calls.push(`move ${slot.id} ${index}`);
      return serverAnswers;
    },
    turnPage: (delta) => {
      pageInView += delta;
      calls.push(`page ${pageInView}`);
    },
    pageInView: () => pageInView,
  });
  /**
   * A pointer event on `target` at (x, y).
   * @param {string} type
   * @param {Element} target
   * @param {number} x
   * @param {number} y
   */
  const pointer = (type, target, x, y) => {
    const event = new window.MouseEvent(type, { bubbles: true, cancelable: true, clientX: x, clientY: y, button: 0 });
    Object.defineProperty(event, 'pointerId', { value: 1 });
    target.dispatchEvent(event);
  };
  const ids = () => order.map((slot) => slot.id).join('');
  return {
    drag, element, pages, clock, calls, pointer, ids,
    /** @param {boolean} on */
    setEditing: (on) => { editing = on; },
    /** @param {boolean} answers */
    setServer: (answers) => { serverAnswers = answers; },
  };
}

/** Lets the drop's `move` answer. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

test('the widget just displaced, still sliding away under the pointer, is not swapped back', async () => {
  const { element, pages, clock, calls, pointer, ids } = setUp();
  pointer('pointerdown', element('a'), 50, 50);
  pointer('pointermove', pages, 100, 50);
  pointer('pointermove', pages, 150, 50);
  clock.advance(150);
  assert.equal(ids(), 'bac', 'b reflowed into a’s place');
  // b slides to its new cell (the test's layout puts it there at once): meanwhile it is still under the pointer.
  element('b').getBoundingClientRect = () => /** @type {DOMRect} */ (
    { left: 100, top: 0, right: 200, bottom: 100, width: 100, height: 100 });
  pointer('pointermove', pages, 151, 51);
  clock.advance(500);
  assert.equal(ids(), 'bac', 'resting over it does not swap them back');
  pointer('pointerup', pages, 151, 51);
  await settle();
  assert.deepEqual(calls, ['arrange bac', 'move a 1'], 'nor does letting go over it');
});

test('outside edit mode, on a badge, or without moving, a press drags nothing', async () => {
  const { element, pages, calls, pointer, setEditing, drag } = setUp();
  setEditing(false);
  pointer('pointerdown', element('a').querySelector('.slot-frame') || element('a'), 50, 50);
  pointer('pointermove', pages, 150, 50);
  assert.equal(drag.isDragging, false);
  pointer('pointerup', pages, 150, 50);
  setEditing(true);
  pointer('pointerdown', element('a').querySelector('.slot-remove') || element('a'), 50, 50);
  pointer('pointermove', pages, 150, 50);
  assert.equal(drag.isDragging, false);
  pointer('pointerup', pages, 150, 50);
  pointer('pointerdown', element('b'), 150, 50);
  pointer('pointermove', pages, 153, 52); // within the slop: a click, which opens Edit Widget
  pointer('pointerup', pages, 153, 52);
  await settle();
  assert.deepEqual(calls, []);
  assert.equal(drag.takeClick(), false);
});

test('a widget resting over another takes its place while dragged, and the drop tells the server', async () => {
  const { element, pages, clock, calls, pointer, ids, drag } = setUp();
  pointer('pointerdown', element('a'), 50, 50);
  pointer('pointermove', pages, 100, 50);
  assert.equal(drag.isDragging, true);
  assert.ok(element('a').classList.contains('lifted'));
  pointer('pointermove', pages, 150, 50);
  assert.equal(element('a').style.position, 'fixed', 'lifted out of the pages, which would clip it');
  assert.deepEqual([element('a').style.left, element('a').style.top], ['100px', '0px'], 'it follows the pointer');
  clock.advance(149);
  assert.equal(ids(), 'abc', 'not yet');
  clock.advance(1);
  assert.equal(ids(), 'bac', 'b reflowed into a’s place');
  assert.deepEqual([element('a').style.left, element('a').style.top], ['100px', '0px'], 'still under the pointer');
  pointer('pointerup', pages, 150, 50);
  await settle();
  assert.deepEqual(calls, ['arrange bac', 'move a 1']);
  assert.ok(!element('a').classList.contains('lifted'));
  assert.deepEqual([element('a').style.position, element('a').style.left, element('a').style.top], ['', '', ''],
    'put down in its cell');
  assert.equal(drag.takeClick(), true, 'the drop’s click opens nothing');
});

test('dropped over another widget at once, it takes that place; the server refusing puts it back', async () => {
  const { element, pages, calls, pointer, ids, setServer } = setUp();
  setServer(false);
  pointer('pointerdown', element('c'), 50, 150);
  pointer('pointermove', pages, 60, 60);
  pointer('pointerup', pages, 60, 60);
  await settle();
  assert.deepEqual(calls, ['arrange cab', 'move c 0', 'arrange abc']);
  assert.equal(ids(), 'abc');
});

test('held at the edge the page turns, again while it stays; dropped on an empty page it goes there', async () => {
  const { element, pages, clock, calls, pointer, ids } = setUp();
  pointer('pointerdown', element('a'), 50, 50);
  pointer('pointermove', pages, 195, 150);
  clock.advance(599);
  assert.deepEqual(calls, []);
  clock.advance(1);
  assert.deepEqual(calls, ['page 1']);
  clock.advance(600);
  assert.deepEqual(calls, ['page 1', 'page 2'], 'the page turns on while the widget stays at the edge');
  pointer('pointermove', pages, 100, 150);
  clock.advance(2000);
  assert.deepEqual(calls, ['page 1', 'page 2'], 'away from the edge, no more');
  pointer('pointerup', pages, 100, 150);
  await settle();
  // No widget on that page: the dragged one goes after the widgets of the pages before it.
  assert.equal(ids(), 'bca');
  assert.deepEqual(calls.slice(2), ['arrange bca', 'move a 2']);
});

test('a cancelled drag puts the widgets back as they were and tells the server nothing', async () => {
  const { element, pages, clock, calls, pointer, ids } = setUp();
  pointer('pointerdown', element('a'), 50, 50);
  pointer('pointermove', pages, 150, 50);
  clock.advance(200);
  assert.equal(ids(), 'bac');
  pointer('pointercancel', pages, 150, 50);
  await settle();
  assert.equal(ids(), 'abc');
  assert.deepEqual(calls, ['arrange bac', 'arrange abc']);
  assert.ok(!element('a').classList.contains('lifted'));
});

test('a reflow slides the widgets that moved from their old places, unless Reduce Motion is on', () => {
  const { window } = new JSDOM('<!doctype html><body><div id="a"></div><div id="b"></div><div id="c"></div></body>');
  const document = /** @type {Document} */ (window.document);
  const [a, b, c] = ['a', 'b', 'c'].map((id) => /** @type {HTMLElement} */ (document.getElementById(id)));
  const lefts = new Map([[a, 0], [b, 100], [c, 200]]);
  /** @type {Map<HTMLElement, string[]>} the offset each had whenever it was measured */
  const offsets = new Map();
  for (const element of [a, b, c]) {
    offsets.set(element, []);
    element.getBoundingClientRect = () => {
      offsets.get(element)?.push(element.style.translate || ''); // jsdom knows no translate until it is set
      return /** @type {DOMRect} */ ({ left: lefts.get(element), top: 0 });
    };
  }
  c.classList.add('lifted');
  slide([a, b, c], () => {
    lefts.set(a, 100);
    lefts.set(b, 0);
    lefts.set(c, 0);
  });
  // Each is laid out first where it was, then runs to no offset; c, lifted, follows the pointer instead.
  assert.deepEqual(offsets.get(a), ['', '', '-100px 0px']);
  assert.deepEqual(offsets.get(b), ['', '', '100px 0px']);
  for (const element of [a, b]) {
    assert.equal(element.style.translate, '');
    assert.match(element.style.transition, /translate/);
  }
  assert.deepEqual(offsets.get(c), ['']);
  assert.equal(c.style.transition, '');
  slide([a], () => { lefts.set(a, 300); }, true);
  assert.equal(a.style.translate, '', 'Reduce Motion: no slide');
  assert.deepEqual(offsets.get(a), ['', '', '-100px 0px', '']);
});
