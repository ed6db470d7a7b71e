// The page's script (`/assets/home.js`): taps, transitions, live updates, gallery, Edit Widget, app panel.
// No HTML is built from text here: text goes in with textContent; only server-escaped HTML uses innerHTML.
enum HomeJS {
    static let text = #"""
        'use strict';
        (() => {
          const body = document.body;
          const token = document.querySelector('meta[name="taskwidgets-token"]').content;
          const device = body.dataset.device;
          const locale = body.dataset.locale;
          const settingsQuery = new URLSearchParams({ device, scheme: body.dataset.scheme, locale }).toString();
          let version = Number(body.dataset.version) || 0;
          const lastHTML = new Map();
          const $ = (id) => document.getElementById(id);
          const SIZES = {
            'iphone-15-pro': { systemSmall: [158, 158], systemMedium: [338, 158], systemLarge: [338, 354],
              accessoryCircular: [72, 72], accessoryRectangular: [160, 72], accessoryInline: [234, 26] },
            'iphone-15-pro-max': { systemSmall: [170, 170], systemMedium: [364, 170], systemLarge: [364, 382],
              accessoryCircular: [76, 76], accessoryRectangular: [172, 76], accessoryInline: [257, 26] },
          };
          const FAMILY_NAMES = { systemSmall: 'Small', systemMedium: 'Medium', systemLarge: 'Large',
            accessoryCircular: 'Circular', accessoryRectangular: 'Rectangular', accessoryInline: 'Inline' };
          const CELLS = { systemSmall: [2, 2], systemMedium: [4, 2], systemLarge: [4, 4] };
          const ROWS_PER_PAGE = 6;

          // ---- HTTP ----
          async function api(method, path, payload) {
            const url = path + (path.includes('?') ? '&' : '?') + settingsQuery;
            const init = { method, cache: 'no-store', credentials: 'same-origin', headers: {} };
            if (method !== 'GET') init.headers['X-TaskWidgets-Token'] = token;
            if (payload !== undefined) {
              init.headers['Content-Type'] = 'application/json';
              init.body = JSON.stringify(payload);
            }
            const response = await fetch(url, init);
            if (!response.ok) throw new Error((await response.text()).trim() || `HTTP ${response.status}`);
            if (response.status === 204) return null;
            const type = response.headers.get('Content-Type') || '';
            return type.startsWith('application/json') ? response.json() : response.text();
          }

          let toastTimer = 0;
          function toast(message) {
            const element = $('toast');
            element.textContent = message;
            element.hidden = false;
            clearTimeout(toastTimer);
            toastTimer = setTimeout(() => { element.hidden = true; }, 3000);
          }

          // ---- Widgets: in-place updates with the recorded transitions ----
          const slotFor = (instance) =>
            [...document.querySelectorAll('.widget-slot[data-instance]')].find((s) => s.dataset.instance === instance);
          const contentOf = (slot) => slot.querySelector('.slot-frame');

          function keyed(root, selector) {
            const map = new Map();
            root.querySelectorAll(selector).forEach((element, index) => {
              map.set(element.dataset.id ? `id:${element.dataset.id}` : `#${index}`, element);
            });
            return map;
          }

          function relativeRect(element, container) {
            const a = element.getBoundingClientRect();
            const b = container.getBoundingClientRect();
            return { left: a.left - b.left, top: a.top - b.top, width: a.width, height: a.height };
          }

          const ANIMATED = ['backgroundColor', 'color', 'opacity', 'transform', 'borderColor', 'fill'];

          function snapshot(content) {
            const transitions = new Map();
            keyed(content, '[data-content-transition]').forEach((element, key) => {
              const style = getComputedStyle(element);
              transitions.set(key, {
                html: element.innerHTML, text: element.textContent, rect: relativeRect(element, content),
                clone: element.cloneNode(true),
                font: { color: style.color, font: style.font, letterSpacing: style.letterSpacing, fill: style.fill } });
            });
            const animations = new Map();
            keyed(content, '[data-animation]').forEach((element, key) => {
              const style = getComputedStyle(element);
              animations.set(key, Object.fromEntries(ANIMATED.map((name) => [name, style[name]])));
            });
            return { transitions, animations };
          }

          function overlay(content, old, className) {
            const clone = old.clone;
            clone.removeAttribute('data-id');
            clone.classList.add('tw-overlay', className);
            Object.assign(clone.style, {
              left: `${old.rect.left}px`, top: `${old.rect.top}px`, width: `${old.rect.width}px`,
              height: `${old.rect.height}px`, color: old.font.color, font: old.font.font,
              letterSpacing: old.font.letterSpacing,
            });
            content.appendChild(clone);
            setTimeout(() => clone.remove(), 450);
          }

          function rollDigits(element, oldText) {
            const newText = element.textContent;
            if (element.children.length > 0) return false;
            const oldNumber = parseFloat(oldText.replace(/[^0-9.-]/g, ''));
            const newNumber = parseFloat(newText.replace(/[^0-9.-]/g, ''));
            const direction = !isNaN(oldNumber) && !isNaN(newNumber) && newNumber < oldNumber ? 'down' : 'up';
            const fragment = document.createDocumentFragment();
            const offset = oldText.length - newText.length;
            for (let index = 0; index < newText.length; index += 1) {
              const character = newText[index];
              const previous = oldText[index + offset] ?? '';
              if (character === previous) {
                fragment.appendChild(document.createTextNode(character));
                continue;
              }
              const roll = document.createElement('span');
              roll.className = `tw-roll ${direction}`;
              const incoming = document.createElement('span');
              incoming.className = 'tw-new';
              incoming.textContent = character;
              const outgoing = document.createElement('span');
              outgoing.className = 'tw-old';
              outgoing.textContent = previous;
              roll.append(incoming, outgoing);
              fragment.appendChild(roll);
            }
            element.replaceChildren(fragment);
            setTimeout(() => { if (element.isConnected) element.textContent = newText; }, 500);
            return true;
          }

          function animateStyles(element, oldStyles) {
            const style = getComputedStyle(element);
            const changed = ANIMATED.filter((name) => style[name] !== oldStyles[name]);
            if (changed.length === 0) return;
            const match = /([0-9]*\.?[0-9]+)/.exec(element.dataset.animation || '');
            const seconds = match ? Math.min(Math.max(parseFloat(match[1]), 0.05), 2) : 0.35;
            const inline = Object.fromEntries(changed.map((name) => [name, element.style[name]]));
            changed.forEach((name) => { element.style[name] = oldStyles[name]; });
            void element.offsetWidth;
            element.style.transitionDuration = `${seconds}s`;
            element.classList.add('tw-animating');
            changed.forEach((name) => { element.style[name] = inline[name]; });
            setTimeout(() => {
              element.classList.remove('tw-animating');
              element.style.transitionDuration = '';
            }, seconds * 1000 + 60);
          }

          function applyHTML(slot, html) {
            const instance = slot.dataset.instance;
            if (lastHTML.get(instance) === html) return;
            const content = contentOf(slot);
            const before = snapshot(content);
            const template = document.createElement('template');
            template.innerHTML = html;
            content.replaceChildren(template.content);
            lastHTML.set(instance, html);
            keyed(content, '[data-content-transition]').forEach((element, key) => {
              const old = before.transitions.get(key);
              if (!old || old.html === element.innerHTML) return;
              const kind = element.dataset.contentTransition;
              if (kind === 'numeric-text' && rollDigits(element, old.text)) return;
              const [inClass, outClass] = kind === 'symbol-replace' ? ['tw-symbol-in', 'tw-symbol-out']
                : ['tw-fade-in', 'tw-fade-out'];
              overlay(content, old, outClass);
              element.classList.add(inClass);
              setTimeout(() => element.classList.remove(inClass), 450);
            });
            keyed(content, '[data-animation]').forEach((element, key) => {
              const old = before.animations.get(key);
              if (old) animateStyles(element, old);
            });
          }

          const queues = new WeakMap();
          function runIntent(slot, archive) {
            const previous = queues.get(slot) || Promise.resolve();
            const next = previous.then(async () => {
              slot.classList.add('pending');
              const root = contentOf(slot).firstElementChild;
              if (root) root.classList.add('pending');
              try {
                applyHTML(slot, await api('POST', '/intents', { archive, instance: slot.dataset.instance }));
              } catch (error) {
                toast(error.message);
              } finally {
                slot.classList.remove('pending');
                const current = contentOf(slot).firstElementChild;
                if (current) current.classList.remove('pending');
              }
            });
            queues.set(slot, next);
            return next;
          }

          // ---- Live updates: poll the change counter ----
          let polling = false;
          let pollTimer = 0;
          async function poll() {
            if (polling) return;
            polling = true;
            clearTimeout(pollTimer);
            try {
              const changes = await api('GET', `/changes?since=${version}`);
              if (changes.layout) applyLayout(changes.layout);
              Object.entries(changes.instances || {}).forEach(([instance, html]) => {
                const slot = slotFor(instance);
                if (slot && !slot.classList.contains('pending')) applyHTML(slot, html);
              });
              version = changes.version;
              if (changes.tasksChanged && !$('app-panel').classList.contains('closed')) loadTasks();
            } catch (error) {
              // The server may be restarting; try again.
            } finally {
              polling = false;
              pollTimer = setTimeout(poll, 500);
            }
          }

          // ---- Layout: slots, Home Screen pages ----
          function makeSlot(slot) {
            const element = document.createElement('div');
            element.className = `widget-slot family-${slot.family}`;
            element.dataset.instance = slot.instance;
            element.dataset.kind = slot.kind;
            element.dataset.family = slot.family;
            element.dataset.configurable = String(slot.configurable);
            const [width, height] = SIZES[device][slot.family] || [0, 0];
            element.style.setProperty('--w', `${width}px`);
            element.style.setProperty('--h', `${height}px`);
            const content = document.createElement('div');
            content.className = 'slot-frame';
            element.appendChild(content);
            if (!slot.family.startsWith('accessory')) {
              const label = document.createElement('div');
              label.className = 'widget-label';
              label.textContent = 'Tasks';
              element.appendChild(label);
            }
            for (const [className, text, label] of [['slot-remove', '−', 'Remove widget'],
              ['slot-left', '‹', 'Move left'], ['slot-right', '›', 'Move right']]) {
              const button = document.createElement('button');
              button.type = 'button';
              button.className = className;
              button.textContent = text;
              button.setAttribute('aria-label', label);
              element.appendChild(button);
            }
            return element;
          }

          function applyLayout(slots) {
            const existing = new Map([...document.querySelectorAll('.widget-slot[data-instance]')]
              .filter((s) => !s.closest('.gallery')).map((s) => [s.dataset.instance, s]));
            const keep = new Set();
            const home = [];
            slots.forEach((slot) => {
              let element = existing.get(slot.instance);
              if (!element || element.dataset.family !== slot.family) {
                if (element) element.remove();
                element = makeSlot(slot);
              }
              keep.add(slot.instance);
              element.dataset.configurable = String(slot.configurable);
              applyHTML(element, slot.html);
              if (slot.family === 'accessoryInline') $('inline-slots').appendChild(element);
              else if (slot.family.startsWith('accessory')) $('accessory-slots').appendChild(element);
              else home.push(element);
            });
            existing.forEach((element, instance) => { if (!keep.has(instance)) element.remove(); });
            const grid = $('home-grid');
            const icons = [...document.querySelectorAll('#pages .app-icon')];
            home.forEach((element) => grid.appendChild(element));
            icons.forEach((icon) => grid.appendChild(icon));
            packPages();
          }

          function packPages() {
            const pagesElement = $('pages');
            const first = $('home-grid');
            const items = [...pagesElement.querySelectorAll('.widget-slot, .app-icon')];
            const pages = [];
            const page = (index) => {
              while (pages.length <= index) pages.push(Array.from({ length: ROWS_PER_PAGE }, () => [0, 0, 0, 0]));
              return pages[index];
            };
            const fits = (grid, row, column, width, height) => {
              if (row + height > ROWS_PER_PAGE || column + width > 4) return false;
              for (let r = row; r < row + height; r += 1) {
                for (let c = column; c < column + width; c += 1) if (grid[r][c]) return false;
              }
              return true;
            };
            const place = (width, height, start) => {
              for (let p = start.page; ; p += 1) {
                const grid = page(p);
                for (let row = p === start.page ? start.row : 0; row < ROWS_PER_PAGE; row += 1) {
                  for (let column = 0; column < 4; column += 1) {
                    if (!fits(grid, row, column, width, height)) continue;
                    for (let r = row; r < row + height; r += 1) {
                      for (let c = column; c < column + width; c += 1) grid[r][c] = 1;
                    }
                    return { page: p, row, column };
                  }
                }
              }
            };
            let cursor = { page: 0, row: 0 };
            const placed = items.map((item) => {
              const [width, height] = CELLS[item.dataset.family] || [1, 1];
              const spot = place(width, height, item.classList.contains('widget-slot') ? cursor : { page: 0, row: 0 });
              if (item.classList.contains('widget-slot')) cursor = { page: spot.page, row: spot.row };
              item.style.gridRow = `${spot.row + 1} / span ${height}`;
              item.style.gridColumn = `${spot.column + 1} / span ${width}`;
              return [item, spot.page];
            });
            const containers = [first];
            for (let index = 1; index < pages.length; index += 1) {
              let container = pagesElement.children[index];
              if (!container) {
                container = document.createElement('div');
                container.className = 'home-grid page';
                pagesElement.appendChild(container);
              }
              containers.push(container);
            }
            placed.forEach(([item, index]) => containers[index].appendChild(item));
            [...pagesElement.children].slice(Math.max(pages.length, 1)).forEach((extra) => extra.remove());
            updateDots();
          }

          function updateDots() {
            const pagesElement = $('pages');
            const count = pagesElement.children.length;
            const current = Math.round(pagesElement.scrollLeft / Math.max(pagesElement.clientWidth, 1));
            const dots = $('page-dots');
            dots.replaceChildren(...Array.from({ length: count }, (_, index) => {
              const dot = document.createElement('span');
              dot.className = index === current ? 'dot current' : 'dot';
              return dot;
            }));
          }

          async function changeLayout(change) {
            try {
              const result = await api('POST', '/layout', change);
              applyLayout(result.slots);
            } catch (error) {
              toast(error.message);
            }
          }

          function moveSlot(slot, delta) {
            const accessory = slot.dataset.family.startsWith('accessory');
            const peers = [...document.querySelectorAll('.widget-slot[data-instance]')]
              .filter((s) => !s.closest('.gallery') && s.dataset.family.startsWith('accessory') === accessory);
            const index = peers.indexOf(slot) + delta;
            if (index < 0 || index >= peers.length) return;
            changeLayout({ action: 'move', instance: slot.dataset.instance, index });
          }

          // ---- Edit mode, gallery ----
          function setEditing(on) {
            body.classList.toggle('editing', on);
            if (!on) $('gallery').hidden = true;
          }

          async function openGallery() {
            const list = $('gallery-list');
            list.replaceChildren();
            $('gallery').hidden = false;
            let result;
            try {
              result = await api('GET', '/gallery');
            } catch (error) {
              toast(error.message);
              return;
            }
            result.kinds.forEach((kind) => {
              const section = document.createElement('section');
              section.className = 'gallery-kind';
              section.dataset.kind = kind.kind;
              const title = document.createElement('h3');
              title.textContent = kind.displayName;
              const description = document.createElement('p');
              description.textContent = kind.description;
              const previews = document.createElement('div');
              previews.className = 'gallery-previews';
              kind.previews.forEach((preview) => {
                const card = document.createElement('div');
                card.className = `gallery-card${preview.family.startsWith('accessory') ? ' accessory' : ''}`;
                card.dataset.family = preview.family;
                const content = document.createElement('div');
                content.className = `slot-frame family-${preview.family}`;
                const [width, height] = SIZES[device][preview.family] || [0, 0];
                content.style.setProperty('--w', `${width}px`);
                content.style.setProperty('--h', `${height}px`);
                const template = document.createElement('template');
                template.innerHTML = preview.html;
                content.appendChild(template.content);
                const family = document.createElement('span');
                family.className = 'gallery-family';
                family.textContent = FAMILY_NAMES[preview.family] || preview.family;
                const add = document.createElement('button');
                add.type = 'button';
                add.className = 'gallery-add';
                add.textContent = 'Add Widget';
                add.addEventListener('click', async () => {
                  await changeLayout({ action: 'add', kind: kind.kind, family: preview.family });
                  $('gallery').hidden = true;
                });
                card.append(content, family, add);
                previews.appendChild(card);
              });
              section.append(title, description, previews);
              list.appendChild(section);
            });
          }

          // ---- Edit Widget sheet ----
          let configSlot = null;
          async function openConfig(slot) {
            let form;
            try {
              form = await api('GET', `/widgets/${encodeURIComponent(slot.dataset.instance)}/configuration`);
            } catch (error) {
              toast(error.message);
              return;
            }
            if (!form.parameters.length) {
              toast('This widget has no options.');
              return;
            }
            configSlot = slot;
            $('config-title').textContent = form.title;
            $('config-description').textContent = form.description;
            showPreview(slot);
            const formElement = $('config-form');
            formElement.replaceChildren(...form.parameters.map(parameterRow));
            $('config-sheet').hidden = false;
          }

          // A scaled copy of the widget above the form (a DOM clone: no HTML is built).
          function showPreview(slot) {
            const [width, height] = SIZES[device][slot.dataset.family] || [0, 0];
            const scale = Math.min(1, 180 / Math.max(height, 1), 260 / Math.max(width, 1));
            const copy = contentOf(slot).cloneNode(true);
            copy.style.setProperty('--w', `${width}px`);
            copy.style.setProperty('--h', `${height}px`);
            copy.style.transform = `scale(${scale})`;
            copy.style.transformOrigin = 'top left';
            const preview = $('config-preview');
            preview.style.width = `${Math.round(width * scale)}px`;
            preview.style.height = `${Math.round(height * scale)}px`;
            preview.replaceChildren(copy);
          }

          function parameterRow(parameter) {
            const row = document.createElement('div');
            row.className = 'config-row';
            row.dataset.name = parameter.name;
            row.dataset.type = parameter.type;
            const label = document.createElement('label');
            label.textContent = parameter.title;
            const id = `config-${parameter.name}`;
            label.htmlFor = id;
            row.appendChild(label);
            if (parameter.type === 'enum') {
              const select = document.createElement('select');
              select.id = id;
              select.name = parameter.name;
              (parameter.options || []).forEach((option) => {
                const element = document.createElement('option');
                element.value = option.value;
                element.textContent = option.title;
                element.selected = option.value === parameter.value;
                select.appendChild(element);
              });
              select.addEventListener('change', saveConfig);
              row.appendChild(select);
            } else if (parameter.type === 'bool') {
              const wrapper = document.createElement('span');
              wrapper.className = 'switch';
              const input = document.createElement('input');
              input.type = 'checkbox';
              input.id = id;
              input.name = parameter.name;
              input.role = 'switch';
              input.checked = parameter.value === true;
              input.addEventListener('change', saveConfig);
              wrapper.append(input, document.createElement('span'));
              row.appendChild(wrapper);
            } else if (parameter.type === 'int') {
              const stepper = document.createElement('span');
              stepper.className = 'stepper';
              const output = document.createElement('output');
              output.id = id;
              output.name = parameter.name;
              output.value = String(parameter.value);
              const buttons = document.createElement('span');
              buttons.className = 'stepper-buttons';
              const step = parameter.step || 1;
              const minus = document.createElement('button');
              const plus = document.createElement('button');
              minus.type = plus.type = 'button';
              minus.textContent = '−';
              plus.textContent = '+';
              minus.setAttribute('aria-label', `Decrease ${parameter.title}`);
              plus.setAttribute('aria-label', `Increase ${parameter.title}`);
              const refresh = () => {
                const value = Number(output.value);
                minus.disabled = parameter.min != null && value - step < parameter.min;
                plus.disabled = parameter.max != null && value + step > parameter.max;
              };
              const bump = (delta) => {
                output.value = String(Number(output.value) + delta);
                refresh();
                saveConfig();
              };
              minus.addEventListener('click', () => bump(-step));
              plus.addEventListener('click', () => bump(step));
              refresh();
              buttons.append(minus, plus);
              stepper.append(output, buttons);
              row.appendChild(stepper);
            } else {
              const input = document.createElement('input');
              input.type = 'text';
              input.id = id;
              input.name = parameter.name;
              input.value = String(parameter.value ?? '');
              input.addEventListener('change', saveConfig);
              row.appendChild(input);
            }
            return row;
          }

          async function saveConfig() {
            if (!configSlot) return;
            const values = {};
            $('config-form').querySelectorAll('.config-row').forEach((row) => {
              const name = row.dataset.name;
              if (row.dataset.type === 'bool') values[name] = row.querySelector('input').checked;
              else if (row.dataset.type === 'int') values[name] = Number(row.querySelector('output').value);
              else values[name] = row.querySelector('select, input').value;
            });
            const slot = configSlot;
            slot.classList.add('pending');
            try {
              const result = await api('POST', `/widgets/${encodeURIComponent(slot.dataset.instance)}/configuration`,
                { values });
              applyHTML(slot, result.html);
              showPreview(slot);
            } catch (error) {
              toast(error.message);
            } finally {
              slot.classList.remove('pending');
            }
          }

          // ---- The app panel ----
          let priorities = [];
          let openEditor = null;
          let highlightTask = null;

          async function loadTasks() {
            let list;
            try {
              list = await api('GET', '/app/tasks');
            } catch (error) {
              toast(error.message);
              return;
            }
            priorities = list.priorities;
            const addPriority = $('add-priority');
            if (addPriority.options.length !== priorities.length) {
              const selected = addPriority.value;
              addPriority.replaceChildren(...priorities.map((choice) => option(choice)));
              if (selected) addPriority.value = selected;
            }
            $('app-empty').hidden = list.tasks.length > 0;
            const count = list.tasks.length;
            $('task-list').replaceChildren(...list.tasks.map((task, index) => taskItem(task, index, count)));
            if (highlightTask) {
              const item = [...document.querySelectorAll('.task-item')]
                .find((li) => li.dataset.id.toLowerCase() === highlightTask);
              if (item) {
                item.classList.add('highlight');
                item.scrollIntoView({ block: 'nearest' });
                const field = item.querySelector('.edit-form input[type=text]');
                if (field) field.focus();
              }
              highlightTask = null;
            }
          }

          function option(choice) {
            const element = document.createElement('option');
            element.value = choice.value;
            element.textContent = choice.title;
            return element;
          }

          function button(text, label, handler, className) {
            const element = document.createElement('button');
            element.type = 'button';
            element.textContent = text;
            if (className) element.className = className;
            element.setAttribute('aria-label', label);
            element.title = label;
            element.addEventListener('click', handler);
            return element;
          }

          async function taskAction(promise) {
            try {
              await promise;
            } catch (error) {
              toast(error.message);
            }
            await loadTasks();
            poll();
          }

          function taskItem(task, index, count) {
            const item = document.createElement('li');
            item.className = `task-item${task.isCompleted ? ' done' : ''}`;
            item.dataset.id = task.id;
            const row = document.createElement('div');
            row.className = 'task-row';
            const path = `/app/tasks/${encodeURIComponent(task.id)}`;
            const check = button('', task.isCompleted ? 'Mark as not done' : 'Mark as done',
              () => taskAction(api('PATCH', path, { isCompleted: !task.isCompleted })), 'task-check');
            const title = document.createElement('span');
            title.className = 'task-title';
            title.textContent = task.title;
            const actions = document.createElement('span');
            actions.className = 'task-actions';
            const up = button('↑', 'Move up', () => taskAction(api('POST', `${path}/move`, { index: index - 1 })));
            const down = button('↓', 'Move down', () => taskAction(api('POST', `${path}/move`, { index: index + 1 })));
            up.disabled = index === 0;
            down.disabled = index === count - 1;
            const edit = button('✎', 'Edit', () => {
              openEditor = openEditor === task.id.toLowerCase() ? null : task.id.toLowerCase();
              loadTasks();
            });
            actions.append(up, down, edit);
            row.append(check, title, actions);
            const meta = document.createElement('div');
            meta.className = 'task-meta';
            const priority = priorities.find((choice) => choice.value === task.priority);
            if (priority && task.priority !== 'none') {
              meta.appendChild(badge(priority.title, `priority-${task.priority}`));
            }
            if (task.dueDate) meta.appendChild(badge(formatDate(task.dueDate), 'due'));
            if (task.isSample) meta.appendChild(badge('Sample', 'sample'));
            item.append(row, meta);
            if (openEditor === task.id.toLowerCase()) item.appendChild(editForm(task, path));
            return item;
          }

          function badge(text, kind) {
            const element = document.createElement('span');
            element.className = `badge ${kind}`;
            element.textContent = text;
            return element;
          }

          function formatDate(text) {
            const [year, month, day] = text.split('-').map(Number);
            const date = new Date(year, month - 1, day);
            return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }).format(date);
          }

          function editForm(task, path) {
            const form = document.createElement('form');
            form.className = 'edit-form';
            const title = document.createElement('input');
            title.type = 'text';
            title.name = 'title';
            title.value = task.title;
            title.maxLength = 500;
            title.required = true;
            title.setAttribute('aria-label', 'Title');
            const priority = document.createElement('select');
            priority.name = 'priority';
            priority.setAttribute('aria-label', 'Priority');
            priority.append(...priorities.map((choice) => option(choice)));
            priority.value = task.priority;
            const due = document.createElement('input');
            due.type = 'date';
            due.name = 'dueDate';
            due.value = task.dueDate || '';
            due.setAttribute('aria-label', 'Due date');
            const row = document.createElement('div');
            row.className = 'row';
            const remove = button('Delete', 'Delete task', () => {
              openEditor = null;
              taskAction(api('DELETE', path));
            }, 'danger');
            const cancel = button('Cancel', 'Cancel', () => {
              openEditor = null;
              loadTasks();
            }, 'secondary');
            const save = document.createElement('button');
            save.type = 'submit';
            save.className = 'primary';
            save.textContent = 'Save';
            row.append(remove, cancel, save);
            form.append(title, priority, due, row);
            form.addEventListener('submit', (event) => {
              event.preventDefault();
              openEditor = null;
              const change = { title: title.value, priority: priority.value, dueDate: due.value || null };
              taskAction(api('PATCH', path, change));
            });
            return form;
          }

          function openApp() {
            $('app-panel').classList.remove('closed');
            return loadTasks();
          }

          function openURL(url) {
            const task = /^taskwidgets:\/\/task\/([0-9A-Fa-f-]{36})$/.exec(url);
            if (task) {
              openEditor = task[1].toLowerCase();
              highlightTask = openEditor;
              openApp();
              return;
            }
            if (url === 'taskwidgets://add' || url.startsWith('taskwidgets://add?')) {
              openApp().then(() => {
                const form = $('add-form');
                form.classList.add('highlight');
                setTimeout(() => form.classList.remove('highlight'), 1500);
                $('add-title').focus();
              });
              return;
            }
            openApp();
          }

          // ---- Clock ----
          function tick() {
            const now = new Date();
            const hours = locale === 'en' ? ((now.getHours() + 11) % 12) + 1 : now.getHours();
            const time = `${hours}:${String(now.getMinutes()).padStart(2, '0')}`;
            document.querySelectorAll('[data-clock]').forEach((element) => { element.textContent = time; });
            $('lock-clock').textContent = time;
            // iOS shortens the date when an inline widget shares its line.
            const beside = !!document.querySelector('#inline-slots .widget-slot');
            const dateFormat = new Intl.DateTimeFormat(locale, beside
              ? { weekday: 'short', day: 'numeric' } : { weekday: 'long', day: 'numeric', month: 'long' });
            $('lock-date').textContent = dateFormat.format(now);
          }

          // ---- Events ----
          document.addEventListener('click', (event) => {
            const target = event.target;
            if (!(target instanceof Element)) return;
            const slot = target.closest('.widget-slot');
            if (!slot || slot.closest('.gallery')) return;
            if (body.classList.contains('editing')) {
              event.preventDefault();
              if (target.closest('.slot-remove')) changeLayout({ action: 'remove', instance: slot.dataset.instance });
              else if (target.closest('.slot-left')) moveSlot(slot, -1);
              else if (target.closest('.slot-right')) moveSlot(slot, 1);
              else if (slot.dataset.configurable === 'true') openConfig(slot);
              return;
            }
            const intent = target.closest('[data-intent]');
            if (intent && slot.contains(intent)) {
              event.preventDefault();
              runIntent(slot, intent.getAttribute('data-intent'));
              return;
            }
            const link = target.closest('[data-url]');
            if (link && slot.contains(link)) {
              event.preventDefault();
              openURL(link.getAttribute('data-url'));
            }
          });
          document.addEventListener('contextmenu', (event) => {
            const target = event.target;
            const slot = target instanceof Element && target.closest('.widget-slot[data-configurable="true"]');
            if (!slot || slot.closest('.gallery')) return;
            event.preventDefault();
            openConfig(slot);
          });
          $('edit-toggle').addEventListener('click', () => setEditing(true));
          $('edit-done').addEventListener('click', () => setEditing(false));
          $('open-gallery').addEventListener('click', openGallery);
          $('gallery-close').addEventListener('click', () => { $('gallery').hidden = true; });
          $('config-done').addEventListener('click', () => {
            $('config-sheet').hidden = true;
            configSlot = null;
          });
          $('config-sheet').addEventListener('click', (event) => {
            if (event.target === $('config-sheet')) $('config-done').click();
          });
          $('toggle-app').addEventListener('click', () => {
            const panel = $('app-panel');
            if (panel.classList.toggle('closed')) return;
            loadTasks();
          });
          $('add-form').addEventListener('submit', (event) => {
            event.preventDefault();
            const title = $('add-title').value;
            const dueDate = $('add-due').value || null;
            const priority = $('add-priority').value || 'none';
            $('add-form').reset();
            taskAction(api('POST', '/app/tasks', { title, priority, dueDate }));
          });
          const settingsForm = $('settings-form');
          settingsForm.querySelectorAll('select').forEach((select) => {
            select.addEventListener('change', () => settingsForm.submit());
          });
          $('pages').addEventListener('scroll', () => updateDots(), { passive: true });
          document.addEventListener('keydown', (event) => {
            if (event.key !== 'Escape') return;
            if (!$('config-sheet').hidden) $('config-done').click();
            else if (!$('gallery').hidden) $('gallery').hidden = true;
            else setEditing(false);
          });

          packPages();
          tick();
          setInterval(tick, 10000);
          loadTasks();
          pollTimer = setTimeout(poll, 500);
          // Scrolls the Home Screen to the page that holds a slot (also used by the browser tests).
          function showSlot(slot) {
            const page = slot.closest('.page');
            if (page) page.parentElement.scrollLeft = page.offsetLeft;
            updateDots();
          }
          window.taskWidgets = { poll, showSlot, version: () => version };
        })();
        """#
}
