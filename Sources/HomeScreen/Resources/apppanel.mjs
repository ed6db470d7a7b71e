// The app panel (the Linux stand-in for the iOS app): the task list, adding, editing, checking off, moving and
// deleting tasks. The list builds only the rows in view (`tasklist.mjs`), keeps each row's elements while it
// stays in view, and changes only what changed, so focus stays where it is and 10,000 tasks scroll freely. After
// the first read it asks the server only for what changed since the version of the list it holds.
// Nothing typed is thrown away: a failed save keeps the form as it was, and the new task's draft outlives a
// reload of the page.
import { dueDateText, isOverdue, oneLine, shownTitle } from './text.mjs';
import {
  applyDelta, inSections, listChanges, listHeight, rowTop, sameTask, sectionPlace, taskKey, visibleRows,
} from './tasklist.mjs';

/** @typedef {import('./tasklist.mjs').ListTask} ListTask */
/** @typedef {{ value: string, title: string }} Choice */
/**
 * `GET /app/tasks`: the whole list, or what changed since the version the page sent (`ListDelta`).
 * @typedef {{ version?: string, tasks: ListTask[], priorities: Choice[] }
 *   | import('./tasklist.mjs').ListDelta} ListAnswer
 */
/**
 * What the panel needs from the page.
 * @typedef {object} PanelContext
 * @property {import('./connection.mjs').Connection} connection
 * @property {(key: string, values?: Record<string, string>) => string} t
 * @property {(error: unknown) => void} report shows a failure in words
 * @property {(message: string, undo: () => unknown) => void} offerUndo says what was removed, with Undo
 * @property {() => void} changed called after the panel changed the tasks (the widgets follow)
 * @property {string} locale
 * @property {number} titleMaxLength
 * @property {string} defaultPriority the form's priority until one is chosen, as everywhere else
 */

/** One collapsed row's height in px (`.task-item` in home.css). */
const ROW_HEIGHT = 56;
const DRAFT_KEY = 'taskwidgets.newTask';

/**
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {string} [className]
 * @returns {HTMLElementTagNameMap[K]}
 */
function element(tag, className) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  return node;
}

/** @param {Choice} choice */
function option(choice) {
  const node = element('option');
  node.value = choice.value;
  node.textContent = choice.title;
  return node;
}

export class AppPanel {
  /**
   * @param {HTMLElement} root the panel (`#app-panel`), which scrolls
   * @param {PanelContext} context
   */
  constructor(root, context) {
    this.root = root;
    this.context = context;
    this.list = /** @type {HTMLElement} */ (root.querySelector('#task-list'));
    this.form = /** @type {HTMLFormElement} */ (root.querySelector('#add-form'));
    this.title = /** @type {HTMLInputElement} */ (root.querySelector('#add-title'));
    this.priority = /** @type {HTMLSelectElement} */ (root.querySelector('#add-priority'));
    this.due = /** @type {HTMLInputElement} */ (root.querySelector('#add-due'));
    this.empty = /** @type {HTMLElement} */ (root.querySelector('#app-empty'));
    /** @type {ListTask[]} the list as shown: in sections, with a change's answer shown before it is read again */
    this.tasks = [];
    /** @type {ListTask[]} the server's list of `version`, exactly as sent (in its order): what deltas apply to */
    this.base = [];
    /** @type {string | null} the version of the list the page holds, as the server named it */
    this.version = null;
    /** whether `tasks` shows an answer that `base` does not have yet */
    this.ahead = false;
    /** @type {ListTask[] | null} the list `openTasks` was counted in */
    this.openCountOf = null;
    this.openTasks = 0;
    /** @type {Choice[]} */
    this.priorities = [];
    /** @type {Map<string, HTMLLIElement>} rows in the page, by task key */
    this.rows = new Map();
    /** @type {string | null} the task whose editor is open */
    this.editing = null;
    this.editorHeight = 150;
    const { t } = context;
    /** The sample tasks' English titles (SampleTasks.swift) and their words in the page's language. */
    this.sampleWords = new Map([
      ['Plan the week', t('Plan the week')], ['Call the dentist', t('Call the dentist')],
      ['Read a chapter', t('Read a chapter')], ['Water the plants', t('Water the plants')],
    ]);
    this.loaded = false;
    /** @type {Promise<void> | null} */
    this.loading = null;
    this.reloadAgain = false;
    let frame = 0;
    root.addEventListener('scroll', () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => this.render());
    }, { passive: true });
    this.form.addEventListener('submit', (event) => {
      event.preventDefault();
      this.add();
    });
    // A title is one line: pasted line breaks become spaces (the add form's and every editor's title).
    root.addEventListener('paste', (event) => {
      const field = event.target;
      if (!(field instanceof HTMLInputElement) || field.type !== 'text' || !event.clipboardData) return;
      const text = event.clipboardData.getData('text/plain');
      if (oneLine(text) === text) return;
      event.preventDefault();
      field.setRangeText(oneLine(text), field.selectionStart ?? field.value.length,
        field.selectionEnd ?? field.value.length, 'end');
      field.dispatchEvent(new Event('input', { bubbles: true }));
    });
    this.restoreDraft();
    for (const field of [this.title, this.priority, this.due]) {
      field.addEventListener('input', () => this.saveDraft());
    }
  }

  get isOpen() {
    return !this.root.classList.contains('closed');
  }

  /** Shows the panel and its tasks. */
  open() {
    this.root.classList.remove('closed');
    return this.reload();
  }

  /** @param {boolean} [open] */
  toggle(open = !this.isOpen) {
    this.root.classList.toggle('closed', !open);
    if (open) this.reload();
  }

  /** Reads the list again (one read at a time; a change meanwhile reads once more after it). */
  reload() {
    if (this.loading) {
      this.reloadAgain = true;
      return this.loading;
    }
    this.loading = (async () => {
      try {
        do {
          this.reloadAgain = false;
          await this.read();
        } while (this.reloadAgain);
      } catch (error) {
        this.context.report(error);
      } finally {
        this.loading = null;
      }
    })();
    return this.loading;
  }

  /**
   * Reads what changed since the version of the list the page holds; the whole list when it holds none (first
   * read, a restarted server forgot it) or when the delta does not fit the list the page has.
   */
  async read() {
    const { connection } = this.context;
    if (this.version !== null) {
      /** @type {ListAnswer} */
      const answer = await connection.request('GET', `/app/tasks?since=${encodeURIComponent(this.version)}`);
      if ('tasks' in answer) {
        this.showAll(answer);
        return;
      }
      const next = applyDelta(this.base, answer);
      if (next) {
        this.version = answer.version;
        if (next !== this.base || this.ahead) {
          this.base = next;
          this.show(next, this.priorities, answer.removed.map(taskKey));
        }
        return;
      }
    }
    this.showAll(await connection.request('GET', '/app/tasks'));
  }

  /**
   * Shows the whole list as the server sent it.
   * @param {ListAnswer} answer
   */
  showAll(answer) {
    if (!('tasks' in answer)) throw new Error('the server sent a delta for no version');
    this.version = answer.version ?? null;
    this.base = answer.tasks;
    this.show(answer.tasks, answer.priorities);
  }

  /**
   * Shows a new list: rows in view are filled again where their task changed (`fillRow` touches only what
   * differs), rows of tasks that are gone are removed.
   * @param {ListTask[]} tasks
   * @param {Choice[]} priorities
   * @param {string[]} [removed] the keys of the tasks that are gone, when known (else found by comparing)
   */
  show(tasks, priorities, removed) {
    if (priorities.length !== this.priorities.length) {
      const selected = this.priority.value;
      this.priority.replaceChildren(...priorities.map(option));
      if (selected) this.priority.value = selected;
      else this.priority.value = this.draftPriority || this.context.defaultPriority;
    }
    this.priorities = priorities;
    const sorted = inSections(tasks);
    const gone = removed ?? listChanges(this.tasks, sorted).removed;
    this.tasks = sorted;
    this.ahead = false;
    this.loaded = true;
    for (const key of gone) {
      this.rows.get(key)?.remove();
      this.rows.delete(key);
      if (this.editing === key) this.editing = null;
    }
    this.empty.hidden = tasks.length > 0;
    this.render();
  }

  /**
   * Replaces one task with what the server answered (a check-off shows before the list is read again).
   * @param {ListTask} task
   */
  update(task) {
    const key = taskKey(task.id);
    const index = this.tasks.findIndex((item) => taskKey(item.id) === key);
    if (index < 0 || sameTask(this.tasks[index], task)) return;
    this.tasks = inSections(this.tasks.map((item, at) => (at === index ? task : item)));
    this.ahead = true;
    this.render();
  }

  /** How many tasks are open: the first section's length (the list is in sections, `inSections`). */
  openCount() {
    if (this.openCountOf !== this.tasks) {
      this.openCountOf = this.tasks;
      this.openTasks = this.tasks.filter((task) => !task.isCompleted).length;
    }
    return this.openTasks;
  }

  /** The rows' geometry now. */
  geometry() {
    const index = this.editing ? this.tasks.findIndex((task) => taskKey(task.id) === this.editing) : -1;
    return {
      rowHeight: ROW_HEIGHT, count: this.tasks.length,
      extra: index >= 0 ? { index, height: this.editorHeight } : null,
    };
  }

  /** Builds the rows in view (and the focused and edited ones), places them, and removes the others. */
  render() {
    if (!this.isOpen || !this.loaded) return;
    const geometry = this.geometry();
    this.list.style.height = `${listHeight(geometry)}px`;
    const top = this.root.scrollTop - this.list.offsetTop;
    const [start, end] = visibleRows(geometry, top, this.root.clientHeight);
    const active = document.activeElement;
    /** @type {Set<string>} */
    const keep = new Set();
    const place = (/** @type {number} */ index) => {
      const task = this.tasks[index];
      const key = taskKey(task.id);
      keep.add(key);
      let row = this.rows.get(key);
      if (!row) {
        row = this.makeRow(task);
        this.rows.set(key, row);
        this.list.appendChild(row);
      }
      row.dataset.index = String(index);
      this.fillRow(row, task, index);
      row.style.transform = `translateY(${rowTop(geometry, index)}px)`;
      row.setAttribute('aria-posinset', String(index + 1));
      row.setAttribute('aria-setsize', String(this.tasks.length));
    };
    for (let index = start; index < end; index += 1) place(index);
    // The row with focus and the open editor stay in the page wherever they are.
    for (const [key, row] of this.rows) {
      if (keep.has(key)) continue;
      const index = this.tasks.findIndex((task) => taskKey(task.id) === key);
      if (index >= 0 && (key === this.editing || (active && row.contains(active)))) place(index);
      else {
        row.remove();
        this.rows.delete(key);
      }
    }
    const editor = this.editing ? this.rows.get(this.editing) : null;
    if (editor) {
      const height = Math.max(0, editor.offsetHeight - ROW_HEIGHT);
      if (Math.abs(height - this.editorHeight) > 1) {
        this.editorHeight = height;
        this.render();
      }
    }
  }

  /**
   * A new row for a task (its controls, without content: `fillRow` fills them).
   * @param {ListTask} task
   */
  makeRow(task) {
    const row = element('li', 'task-item');
    row.dataset.id = task.id;
    const line = element('div', 'task-row');
    const check = element('button', 'task-check');
    check.type = 'button';
    check.dataset.action = 'check';
    const text = element('span', 'task-text');
    const title = element('span', 'task-title');
    const meta = element('span', 'task-meta');
    text.append(title, meta);
    const actions = element('span', 'task-actions');
    const up = element('button');
    const down = element('button');
    const edit = element('button');
    up.type = down.type = edit.type = 'button';
    up.dataset.action = 'up';
    down.dataset.action = 'down';
    edit.dataset.action = 'edit';
    up.textContent = '↑';
    down.textContent = '↓';
    edit.textContent = '✎';
    actions.append(up, down, edit);
    line.append(check, text, actions);
    row.appendChild(line);
    row.addEventListener('click', (event) => {
      const clicked = event.target instanceof Element ? event.target : null;
      const target = clicked ? clicked.closest('button[data-action]') : null;
      // A click on the title edits the task, as ✎ does (by keyboard, ✎ is the way in).
      const action = target && row.contains(target) ? /** @type {HTMLElement} */ (target).dataset.action || ''
        : clicked && clicked.closest('.task-text') && !row.querySelector('.edit-form') ? 'edit' : '';
      if (!action) return;
      const current = this.tasks.find((item) => taskKey(item.id) === taskKey(row.dataset.id || ''));
      if (current) this.act(action, current, row);
    });
    return row;
  }

  /**
   * Puts a task's words, state and labels on its row; elements are only touched where they change.
   * @param {HTMLLIElement} row
   * @param {ListTask} task
   * @param {number} index
   */
  fillRow(row, task, index) {
    const { t, locale } = this.context;
    const set = (/** @type {HTMLElement} */ node, /** @type {string} */ name, /** @type {string} */ value) => {
      if (node.getAttribute(name) !== value) node.setAttribute(name, value);
    };
    row.classList.toggle('done', task.isCompleted);
    row.classList.toggle('editing', taskKey(task.id) === this.editing);
    const [check, up, down, edit] = ['check', 'up', 'down', 'edit']
      .map((action) => /** @type {HTMLButtonElement} */ (row.querySelector(`[data-action="${action}"]`)));
    const title = /** @type {HTMLElement} */ (row.querySelector('.task-title'));
    const shown = this.shownTitle(task);
    if (title.textContent !== shown) title.textContent = shown;
    set(title, 'title', shown);
    const values = { title: shown };
    set(check, 'aria-label', t(task.isCompleted ? 'Mark “{title}” as not done' : 'Mark “{title}” as done', values));
    set(up, 'aria-label', t('Move “{title}” up', values));
    set(down, 'aria-label', t('Move “{title}” down', values));
    set(edit, 'aria-label', t('Edit “{title}”', values));
    set(edit, 'aria-expanded', String(taskKey(task.id) === this.editing));
    for (const button of [up, down, edit]) set(button, 'title', button.getAttribute('aria-label') || '');
    const place = sectionPlace(this.openCount(), this.tasks.length, index);
    up.disabled = place.index === 0;
    down.disabled = place.index === place.count - 1;
    const meta = /** @type {HTMLElement} */ (row.querySelector('.task-meta'));
    const badges = [];
    const priority = this.priorities.find((choice) => choice.value === task.priority);
    if (priority && task.priority !== 'none') badges.push([priority.title, `priority-${task.priority}`]);
    if (task.dueDate) {
      // The widgets' words and colour (DueDateLabel.swift): "Today" or a short date, red once the day has passed.
      const now = new Date();
      const overdue = !task.isCompleted && isOverdue(task.dueDate, now);
      badges.push([dueDateText(task.dueDate, locale, now, t('Today')), overdue ? 'due overdue' : 'due']);
    }
    if (task.isSample) badges.push([t('Sample'), 'sample']);
    const signature = JSON.stringify(badges);
    if (meta.dataset.signature !== signature) {
      meta.dataset.signature = signature;
      meta.replaceChildren(...badges.map(([text, kind]) => {
        const badge = element('span', `badge ${kind}`);
        badge.textContent = text;
        return badge;
      }));
    }
    const editor = row.querySelector('.edit-form');
    if (taskKey(task.id) === this.editing) {
      if (!editor) row.appendChild(this.editForm(task, row));
    } else if (editor) {
      editor.remove();
    }
  }

  /**
   * Runs a row's button.
   * @param {string} action
   * @param {ListTask} task
   * @param {HTMLLIElement} row
   */
  act(action, task, row) {
    const path = `/app/tasks/${encodeURIComponent(task.id)}`;
    const index = sectionPlace(this.openCount(), this.tasks.length, Number(row.dataset.index)).index;
    if (action === 'check') {
      this.change(this.context.connection.request('PATCH', path, { isCompleted: !task.isCompleted }));
    } else if (action === 'up' || action === 'down') {
      this.change(this.context.connection.request('POST', `${path}/move`, { index: index + (action === 'up' ? -1 : 1) }));
    } else if (action === 'edit') {
      this.editing = this.editing === taskKey(task.id) ? null : taskKey(task.id);
      this.render();
      if (this.editing) /** @type {HTMLInputElement | null} */ (row.querySelector('.edit-form input'))?.focus();
    }
  }

  /**
   * Waits for a change, shows the task the server answered with, and reads the list again.
   * @param {Promise<ListTask | null>} request
   * @returns {Promise<boolean>} whether the change was made
   */
  async change(request) {
    try {
      const task = await request;
      if (task && typeof task === 'object' && 'id' in task) this.update(task);
    } catch (error) {
      this.context.report(error);
      return false;
    } finally {
      this.context.changed();
    }
    await this.reload();
    return true;
  }

  /**
   * The editor of a task: title, priority, due date; Delete, Cancel, Save.
   * @param {ListTask} task
   * @param {HTMLLIElement} row
   */
  editForm(task, row) {
    const { t } = this.context;
    const form = element('form', 'edit-form');
    const title = element('input');
    title.type = 'text';
    title.name = 'title';
    const shown = this.shownTitle(task);
    title.value = shown;
    title.maxLength = this.context.titleMaxLength;
    title.required = true;
    title.setAttribute('aria-label', t('Title'));
    const priority = element('select');
    priority.name = 'priority';
    priority.setAttribute('aria-label', t('Priority'));
    priority.append(...this.priorities.map(option));
    priority.value = task.priority;
    const due = element('input');
    due.type = 'date';
    due.name = 'dueDate';
    due.value = task.dueDate || '';
    due.setAttribute('aria-label', t('Due date'));
    const buttons = element('div', 'row');
    const path = `/app/tasks/${encodeURIComponent(task.id)}`;
    const remove = element('button', 'danger');
    remove.type = 'button';
    remove.textContent = t('Delete');
    remove.setAttribute('aria-label', t('Delete “{title}”', { title: shown }));
    remove.addEventListener('click', async () => {
      const at = Number(row.dataset.index);
      const place = sectionPlace(this.openCount(), this.tasks.length, at);
      if (!(await this.change(this.context.connection.request('DELETE', path)))) return;
      this.closeEditor(null);
      this.focusRow(Math.min(at, this.tasks.length - 1));
      this.context.offerUndo(t('Deleted “{title}”', { title: shown }), () => this.restore(task, place.index));
    });
    const cancel = element('button', 'secondary');
    cancel.type = 'button';
    cancel.textContent = t('Cancel');
    cancel.addEventListener('click', () => this.closeEditor(row));
    const save = element('button', 'primary');
    save.type = 'submit';
    save.textContent = t('Save');
    buttons.append(remove, cancel, save);
    form.append(title, priority, due, buttons);
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      // A sample's title, shown in the page's language, stays as stored unless the person changed it.
      const change = {
        title: title.value === shown ? task.title : title.value, priority: priority.value, dueDate: due.value || null,
      };
      // The form stays open, as typed, until the change is made.
      if (await this.change(this.context.connection.request('PATCH', path, change))) this.closeEditor(row);
    });
    form.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      this.closeEditor(row);
    });
    return form;
  }

  /**
   * A task's title as the panel shows it (a sample's in the page's language).
   * @param {ListTask} task
   * @returns {string}
   */
  shownTitle(task) {
    return shownTitle(task.title, this.sampleWords);
  }

  /**
   * Closes the open editor; focus goes back to its row's Edit button.
   * @param {HTMLLIElement | null} row
   */
  closeEditor(row) {
    this.editing = null;
    this.render();
    if (row && row.isConnected) /** @type {HTMLElement | null} */ (row.querySelector('[data-action="edit"]'))?.focus();
  }

  /**
   * Makes a deleted task again (Undo): its title, priority, due date and state, at its place in its section.
   * It is a new task, with a new id.
   * @param {ListTask} task
   * @param {number} index its place among the tasks of its section (open or done)
   */
  async restore(task, index) {
    const { connection } = this.context;
    try {
      /** @type {ListTask} */
      const made = await connection.request('POST', '/app/tasks', {
        title: task.title, priority: task.priority, dueDate: task.dueDate || null,
      });
      const path = `/app/tasks/${encodeURIComponent(made.id)}`;
      if (task.isCompleted) await connection.request('PATCH', path, { isCompleted: true });
      await connection.request('POST', `${path}/move`, { index });
      this.context.changed();
      await this.reload();
      this.reveal(made.id, { flash: true });
      this.focusRow(this.tasks.findIndex((item) => taskKey(item.id) === taskKey(made.id)));
    } catch (error) {
      this.context.report(error);
    }
  }

  /**
   * Moves focus to the check button of the row at `index` (a neighbour of a deleted task), once drawn.
   * @param {number} index
   */
  focusRow(index) {
    if (index < 0) return;
    this.render();
    const button = this.list.querySelector(`.task-item[data-index="${index}"] .task-check`);
    if (button instanceof HTMLElement) button.focus({ preventScroll: false });
  }

  /**
   * Adds the task of the form. The form is emptied only once the task exists, and only of what was sent:
   * whatever was typed meanwhile (the server may have been away for a while) stays.
   */
  async add() {
    const payload = {
      title: this.title.value, priority: this.priority.value || 'none', dueDate: this.due.value || null,
    };
    try {
      /** @type {ListTask} */
      const task = await this.context.connection.request('POST', '/app/tasks', payload);
      if (this.title.value === payload.title) this.title.value = '';
      if (this.due.value === (payload.dueDate || '')) this.due.value = '';
      this.saveDraft();
      this.context.changed();
      await this.reload();
      this.reveal(task.id, { flash: true });
    } catch (error) {
      this.context.report(error);
    }
  }

  /**
   * Scrolls a task into view, draws it, and marks it (a deep link, a new task where it landed).
   * @param {string} id
   * @param {{ flash?: boolean, edit?: boolean }} [options]
   */
  reveal(id, options = {}) {
    const key = taskKey(id);
    const index = this.tasks.findIndex((task) => taskKey(task.id) === key);
    if (index < 0) return false;
    if (options.edit) this.editing = key;
    const geometry = this.geometry();
    const top = this.list.offsetTop + rowTop(geometry, index);
    const viewTop = this.root.scrollTop;
    if (top < viewTop || top + ROW_HEIGHT > viewTop + this.root.clientHeight) {
      this.root.scrollTop = Math.max(0, top - this.root.clientHeight / 3);
    }
    this.render();
    const row = this.rows.get(key);
    if (!row) return false;
    row.classList.add('highlight');
    if (options.flash) setTimeout(() => row.classList.remove('highlight'), 1500);
    if (options.edit) /** @type {HTMLInputElement | null} */ (row.querySelector('.edit-form input'))?.focus();
    return true;
  }

  /**
   * Opens the panel at a task, with its editor open.
   * @param {string} id
   */
  async openTask(id) {
    await this.open();
    this.reveal(id, { edit: true });
  }

  /** Opens the panel with the new task's title field in focus. */
  async openAdd() {
    await this.open();
    this.form.classList.add('highlight');
    setTimeout(() => this.form.classList.remove('highlight'), 1500);
    this.title.focus();
  }

  /** Keeps what is typed into the new task's form for this tab, so a reload of the page keeps it too. */
  saveDraft() {
    try {
      const draft = { title: this.title.value, priority: this.priority.value, dueDate: this.due.value };
      if (draft.title || draft.dueDate) sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
      else sessionStorage.removeItem(DRAFT_KEY);
    } catch (error) {
      // Storage may be off; the draft then lives as long as the page.
    }
  }

  restoreDraft() {
    /** @type {string | null} */
    this.draftPriority = null;
    try {
      const draft = JSON.parse(sessionStorage.getItem(DRAFT_KEY) || 'null');
      if (!draft) return;
      this.title.value = String(draft.title || '');
      this.due.value = String(draft.dueDate || '');
      this.draftPriority = draft.priority ? String(draft.priority) : null;
    } catch (error) {
      // Nothing kept.
    }
  }
}
