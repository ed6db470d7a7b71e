// The phone fits the window, as Simulator's "Fit Screen" does: a window shorter than the drawn phone (an iPhone 15
// Pro Max is 932 pt tall: its dock fell below a 1440×1000 window) scales the phone down rather than cutting its
// dock off. A CSS transform, not `zoom`: the boxes the scripts read (getBoundingClientRect) and the pointer's
// coordinates are then both the window's, and only what the scripts *set* inside the phone (a lifted widget's or
// icon's position, a menu's) is converted to the phone's own pixels, by `fixedFrame` and `drawnScale`.

/** The smallest scale: below it the widgets' captions would be too small to read, and the page scrolls instead. */
export const MINIMUM_FIT = 0.7;

/** Room (px) kept below the phone for its caption ("Home Screen"), drawn 30 px under it. */
export const CAPTION_ROOM = 44;

/**
 * The scale that fits a phone `natural` px tall into `available` px: 1 when it fits, never below MINIMUM_FIT.
 * @param {number} available
 * @param {number} natural
 * @returns {number}
 */
export function deviceFit(available, natural) {
  if (!(natural > 0) || available >= natural) return 1;
  if (!(available > 0)) return MINIMUM_FIT;
  return Math.max(MINIMUM_FIT, Math.floor((available / natural) * 1000) / 1000);
}

/**
 * The scale an element is drawn at (its drawn width over its laid-out width): 1 for an element not laid out.
 * @param {HTMLElement} element
 */
export function drawnScale(element) {
  const width = element.offsetWidth;
  if (!width) return 1;
  const scale = element.getBoundingClientRect().width / width;
  return scale > 0 ? scale : 1;
}

/**
 * Where a `position: fixed` child of `element` measures its `left` and `top` from, in window pixels, and the scale
 * it is drawn at: the window (0, 0, 1), unless an ancestor is transformed or filtered (the scaled phone, the dock's
 * backdrop blur), which then holds it, in its own pixels.
 * @param {HTMLElement} element
 * @returns {{ left: number, top: number, scale: number }}
 */
export function fixedFrame(element) {
  const view = element.ownerDocument.defaultView;
  if (!view) return { left: 0, top: 0, scale: 1 };
  for (let node = element.parentElement; node !== null; node = /** @type {HTMLElement} */ (node).parentElement) {
    const style = view.getComputedStyle(node);
    /** @param {string} property */
    const set = (property) => !['', 'none', 'auto', 'normal'].includes(style.getPropertyValue(property));
    const holds = set('transform') || set('filter') || set('backdrop-filter') || set('-webkit-backdrop-filter')
      || set('perspective') || /transform|filter|perspective/.test(style.getPropertyValue('will-change'))
      || /paint|layout|strict|content/.test(style.getPropertyValue('contain'));
    if (!holds) continue;
    const rect = node.getBoundingClientRect();
    const scale = drawnScale(node);
    return { left: rect.left + node.clientLeft * scale, top: rect.top + node.clientTop * scale, scale };
  }
  return { left: 0, top: 0, scale: 1 };
}

/**
 * Scales the phones so that each fits between its top and the window's bottom (with room for its caption), or
 * draws them at their size. The space they leave is given back (negative margins), so the page does not scroll.
 * @param {HTMLElement[]} devices
 * @param {number} windowHeight
 * @param {boolean} enabled false in a phone-sized window, where the phone is drawn edge to edge and scrolls
 */
export function fitDevices(devices, windowHeight, enabled) {
  for (const device of devices) {
    for (const property of ['transform', 'transform-origin', 'margin-bottom', 'margin-left', 'margin-right']) {
      device.style.removeProperty(property);
    }
  }
  if (!enabled) return;
  const shown = devices.filter((device) => device.offsetHeight > 0);
  if (!shown.length) return;
  // One scale for both phones (the same model), from the topmost one's top: phones stacked in a narrow window
  // are not all shrunk to the floor, the page scrolls to the lower one.
  const scrollY = shown[0].ownerDocument.defaultView?.scrollY || 0;
  const top = Math.min(...shown.map((device) => device.getBoundingClientRect().top)) + scrollY;
  const fit = deviceFit(windowHeight - top - CAPTION_ROOM, Math.max(...shown.map((device) => device.offsetHeight)));
  if (fit === 1) return;
  for (const device of shown) {
    device.style.transform = `scale(${fit})`;
    device.style.transformOrigin = 'top center';
    device.style.marginBottom = `${-(1 - fit) * device.offsetHeight}px`;
    const side = `${-(1 - fit) * device.offsetWidth / 2}px`;
    device.style.marginLeft = side;
    device.style.marginRight = side;
  }
}
