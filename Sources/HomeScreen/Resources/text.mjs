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
 * The Lock Screen's date as iOS writes it: weekday, day and month in full ("Tuesday, December 1"), or, when an
 * inline widget shares its line, the short weekday and the day in the language's own order (`shortPattern`,
 * the catalog's "{weekday} {day}": "Tue 1", "Di. 1.", "1日(火)"), where ICU would write "1 Tue".
 * The server writes the same (`HomePage.lockDate`).
 * @param {Date} date
 * @param {string} locale
 * @param {boolean} besideInlineWidget
 * @param {string} shortPattern
 * @returns {string}
 */
export function lockDateText(date, locale, besideInlineWidget, shortPattern) {
  if (!besideInlineWidget) {
    return new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long' }).format(date);
  }
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short' }).format(date);
  return localized({ pattern: shortPattern }, 'pattern', { weekday, day: String(date.getDate()) });
}

/** What ends a sample task's stored title (SampleTasks.swift). */
export const SAMPLE_MARKER = ' (sample)';

/**
 * A task's title as the app panel shows it: a sample task's (stored in English with the marker, SampleTasks.swift)
 * in the page's language, from `words` (English title → the page's), without the marker (its badge says it);
 * any other title, a renamed sample's too, as typed.
 * @param {string} title
 * @param {Map<string, string>} words
 * @returns {string}
 */
export function shownTitle(title, words) {
  if (!title.endsWith(SAMPLE_MARKER)) return title;
  return words.get(title.slice(0, -SAMPLE_MARKER.length)) ?? title;
}

/**
 * The calendar day of a due date (`yyyy-MM-dd`, a day without a time zone) as a local midnight.
 * @param {string} text
 * @returns {Date}
 */
function dueDay(text) {
  const [year, month, day] = text.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/**
 * A due date (`yyyy-MM-dd`) in the widgets' words (DueDateLabel.swift): `today` (already in the page's language)
 * for that day, else a short day and month.
 * @param {string} text
 * @param {string} locale
 * @param {Date} [now]
 * @param {string} [today]
 * @returns {string}
 */
export function dueDateText(text, locale, now, today) {
  const date = dueDay(text);
  if (now && today && date.getTime() === startOfDay(now).getTime()) return today;
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }).format(date);
}

/**
 * Whether a task due on `text` (`yyyy-MM-dd`) is overdue at `now`: its day has passed. As in the widgets, a done
 * task is never overdue; the caller asks only for open ones.
 * @param {string} text
 * @param {Date} now
 * @returns {boolean}
 */
export function isOverdue(text, now) {
  return dueDay(text).getTime() < startOfDay(now).getTime();
}

/**
 * Local midnight of `date`'s day.
 * @param {Date} date
 * @returns {Date}
 */
function startOfDay(date) {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/**
 * What a failed request says to a person: a key of the page's String Catalog (with its values) for the
 * server's answer. The server's messages are short and stable (API.md); those that are not listed here get
 * a general sentence by status, never the raw text.
 * @param {number} status the HTTP status; 0 when the server could not be reached
 * @param {string} message the server's one-line message
 * @returns {{ key: string, values?: Record<string, string> }}
 */
export function errorKey(status, message) {
  const limit = /at most (\d+)/.exec(message);
  if (status === 0 && message === 'not sent') return { key: 'Nothing was changed: the server can’t be reached.' };
  if (status === 0) return { key: 'The server can’t be reached.' };
  if (/^the title is empty/.test(message)) return { key: 'Enter a title.' };
  if (/^the title (has|takes)/.test(message)) {
    return { key: 'The title is too long (at most {count} characters).', values: { count: limit ? limit[1] : '500' } };
  }
  if (/^the title contains/.test(message)) return { key: 'The title contains a character that can’t be used.' };
  if (/^bad (due )?date/.test(message)) return { key: 'That date doesn’t exist.' };
  if (message === 'unknown widget') return { key: 'This widget is no longer on the Home Screen.' };
  if (status === 404) return { key: 'This task no longer exists.' };
  if (status === 413) return { key: 'That’s too much text.' };
  // The screens' limits (ScreenLimits.swift): the message is the page's own sentence.
  if (message === 'The Lock Screen has room for one inline widget.') {
    return { key: 'The Lock Screen has room for one inline widget.' };
  }
  if (message === 'The Lock Screen has room for four small widgets or two rectangular ones.') {
    return { key: 'The Lock Screen has room for four small widgets or two rectangular ones.' };
  }
  if (message === 'The Home Screen is full: it has 15 pages.') return { key: 'The Home Screen is full: it has 15 pages.' };
  if (message === 'The dock has room for four apps.') return { key: 'The dock has room for four apps.' };
  // Smart Stacks (LiveLayout+Stacks.swift).
  if (message === 'A stack holds at most 10 widgets.') return { key: 'A stack holds at most 10 widgets.' };
  if (message === 'a stack holds widgets of one size') return { key: 'Only widgets of the same size can be stacked.' };
  if (status === 409 || /^(the system|the Lock Screen|the Home Screen)/.test(message)) {
    return { key: 'There’s no room for this widget.' };
  }
  if (status === 507) return { key: 'The change couldn’t be saved: the disk is full.' };
  if (status === 403 && /read-only/.test(message)) return { key: 'The tasks are read-only, so nothing was changed.' };
  if (status === 503) return { key: 'The tasks are busy. Try again in a moment.' };
  if (/^intent failed|^the intent/.test(message)) return { key: 'The widget couldn’t do that. Try again.' };
  if (status >= 500) return { key: 'Something went wrong. Try again.' };
  return { key: 'That didn’t work. Try again.' };
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

/**
 * How long ago `date` was, relative to `now`, in the page's language ("now", "5 minutes ago", "yesterday").
 * @param {Date} date
 * @param {Date} now
 * @param {string} locale
 * @returns {string}
 */
export function relativeTime(date, now, locale) {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const ago = Math.abs(seconds);
  if (isNaN(seconds) || ago < 45) return format.format(0, 'second');
  if (ago < 3600) return format.format(Math.round(seconds / 60), 'minute');
  if (ago < 86400) return format.format(Math.round(seconds / 3600), 'hour');
  return format.format(Math.round(seconds / 86400), 'day');
}

/**
 * Pasted text as one line of a title: each run of line breaks and tabs becomes one space, so "line1\nline2"
 * does not arrive as "line1line2" (a one-line field drops the breaks without a space).
 * @param {string} text
 */
export function oneLine(text) {
  return text.replace(/[\r\n\t\v\f\u2028\u2029]+/g, ' ');
}
