// Pure text rules of the page: rolling digits, animation durations, clocks, dates, deep links and the
// page's strings (which the server gives the page, already in its language).

/**
 * One character of a numeric-text roll: the new character, the one it replaces, and whether it rolls.
 * @typedef {{ character: string, previous: string, rolls: boolean }} RollStep
 */

/**
 * How `oldText` rolls into `newText` (`.contentTransition(.numericText())`): characters are aligned at
 * the end (the ones digit under the ones digit), and those that differ roll up when the number grew,
 * down when it shrank.
 * @param {string} oldText
 * @param {string} newText
 * @returns {{ direction: 'up' | 'down', steps: RollStep[] }}
 */
export function rollPlan(oldText, newText) {
  const oldNumber = parseFloat(oldText.replace(/[^0-9.-]/g, ''));
  const newNumber = parseFloat(newText.replace(/[^0-9.-]/g, ''));
  const direction = !isNaN(oldNumber) && !isNaN(newNumber) && newNumber < oldNumber ? 'down' : 'up';
  const offset = oldText.length - newText.length;
  const steps = Array.from({ length: newText.length }, (_, index) => {
    const character = newText[index];
    const previous = oldText[index + offset] ?? '';
    return { character, previous, rolls: character !== previous };
  });
  return { direction, steps };
}

/**
 * The duration in seconds of a `data-animation` value such as `"easeInOut 0.35"`: its first number,
 * kept within 0.05…2 s; 0.35 s when it has none.
 * @param {string | undefined} animation
 * @returns {number}
 */
export function animationSeconds(animation) {
  const match = /([0-9]*\.?[0-9]+)/.exec(animation || '');
  return match ? Math.min(Math.max(parseFloat(match[1]), 0.05), 2) : 0.35;
}

/**
 * The status bar's and Lock Screen's time: 12-hour without AM/PM in English ("9:05"), 24-hour otherwise.
 * @param {Date} date
 * @param {string} locale
 * @returns {string}
 */
export function clockText(date, locale) {
  const hours = locale === 'en' ? ((date.getHours() + 11) % 12) + 1 : date.getHours();
  return `${hours}:${String(date.getMinutes()).padStart(2, '0')}`;
}

/**
 * The Lock Screen date's format: iOS shortens it when an inline widget shares its line.
 * @param {boolean} besideInlineWidget
 * @returns {Intl.DateTimeFormatOptions}
 */
export function lockDateOptions(besideInlineWidget) {
  return besideInlineWidget
    ? { weekday: 'short', day: 'numeric' }
    : { weekday: 'long', day: 'numeric', month: 'long' };
}

/**
 * A due date (`yyyy-MM-dd`, a calendar day without a time zone) as a short day and month.
 * @param {string} text
 * @param {string} locale
 * @returns {string}
 */
export function dueDateText(text, locale) {
  const [year, month, day] = text.split('-').map(Number);
  const date = new Date(year, month - 1, day);
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }).format(date);
}

/**
 * What a widget's link asks the app to do: `taskwidgets://task/<id>` opens that task,
 * `taskwidgets://add` the new-task form; any other URL just opens the app.
 * @param {string} url
 * @returns {{ action: 'task', id: string } | { action: 'add' } | { action: 'open' }}
 */
export function parseDeepLink(url) {
  const task = /^taskwidgets:\/\/task\/([0-9A-Fa-f-]{36})$/.exec(url);
  if (task) return { action: 'task', id: task[1].toLowerCase() };
  if (url === 'taskwidgets://add' || url.startsWith('taskwidgets://add?')) return { action: 'add' };
  return { action: 'open' };
}

/**
 * A page string in the page's language, with `{name}` placeholders filled in. The server sends every
 * string the script uses; a missing one is a bug, shown as its key so that it stands out.
 * @param {Record<string, string>} strings
 * @param {string} key
 * @param {Record<string, string>} [values]
 * @returns {string}
 */
export function localized(strings, key, values = {}) {
  const format = strings[key] ?? `[${key}]`;
  return format.replace(/\{([a-zA-Z]+)\}/g, (whole, name) => values[name] ?? whole);
}
