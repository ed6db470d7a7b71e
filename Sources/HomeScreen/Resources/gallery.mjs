// The widget gallery as iOS shows it: a search field over the list of widget kinds; a kind opens on its own,
// its sizes paged one at a time (swiped, by their dots, or with ← →) above one Add Widget button for the size
// in view, which says why when the screen has no room for it. The sheet's frame is the server's markup
// (`HomePage`); the rows and pages are made here with textContent, the previews from the server's HTML.

/** @typedef {import('./wire.mjs').GalleryKind} GalleryKind */

/**
 * Text as a search compares it: lower case, without accents ("Aufgaben" is found by "aufg", "Zadania" by
 * "zadania", "é" by "e").
 * @param {string} text
 */
export function searchable(text) {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * Whether a kind is found by `query`: every word of it is in the kind's name or description.
 * @param {{ displayName: string, description: string }} kind
 * @param {string} query
 */
export function matches(kind, query) {
  const text = searchable(`${kind.displayName} ${kind.description}`);
  return searchable(query).split(/\s+/).filter(Boolean).every((word) => text.includes(word));
}

/**
 * The page of a pager in view: the nearest to its scroll offset, within its pages.
 * @param {number} scrollLeft
 * @param {number} width one page's width
 * @param {number} count
 */
export function pageIndex(scrollLeft, width, count) {
  if (count <= 0) return 0;
  return Math.min(Math.max(Math.round(scrollLeft / Math.max(width, 1)), 0), count - 1);
}

/**
 * @typedef {object} GalleryElements
 * @property {HTMLElement} list the kinds (one button each)
 * @property {HTMLInputElement} search
 * @property {HTMLElement} empty "No Results"
 * @property {HTMLElement} detail one kind: its sizes and the Add button (`data-kind`, `data-family` in view)
 * @property {HTMLElement} back
 * @property {HTMLElement} title
 * @property {HTMLElement} description
 * @property {HTMLElement} sizes the pager (one `.gallery-card` per family)
 * @property {HTMLElement} dots
 * @property {HTMLButtonElement} add
 */

/**
 * @typedef {object} GalleryOptions
 * @property {(key: string, values?: Record<string, string>) => string} t
 * @property {(family: string) => string} familyName "Small"
 * @property {(name: string, family: string) => string} widgetName "Tasks (small)"
 * @property {(family: string) => [number, number]} sizeOf a family's size in points
 * @property {(kind: string, family: string) => unknown} add
 * @property {() => boolean} reduceMotion
 */

export class WidgetGallery {
  /**
   * @param {GalleryElements} elements
   * @param {GalleryOptions} options
   */
  constructor(elements, options) {
    this.elements = elements;
    this.options = options;
    /** @type {GalleryKind[]} */
    this.kinds = [];
    /** @type {GalleryKind | null} */
    this.kind = null;
    elements.search.addEventListener('input', () => this.filter());
    elements.back.addEventListener('click', () => this.showList());
    elements.sizes.addEventListener('scroll', () => this.update(), { passive: true });
    elements.sizes.addEventListener('keydown', (event) => this.keydown(event));
    elements.dots.addEventListener('click', (event) => {
      const target = /** @type {Element | null} */ (event.target);
      const dot = target && typeof target.closest === 'function' ? target.closest('.dot') : null;
      if (dot) this.showSize(Number(/** @type {HTMLElement} */ (dot).dataset.index));
    });
    elements.add.addEventListener('click', () => {
      const family = this.elements.detail.dataset.family;
      if (this.kind && family && !this.elements.add.disabled) this.options.add(this.kind.kind, family);
    });
  }

  /** Empties the gallery while its kinds load (the list view, the search cleared). */
  clear() {
    this.kinds = [];
    this.elements.list.replaceChildren();
    this.elements.search.value = '';
    this.showList();
  }

  /**
   * Shows the kinds, as found by the search field.
   * @param {GalleryKind[]} kinds
   */
  show(kinds) {
    const document = this.elements.list.ownerDocument;
    this.kinds = kinds;
    this.elements.list.replaceChildren(...kinds.map((kind) => {
      const row = document.createElement('button');
      row.type = 'button';
      row.className = 'gallery-kind';
      row.dataset.kind = kind.kind;
      const name = document.createElement('span');
      name.className = 'gallery-kind-name';
      name.textContent = kind.displayName;
      const description = document.createElement('span');
      description.className = 'gallery-kind-description';
      description.textContent = kind.description;
      const chevron = document.createElement('span');
      chevron.className = 'gallery-chevron';
      chevron.setAttribute('aria-hidden', 'true');
      chevron.textContent = '›';
      const text = document.createElement('span');
      text.className = 'gallery-kind-text';
      text.append(name, description);
      row.append(text, chevron);
      row.addEventListener('click', () => this.openKind(kind.kind));
      return row;
    }));
    this.filter();
  }

  /** Hides the kinds the search does not find; "No Results" when none is left. */
  filter() {
    const query = this.elements.search.value;
    let shown = 0;
    this.elements.list.querySelectorAll('.gallery-kind').forEach((element) => {
      const row = /** @type {HTMLElement} */ (element);
      const kind = this.kinds.find((candidate) => candidate.kind === row.dataset.kind);
      row.hidden = !kind || !matches(kind, query);
      if (!row.hidden) shown += 1;
    });
    this.elements.empty.hidden = shown > 0 || this.kinds.length === 0;
  }

  /** The list of kinds again (the search field with it); focus on the kind that was open. */
  showList() {
    const { list, search, detail } = this.elements;
    const open = this.kind;
    this.kind = null;
    detail.hidden = true;
    list.hidden = false;
    search.hidden = false;
    this.filter();
    if (open) {
      const rows = [...list.querySelectorAll('.gallery-kind')].map((row) => /** @type {HTMLElement} */ (row));
      rows.find((row) => row.dataset.kind === open.kind)?.focus();
    }
  }

  /**
   * One kind on its own: its name, what it shows, its sizes paged, the first in view; focus on Back.
   * @param {string} name
   */
  openKind(name) {
    const kind = this.kinds.find((candidate) => candidate.kind === name);
    if (!kind) return;
    const { list, search, empty, detail, title, description, sizes, dots, back } = this.elements;
    const document = sizes.ownerDocument;
    this.kind = kind;
    detail.dataset.kind = kind.kind;
    title.textContent = kind.displayName;
    description.textContent = kind.description;
    sizes.replaceChildren(...kind.previews.map((preview) => {
      const card = document.createElement('div');
      card.className = `gallery-card${preview.family.startsWith('accessory') ? ' accessory' : ''}`;
      card.dataset.family = preview.family;
      const content = document.createElement('div');
      content.className = `slot-frame family-${preview.family}`;
      // A picture of the widget: its controls do nothing here, and are not read twice.
      content.setAttribute('aria-hidden', 'true');
      content.inert = true;
      const [width, height] = this.options.sizeOf(preview.family);
      content.style.setProperty('--w', `${width}px`);
      content.style.setProperty('--h', `${height}px`);
      const template = document.createElement('template');
      template.innerHTML = preview.html;
      content.appendChild(template.content);
      const family = document.createElement('span');
      family.className = 'gallery-family';
      family.textContent = this.options.familyName(preview.family);
      card.append(content, family);
      if (preview.refusal) {
        // The system's refusal, as iOS shows it: the screen has no room for this widget.
        const note = document.createElement('p');
        note.className = 'gallery-refusal';
        note.id = `refusal-${kind.kind}-${preview.family}`;
        note.textContent = this.options.t(preview.refusal);
        card.appendChild(note);
      }
      return card;
    }));
    dots.replaceChildren(...kind.previews.map((preview, index) => {
      const dot = document.createElement('button');
      dot.type = 'button';
      dot.className = 'dot';
      dot.dataset.index = String(index);
      dot.dataset.family = preview.family;
      dot.setAttribute('aria-label', this.options.familyName(preview.family));
      return dot;
    }));
    dots.hidden = kind.previews.length < 2;
    list.hidden = true;
    search.hidden = true;
    empty.hidden = true;
    detail.hidden = false;
    sizes.scrollLeft = 0;
    this.update();
    back.focus();
  }

  /** The size in view (0-based). */
  sizeIndex() {
    const { sizes } = this.elements;
    return pageIndex(sizes.scrollLeft, sizes.clientWidth, this.kind ? this.kind.previews.length : 0);
  }

  /**
   * Pages to a size.
   * @param {number} index
   */
  showSize(index) {
    const { sizes } = this.elements;
    const count = this.kind ? this.kind.previews.length : 0;
    const target = Math.min(Math.max(index, 0), Math.max(count - 1, 0));
    sizes.scrollTo({ left: target * sizes.clientWidth, behavior: this.options.reduceMotion() ? 'auto' : 'smooth' });
    this.update();
  }

  /** The dots and the Add button follow the size in view. */
  update() {
    const { detail, dots, add } = this.elements;
    if (!this.kind) return;
    const index = this.sizeIndex();
    const preview = this.kind.previews[index];
    if (!preview) return;
    detail.dataset.family = preview.family;
    [...dots.children].forEach((element, position) => {
      if (position === index) element.setAttribute('aria-current', 'true');
      else element.removeAttribute('aria-current');
    });
    add.setAttribute('aria-label', this.options.t('Add widget {widget}', {
      widget: this.options.widgetName(this.kind.displayName, preview.family),
    }));
    add.disabled = !!preview.refusal;
    if (preview.refusal) add.setAttribute('aria-describedby', `refusal-${this.kind.kind}-${preview.family}`);
    else add.removeAttribute('aria-describedby');
  }

  /**
   * ← → page the sizes.
   * @param {KeyboardEvent} event
   */
  keydown(event) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    this.showSize(this.sizeIndex() + (event.key === 'ArrowRight' ? 1 : -1));
  }
}
