import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

import { dockIndexAt, IconDrag, pastLastIcon } from '../../Sources/HomeScreen/Resources/icondrag.mjs';
import { iconMoved } from '../../Sources/HomeScreen/Resources/layout.mjs';
import { FakeClock } from './fakeclock.mjs';

// Debian's node-jsdom is a CommonJS module in /usr/share/nodejs (scripts/test sets NODE_PATH).
const { JSDOM } = createRequire(import.meta.url)('jsdom');

test('the rules: free space after a page\'s icons, and the place in the dock under the pointer', () => {
  const icons = [{ left: 0, top: 0, right: 100, bottom: 100 }, { left: 100, top: 0, right: 200, bottom: 100 },
    { left: 0, top: 100, right: 100, bottom: 200 }];
  assert.equal(pastLastIcon(icons, 150, 150), true, 'beside the last icon');
  assert.equal(pastLastIcon(icons, 50, 250), true, 'below it');
  assert.equal(pastLastIcon(icons.slice(0, 2), 50, 50), false, 'a cell before the last icon');
  assert.equal(pastLastIcon([], 50, 50), true, 'a page without icons');
  assert.equal(dockIndexAt(icons.slice(0, 2), 40), 0);
  assert.equal(dockIndexAt(icons.slice(0, 2), 60), 1);
  assert.equal(dockIndexAt(icons.slice(0, 2), 160), 2);
});

/**
 * Icons over jsdom, laid out by a fake grid: two 100-point cells a row on 200 × 200 pages side by side, and a dock
 * of 100-point cells below them (y 300 to 400). Page 0: a b c; page 1: d; the dock: p q r.
 */
function setUp() {
  const { window } = new JSDOM(`<!doctype html><body><div id="screen"><div id="pages"></div><div id="dock"></div>
</div></body>`);
  const document = /** @type {Document} */ (window.document);
  /** @param {string} id */
  const element = (id) => /** @type {HTMLElement} */ (document.getElementById(id));
  let arrangement = { pages: [['a', 'b', 'c'], ['d']], dock: ['p', 'q', 'r'] };
  /** @type {Map<string, HTMLElement>} */
  const icons = new Map();
  for (const app of ['a', 'b', 'c', 'd', 'p', 'q', 'r']) {
    const icon = document.createElement('div');
    icon.className = 'app-icon';
    icon.dataset.app = app;
    icon.innerHTML = '<span class="squircle"></span><button class="icon-left">‹</button>';
    element(app < 'p' ? 'pages' : 'dock').appendChild(icon);
    icon.getBoundingClientRect = () => {
      const page = arrangement.pages.findIndex((apps) => apps.includes(app));
      const index = page < 0 ? arrangement.dock.indexOf(app) : arrangement.pages[page].indexOf(app);
      const left = page < 0 ? index * 100 : (index % 2) * 100 + (page - pageInView) * 200;
      const top = page < 0 ? 300 : Math.floor(index / 2) * 100;
      return /** @type {DOMRect} */ ({ left, top, right: left + 100, bottom: top + 100, width: 100, height: 100 });
    };
    icons.set(app, icon);
  }
  element('pages').getBoundingClientRect = () => /** @type {DOMRect} */ ({ left: 0, top: 0, right: 200, bottom: 200 });
  element('dock').getBoundingClientRect = () => /** @type {DOMRect} */ ({ left: 0, top: 300, right: 400, bottom: 400 });
  let pageInView = 0;
  const clock = new FakeClock();
  /** @type {string[]} */
  const calls = [];
  let serverAnswers = true;
  const drag = new IconDrag({
    screen: element('screen'), pages: element('pages'), dock: element('dock'), clock,
    isEditing: () => true,
    arrangement: () => JSON.parse(JSON.stringify(arrangement)),
    show: (next) => {
      arrangement = next;
      calls.push(`show ${JSON.stringify(next)}`);
    },
    save: async (next) => {
      calls.push(`save ${JSON.stringify(next)}`);
      return serverAnswers;
    },
    icon: (app) => icons.get(app) || null,
    turnPage: (delta) => {
      pageInView += delta;
      calls.push(`page ${pageInView}`);
    },
    pageInView: () => pageInView,
    frame: () => ({ left: 10, top: 20, scale: 0.5 }),
  });
  /**
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
  return {
    drag, clock, calls, pointer, screen: element('screen'),
    /** @param {string} app */
    icon: (app) => /** @type {HTMLElement} */ (icons.get(app)),
    arrangement: () => arrangement,
    /** @param {boolean} answers */
    setServer: (answers) => { serverAnswers = answers; },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

test('an icon resting over another takes its place, follows the pointer in the phone\'s pixels, and is saved', async () => {
  const { drag, clock, calls, pointer, screen, icon, arrangement } = setUp();
  pointer('pointerdown', icon('a'), 50, 50);
  pointer('pointermove', screen, 58, 50);
  assert.equal(drag.isDragging, true);
  assert.ok(icon('a').classList.contains('lifted'));
  pointer('pointermove', screen, 50, 150);
  // Grabbed 50 px into it; the phone's frame starts at (10, 20), drawn at half size.
  assert.deepEqual([icon('a').style.left, icon('a').style.top], [`${(0 - 10) / 0.5}px`, `${(100 - 20) / 0.5}px`]);
  clock.advance(149);
  assert.deepEqual(arrangement().pages[0], ['a', 'b', 'c'], 'not yet');
  clock.advance(1);
  assert.deepEqual(arrangement().pages[0], ['b', 'c', 'a'], 'a took c’s place; b and c shifted back a cell');
  pointer('pointerup', screen, 50, 150);
  await settle();
  assert.equal(calls[calls.length - 1], `save ${JSON.stringify({ pages: [['b', 'c', 'a'], ['d']], dock: ['p', 'q', 'r'] })}`);
  assert.ok(!icon('a').classList.contains('lifted'));
  assert.equal(icon('a').style.position, '');
  assert.equal(drag.takeClick(), true, 'the drop’s click opens nothing');
});

test('a press on a button, or without moving, drags nothing; the cell it was lifted from moves nothing', async () => {
  const { drag, calls, pointer, screen, icon, clock } = setUp();
  pointer('pointerdown', icon('a').querySelector('button') || icon('a'), 50, 50);
  pointer('pointermove', screen, 90, 90);
  assert.equal(drag.isDragging, false);
  pointer('pointerup', screen, 90, 90);
  pointer('pointerdown', icon('a'), 50, 50);
  pointer('pointermove', screen, 52, 51);
  pointer('pointerup', screen, 52, 51);
  pointer('pointerdown', icon('a'), 50, 50);
  pointer('pointermove', screen, 40, 60); // still over its own cell, before the page's last icon
  clock.advance(1000);
  pointer('pointerup', screen, 40, 60);
  await settle();
  assert.deepEqual(calls, []);
});

test('at the edge the page turns; dropped on the free space after a page\'s icons, the icon goes last there', async () => {
  const { clock, calls, pointer, screen, icon, arrangement } = setUp();
  pointer('pointerdown', icon('b'), 150, 50);
  pointer('pointermove', screen, 190, 50);
  clock.advance(600);
  assert.ok(calls.includes('page 1'));
  pointer('pointermove', screen, 150, 150); // page 1: d is at (0, 0); this is free space after it
  pointer('pointerup', screen, 150, 150);
  await settle();
  assert.deepEqual(arrangement(), { pages: [['a', 'c'], ['d', 'b']], dock: ['p', 'q', 'r'] });
  assert.equal(calls[calls.length - 1], `save ${JSON.stringify(arrangement())}`);
});

test('the dock takes an icon while it has room, makes room where it is held, and gives one back', async () => {
  const { clock, calls, pointer, screen, icon, arrangement } = setUp();
  pointer('pointerdown', icon('a'), 50, 50);
  pointer('pointermove', screen, 120, 350); // over q's left half: between p and q
  clock.advance(150);
  assert.deepEqual(arrangement().dock, ['p', 'a', 'q', 'r']);
  pointer('pointerup', screen, 120, 350);
  await settle();
  // A full dock takes no fifth icon: b stays on its page, and nothing is saved.
  const saves = calls.filter((call) => call.startsWith('save')).length;
  pointer('pointerdown', icon('b'), 50, 50);
  pointer('pointermove', screen, 350, 350);
  clock.advance(150);
  pointer('pointerup', screen, 350, 350);
  await settle();
  assert.deepEqual(arrangement(), { pages: [['b', 'c'], ['d']], dock: ['p', 'a', 'q', 'r'] });
  assert.equal(calls.filter((call) => call.startsWith('save')).length, saves);
  // Out of the dock onto the page's free space.
  pointer('pointerdown', icon('r'), 350, 350);
  pointer('pointermove', screen, 150, 150);
  clock.advance(150);
  pointer('pointerup', screen, 150, 150);
  await settle();
  assert.deepEqual(arrangement(), { pages: [['b', 'c', 'r'], ['d']], dock: ['p', 'a', 'q'] });
});

test('a drop the server refuses puts the icons back; a cancelled drag too', async () => {
  const { clock, pointer, screen, icon, arrangement, setServer } = setUp();
  setServer(false);
  pointer('pointerdown', icon('a'), 50, 50);
  pointer('pointermove', screen, 150, 50);
  clock.advance(150);
  pointer('pointerup', screen, 150, 50);
  await settle();
  assert.deepEqual(arrangement(), { pages: [['a', 'b', 'c'], ['d']], dock: ['p', 'q', 'r'] });
  pointer('pointerdown', icon('c'), 50, 150);
  pointer('pointermove', screen, 150, 50);
  clock.advance(150);
  assert.deepEqual(arrangement().pages[0], ['a', 'c', 'b'], 'c rests over b: it takes b’s place');
  pointer('pointercancel', screen, 150, 50);
  assert.deepEqual(arrangement().pages[0], ['a', 'b', 'c']);
  assert.ok(iconMoved(arrangement(), 'c', { page: 0, index: 0 }), 'still movable');
});
