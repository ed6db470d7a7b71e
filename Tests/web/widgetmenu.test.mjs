import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

import { LongPress, menuPosition, opensMenu, WidgetMenu } from '../../Sources/HomeScreen/Resources/widgetmenu.mjs';
import { FakeClock } from './fakeclock.mjs';

// Debian's node-jsdom is a CommonJS module in /usr/share/nodejs (scripts/test sets NODE_PATH).
const { JSDOM } = createRequire(import.meta.url)('jsdom');

test('a pointer held 500 ms is a long press, and the click its release sends taps nothing', () => {
  const clock = new FakeClock();
  /** @type {unknown[]} */
  const pressed = [];
  const target = /** @type {HTMLElement} */ (/** @type {unknown} */ ({ id: 'slot' }));
  const press = new LongPress({ clock, onLongPress: (slot) => pressed.push(slot) });
  press.down(target, 1, 100, 100);
  clock.advance(499);
  assert.deepEqual(pressed, []);
  press.move(1, 106, 106); // within the slop: still a press
  clock.advance(1);
  assert.deepEqual(pressed, [target]);
  press.up();
  assert.equal(press.takeClick(), true, 'the release click is swallowed');
  assert.equal(press.takeClick(), false, 'once');
  // A release that sends no click (it ended off the widget) swallows no later click either.
  press.down(target, 1, 100, 100);
  clock.advance(500);
  press.up();
  clock.advance(0);
  assert.equal(press.takeClick(), false);
});

test('a short press is a tap, and a press that moves is a drag or a scroll: no menu', () => {
  const clock = new FakeClock();
  let pressed = 0;
  const target = /** @type {HTMLElement} */ (/** @type {unknown} */ ({}));
  const press = new LongPress({ clock, onLongPress: () => { pressed += 1; } });
  press.down(target, 1, 0, 0);
  clock.advance(300);
  press.up();
  clock.advance(1000);
  assert.equal(pressed, 0);
  assert.equal(press.takeClick(), false, 'a tap is clicked');
  press.down(target, 2, 0, 0);
  press.move(3, 50, 0); // another pointer does not count
  press.move(2, 11, 0);
  clock.advance(1000);
  assert.equal(pressed, 0);
});

test('the menu goes below its widget, else above it, inside the screen', () => {
  const screen = { width: 393, height: 852 };
  const menu = { width: 250, height: 132 };
  assert.deepEqual(menuPosition({ left: 20, top: 70, bottom: 240 }, menu, screen), { left: 20, top: 250 });
  assert.deepEqual(menuPosition({ left: 200, top: 600, bottom: 770 }, menu, screen), { left: 131, top: 458 });
  assert.deepEqual(menuPosition({ left: 0, top: 60, bottom: 800 }, menu, screen), { left: 12, top: 708 });
});

test('Shift+F10 and the context-menu key open the menu', () => {
  /** @param {object} init */
  const key = (init) => /** @type {KeyboardEvent} */ (/** @type {unknown} */ ({ shiftKey: false, ...init }));
  assert.equal(opensMenu(key({ key: 'F10', shiftKey: true })), true);
  assert.equal(opensMenu(key({ key: 'ContextMenu' })), true);
  assert.equal(opensMenu(key({ key: 'F10' })), false);
});

/**
 * The page's menu and alert (as `HomePage.widgetMenu` draws them) over jsdom, with a widget of each kind.
 * @param {{ editing?: boolean }} [options]
 */
function setUp(options = {}) {
  const { window } = new JSDOM(`<!doctype html><body><header id="toolbar"><button>Settings</button></header>
<div class="screen" id="screen">
<div class="widget-slot" id="plain" aria-label="Tasks (medium)" data-configurable="false">
<div class="slot-frame"><button id="row">Buy milk</button></div></div>
<div class="widget-slot" id="custom" aria-label="Custom Tasks (large)" data-configurable="true">
<div class="slot-frame"><div>no controls</div></div></div>
</div>
<div id="widget-menu-layer" hidden></div>
<div id="widget-menu" role="menu" hidden><button role="menuitem" id="menu-edit-widget">Edit Widget</button>
<button role="menuitem" id="menu-edit-home">Edit Home Screen</button>
<button role="menuitem" id="menu-remove">Remove Widget…</button></div>
<section id="remove-alert" hidden role="alertdialog"><h2 id="remove-alert-title"></h2>
<button id="remove-alert-cancel">Cancel</button><button id="remove-alert-confirm">Remove</button></section>
</body>`);
  const document = /** @type {Document} */ (window.document);
  // The alert is a ModalSheet (dialogs.mjs), which asks the page's HTMLElement, as its own tests give it.
  Object.assign(globalThis, { HTMLElement: window.HTMLElement, KeyboardEvent: window.KeyboardEvent });
  /** @param {string} id */
  const element = (id) => /** @type {HTMLElement} */ (document.getElementById(id));
  /** @type {string[]} */
  const calls = [];
  const menu = new WidgetMenu({
    menu: element('widget-menu'), layer: element('widget-menu-layer'), editWidget: element('menu-edit-widget'),
    editHome: element('menu-edit-home'), remove: element('menu-remove'), alert: element('remove-alert'),
    alertTitle: element('remove-alert-title'), cancel: element('remove-alert-cancel'),
    confirm: element('remove-alert-confirm'),
  }, {
    editWidget: (slot) => calls.push(`edit ${slot.id}`),
    editHomeScreen: () => calls.push('edit home'),
    remove: (slot) => calls.push(`remove ${slot.id}`),
    isEditing: () => !!options.editing,
  }, (key, values = {}) => key.replace(/\{(\w+)\}/g, (_, name) => values[name]));
  /** @param {string} key */
  const press = (key) => document.activeElement?.dispatchEvent(
    new window.KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  const visible = () => menu.items().map((item) => item.id);
  return { window, document, element, menu, calls, press, visible };
}

test('the menu names its widget, offers what the widget has, and moves with the arrow keys', () => {
  const { document, element, menu, press, visible } = setUp();
  element('row').focus();
  menu.open(element('plain'));
  assert.equal(element('widget-menu').hidden, false);
  assert.equal(element('widget-menu-layer').hidden, false);
  assert.equal(element('widget-menu').getAttribute('aria-label'), 'Tasks (medium)');
  assert.ok(element('plain').classList.contains('menu-target'));
  assert.deepEqual(visible(), ['menu-edit-home', 'menu-remove'], 'no Edit Widget without options');
  assert.equal(document.activeElement?.id, 'menu-edit-home');
  press('ArrowDown');
  assert.equal(document.activeElement?.id, 'menu-remove');
  press('ArrowDown');
  assert.equal(document.activeElement?.id, 'menu-edit-home', 'round the end');
  press('End');
  assert.equal(document.activeElement?.id, 'menu-remove');
  press('Escape');
  assert.equal(element('widget-menu').hidden, true);
  assert.equal(element('widget-menu-layer').hidden, true);
  assert.ok(!element('plain').classList.contains('menu-target'));
  assert.equal(document.activeElement?.id, 'row', 'focus back where it was');
});

test('a configurable widget has Edit Widget; in edit mode there is no Edit Home Screen', () => {
  const { element, menu, calls, visible } = setUp({ editing: true });
  menu.open(element('custom'));
  assert.deepEqual(visible(), ['menu-edit-widget', 'menu-remove']);
  element('menu-edit-widget').click();
  assert.deepEqual(calls, ['edit custom']);
  assert.equal(element('widget-menu').hidden, true);
});

test('a widget without controls gets focus itself when its menu closes, so a sheet gives it back there', () => {
  const { document, element, menu, calls } = setUp();
  menu.open(element('custom'));
  element('menu-edit-home').click();
  assert.deepEqual(calls, ['edit home']);
  assert.equal(document.activeElement?.id, 'custom');
  assert.equal(element('custom').tabIndex, -1, 'focusable, but not a Tab stop');
});

test('Remove Widget… asks first: Cancel keeps the widget, Remove removes it', () => {
  const { document, element, menu, calls, press } = setUp();
  element('row').focus();
  menu.open(element('plain'));
  element('menu-remove').click();
  assert.equal(element('widget-menu').hidden, true);
  assert.equal(element('remove-alert').hidden, false);
  assert.equal(element('remove-alert-title').textContent, 'Remove “Tasks (medium)”?');
  assert.equal(document.activeElement?.id, 'remove-alert-cancel');
  assert.equal(element('toolbar').inert, true, 'the rest of the page is inert');
  element('remove-alert-cancel').click();
  assert.equal(element('remove-alert').hidden, true);
  assert.deepEqual(calls, []);
  assert.equal(document.activeElement?.id, 'row');
  menu.open(element('plain'));
  element('menu-remove').click();
  press('Escape');
  assert.equal(element('remove-alert').hidden, true);
  assert.deepEqual(calls, [], 'Esc cancels');
  menu.open(element('plain'));
  element('menu-remove').click();
  element('remove-alert-confirm').click();
  assert.equal(element('remove-alert').hidden, true);
  assert.deepEqual(calls, ['remove plain']);
});

test('a click beside the menu or Tab closes it', () => {
  const { document, element, menu, press } = setUp();
  element('row').focus();
  menu.open(element('plain'));
  element('widget-menu-layer').click();
  assert.equal(menu.isOpen, false);
  menu.open(element('plain'));
  press('Tab');
  assert.equal(menu.isOpen, false);
  assert.equal(document.activeElement?.id, 'row');
});
