// The JSON the page reads from its server, typed once (Sources/HomeScreen/API.md, "Bodies"; the Swift types
// named below). Types only: the page imports them in JSDoc (`import('./wire.mjs').Changes`), never at run time,
// so the browser never loads this file and the server does not serve it (PageAssetsTests checks that every
// served module is imported by another). The task list's answers are tasklist.mjs's `ListTask`/`ListDelta`.

/**
 * A placed widget (`WidgetSlot`): in `POST /layout`'s answer and `GET /changes`'s `layout`. `displayName` is the
 * widget kind's name in the page's language, empty while the server does not know it yet.
 * @typedef {object} SlotInfo
 * @property {string} instance 1–64 characters of `A–Z a–z 0–9 . _ -`
 * @property {string} kind
 * @property {string} family a WidgetKit family name (`systemMedium`, `accessoryInline`)
 * @property {string} html the widget's fragment, escaped by the server
 * @property {boolean} configurable whether the widget has options (the page offers Edit Widget)
 * @property {string} [displayName]
 * @property {{ id: string, shown: boolean }} [stack] the Smart Stack it is in (its widgets come one after another)
 */

/**
 * `GET /changes?since=N[&settle=1]` (`WidgetChanges`): the fragments of the widgets changed after N (all of
 * them when N is not a version of the server that answers), the layout only when it changed.
 * @typedef {object} Changes
 * @property {number} version the server's change counter now
 * @property {Record<string, string>} instances instance → its new fragment
 * @property {SlotInfo[]} [layout]
 * @property {boolean} tasksChanged whether the app's task list changed after N
 * @property {import('./layout.mjs').IconArrangement} [icons] where the app icons are, with `layout` once they
 *   were arranged (`AppIconArrangement`)
 */

/**
 * One message of `GET /events` (Server-Sent Events): the version of a change just made.
 * @typedef {{ version: number }} VersionEvent
 */

/**
 * One family of a kind in the gallery; `refusal` (a key of the page's strings) says why the screen has no room
 * for it now.
 * @typedef {{ family: string, html: string, refusal?: string | null }} GalleryPreview
 */

/**
 * A widget kind in the gallery (`GalleryKind`).
 * @typedef {{ kind: string, displayName: string, description: string, previews: GalleryPreview[] }} GalleryKind
 */

/**
 * `GET /gallery`.
 * @typedef {{ kinds: GalleryKind[] }} Gallery
 */

/**
 * One choice of a picker; `section` titles the group an Intents handler put the option in.
 * @typedef {{ value: string, title: string, section?: string }} Choice
 */

/**
 * One parameter of a widget's configuration (WidgetRuntime's `WidgetConfigurationSchema.Parameter`). `value`
 * is missing for an empty optional; `minimum`/`maximum` bound a number.
 * @typedef {object} ConfigurationParameter
 * @property {string} name
 * @property {string} title
 * @property {string} [description]
 * @property {'enum' | 'choices' | 'bool' | 'int' | 'double' | 'string' | 'date' | 'url' | 'unsupported'} type
 * @property {boolean} optional
 * @property {string | boolean | number | string[]} [value] a list parameter's (`choices`) in order
 * @property {string | boolean | number} [default]
 * @property {number} [minimum]
 * @property {number} [maximum]
 * @property {string} [control]
 * @property {string} [enumType]
 * @property {Choice[]} [cases]
 * @property {'noIntentsHandler' | 'optionsFailed'} [unavailable] why a parameter cannot be set here
 */

/**
 * `GET /widgets/{instance}/configuration` (`WidgetConfigurationSchema`), titled with the widget's name; no
 * parameters for a widget without options.
 * @typedef {object} ConfigurationForm
 * @property {string} kind
 * @property {string} intent the configuration intent's type name
 * @property {string} title
 * @property {string} [description]
 * @property {ConfigurationParameter[]} parameters
 */

/**
 * `POST /widgets/{instance}/configuration`: the widget redrawn with its new values.
 * @typedef {{ instance: string, html: string }} ConfigurationAnswer
 */

/**
 * `POST /layout`: the whole layout after the change.
 * @typedef {{ slots: SlotInfo[] }} LayoutAnswer
 */

export {};
