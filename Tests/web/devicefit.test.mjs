import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

import { CAPTION_ROOM, deviceFit, drawnScale, fitDevices, fixedFrame, MINIMUM_FIT } from '../../Sources/HomeScreen/Resources/devicefit.mjs';

// Debian's node-jsdom is a CommonJS module in /usr/share/nodejs (scripts/test sets NODE_PATH).
const { JSDOM } = createRequire(import.meta.url)('jsdom');

test('a phone that fits is drawn at its size; a taller one is scaled down to fit, down to a floor', () => {
  assert.equal(deviceFit(1020, 876), 1);
  assert.equal(deviceFit(876, 876), 1);
  // An iPhone 15 Pro Max (932 pt + the frame) in a 1000 px window below the toolbar.
  assert.equal(deviceFit(876, 956), 0.916);
  assert.ok(deviceFit(876, 956) * 956 <= 876);
  assert.equal(deviceFit(300, 956), MINIMUM_FIT);
  assert.equal(deviceFit(-20, 956), MINIMUM_FIT);
  assert.equal(deviceFit(500, 0), 1);
  assert.equal(deviceFit(500, Number.NaN), 1);
});

/**
 * A page with two phones 956 px tall whose tops are 120 px down, and a dock with a backdrop blur in one.
 * `scale` is what the fake layout draws the home phone at.
 */
function setUp() {
  const { window } = new JSDOM(`<!doctype html><body><figure class="device" id="lock"></figure>
<figure class="device" id="home"><div class="screen"><div class="dock" id="dock">
<div id="icon"></div></div><div id="plain"><div id="lifted"></div></div></div></figure></body>`);
  const document = /** @type {Document} */ (window.document);
  const element = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));
  for (const id of ['lock', 'home']) {
    const device = element(id);
    Object.defineProperty(device, 'offsetHeight', { get: () => 956 });
    Object.defineProperty(device, 'offsetWidth', { get: () => 454 });
    device.getBoundingClientRect = () => {
      const scale = Number(/scale\((.*)\)/.exec(device.style.transform)?.[1] || 1);
      return /** @type {DOMRect} */ ({ left: 100, top: 120, width: 454 * scale, height: 956 * scale });
    };
  }
  return { window, element };
}

test('the phones are scaled together to fit below their top, their space given back, and drawn whole again', () => {
  const { element } = setUp();
  const phones = [element('lock'), element('home')];
  fitDevices(phones, 857, true);
  const fit = deviceFit(857 - 120 - CAPTION_ROOM, 956);
  assert.ok(fit < 1 && fit > MINIMUM_FIT);
  for (const phone of phones) {
    assert.equal(phone.style.transform, `scale(${fit})`);
    assert.equal(phone.style.transformOrigin, 'top center');
    assert.equal(phone.style.marginBottom, `${-(1 - fit) * 956}px`);
    assert.equal(phone.style.marginLeft, `${-(1 - fit) * 454 / 2}px`);
  }
  assert.ok(120 + 956 * fit + CAPTION_ROOM <= 857, 'the phone and its caption fit the window');
  fitDevices(phones, 1400, true);
  assert.deepEqual(phones.map((phone) => phone.style.transform), ['', ''], 'a tall window draws them at their size');
  fitDevices(phones, 857, false);
  assert.deepEqual(phones.map((phone) => phone.style.marginBottom), ['', ''], 'a phone-sized window: edge to edge');
});

test('a fixed element is placed in the window, or in the scaled phone or the blurred dock that holds it', () => {
  const { window, element } = setUp();
  // jsdom's styles know no backdrop-filter: the dock's blur (home.css) is what the browser would compute.
  const computed = window.getComputedStyle.bind(window);
  window.getComputedStyle = (/** @type {Element} */ node) => (node.id === 'dock'
    ? /** @type {CSSStyleDeclaration} */ (/** @type {unknown} */ ({
      getPropertyValue: (/** @type {string} */ name) => (name === 'backdrop-filter' ? 'blur(30px)' : ''),
    }))
    : computed(node));
  assert.deepEqual(fixedFrame(element('lifted')), { left: 0, top: 0, scale: 1 });
  fitDevices([element('home')], 857, true);
  const scale = drawnScale(element('home'));
  assert.ok(scale < 1);
  assert.deepEqual(fixedFrame(element('lifted')), { left: 100, top: 120, scale });
  const dock = element('dock');
  Object.defineProperty(dock, 'offsetWidth', { get: () => 400 });
  dock.getBoundingClientRect = () => /** @type {DOMRect} */ ({ left: 130, top: 800, width: 400 * scale, height: 90 });
  const inDock = fixedFrame(element('icon'));
  assert.deepEqual([inDock.left, inDock.top], [130, 800]);
  assert.ok(Math.abs(inDock.scale - scale) < 1e-9);
});
