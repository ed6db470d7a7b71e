import Foundation
import TaskApp
import TaskKit
import WebServer
import WidgetRuntime

/// What the home-screen server asks of the rest of the app: its widgets, their editing (the gallery, the layout,
/// each widget's configuration), the app's tasks, and the sync's status, four protocols that one object usually
/// conforms to. The server validates and parses every request
/// (token, Origin, Host, sizes, JSON shape, id syntax) before calling; the backend does the work and throws
/// ``HTTPError`` (e.g. `.notFound("unknown widget")`, `.badRequest("unknown intent type")`) for requests that
/// are well-formed but wrong. Any other error becomes `500 internal error` (its text is not sent).
///
/// Each request is a task (see `HTTPServer`), several at a time: a backend awaits the main actor where its
/// widgets live and serves cached HTML without it. All HTML returned must be escaped by its producer (the
/// widget renderer); the server inserts it verbatim.
public typealias HomeScreenBackend = AppTasksBackend & SyncStatusBackend & WidgetsBackend & HomeScreenEditingBackend

/// The home screen's widgets as they are shown and tapped: the page, each widget's HTML, changes, taps.
public protocol WidgetsBackend: Sendable {
    /// `GET /`: the layout with each slot's HTML, and the current change version. May leave a widget not drawn
    /// yet empty (the page then gets it as a change), so that a server's first page does not wait; what draws
    /// it then starts once the page is sent (``HomeScreenState/whenSent``).
    func homeScreen(settings: PageSettings) async throws -> HomeScreenState
    /// `GET /widgets/{instance}`: one widget's HTML fragment.
    func widgetHTML(instance: WidgetInstanceID, settings: PageSettings) async throws -> String
    /// `GET /changes?since=N`: the widgets whose HTML changed after version N (all of them when N is not a
    /// version of this process, e.g. after a restart), the layout when it changed, and whether the task list
    /// changed. Must be cheap: the page polls it twice a second. With `settle` (`settle=1`), first waits until
    /// the widgets have drawn every reload already asked for (a tap's reloads of the other widgets run after
    /// the tapped widget has answered), so that the changes are the whole effect of what the page did.
    func changes(since version: UInt64, settle: Bool, settings: PageSettings) async throws -> WidgetChanges
    /// Has `handler` called with the new change version after every change, on whichever thread made it
    /// (quickly: it only queues an event). The server pushes it to open pages (`GET /events`), which then ask
    /// `/changes`. Set once, before serving; without it pages find changes by polling alone.
    func onVersionChange(_ handler: @escaping @Sendable (UInt64) -> Void)
    /// `POST /intents`: performs the archived intent for the widget instance, and returns that instance's new
    /// HTML (after the intent and the timeline reload it causes).
    func performIntent(archive: String, instance: WidgetInstanceID, settings: PageSettings) async throws -> String
}

/// The home screen's editing: the widget gallery, the layout (add, remove, move) and each widget's configuration.
public protocol HomeScreenEditingBackend: Sendable {
    /// `GET /gallery`: every widget kind with a preview (placeholder/snapshot, `isPreview`) per supported family.
    func gallery(settings: PageSettings) async throws -> [GalleryKind]
    /// `POST /layout`: adds, removes or moves a widget, or makes and changes a Smart Stack; returns the new layout
    /// (persist it).
    func changeLayout(_ change: LayoutChange, settings: PageSettings) async throws -> [WidgetSlot]
    /// `GET /widgets/{instance}/configuration`: the configuration intent's parameters with current values
    /// (an empty parameter list for widgets that are not configurable), titled with the widget's name.
    func configuration(instance: WidgetInstanceID, settings: PageSettings) async throws -> WidgetConfigurationSchema
    /// `POST /widgets/{instance}/configuration`: validates and saves the values, reloads the timeline, and
    /// returns the instance's new HTML.
    func saveConfiguration(
        instance: WidgetInstanceID, values: [String: ConfigurationValue], settings: PageSettings
    ) async throws -> String
}

/// The app's task list, as the iOS app's panel shows and edits it.
public protocol AppTasksBackend: Sendable {
    /// `GET /app/tasks`: every task in the app's order, with the priority choices.
    func tasks(settings: PageSettings) async throws -> AppTaskList
    /// `POST /app/tasks`: the iOS app's draft (`TaskApp`), its title already checked by the store's rule.
    func addTask(_ draft: TaskDraft) async throws -> AppTask
    /// `PATCH /app/tasks/{id}`: a nil field stays as it is.
    func updateTask(id: UUID, _ patch: TaskPatch) async throws -> AppTask
    /// `DELETE /app/tasks/{id}`.
    func deleteTask(id: UUID) async throws
    /// `POST /app/tasks/{id}/move`: moves the task to `index` among the tasks of its section (open or done),
    /// as the app's list moves rows (clamped).
    func moveTask(id: UUID, to index: Int) async throws
}

/// The background sync with the CalDAV accounts.
public protocol SyncStatusBackend: Sendable {
    /// `GET /sync`: how the background sync with each account is going (none: no accounts).
    func syncStatus() async throws -> SyncStatus
}

/// The state of the background sync (`GET /sync`), one entry per account.
public struct SyncStatus: Sendable, Codable, Equatable {
    public struct Account: Sendable, Codable, Equatable {
        public enum State: String, Sendable, Codable {
            /// Not synced yet since the account was added.
            case never
            case syncing
            case synced
            /// The last sync failed; `error` says why, `lastSync` when one last worked.
            case failed
        }

        public var name: String
        /// The task list's name on the server.
        public var list: String
        public var state: State
        /// When the last sync that worked ended, ISO 8601.
        public var lastSync: String?
        /// Why the last sync failed, one line.
        public var error: String?

        public init(name: String, list: String, state: State, lastSync: String? = nil, error: String? = nil) {
            self.name = name
            self.list = list
            self.state = state
            self.lastSync = lastSync
            self.error = error
        }
    }

    public var accounts: [Account]

    public init(accounts: [Account]) { self.accounts = accounts }
}

/// The render settings of a page; every request carries them in its query (`device`, `appearance`, `tint`,
/// `locale`; `scheme` as before), so one server serves any number of differently set pages. Unknown values fall
/// back to the defaults.
public struct PageSettings: Sendable, Hashable {
    /// The devices the page offers, by the name its query uses. Their sizes are `WidgetDevice`'s.
    public static let devices: [(id: String, device: WidgetDevice)] = [
        ("iphone-15-pro", .iPhone15Pro), ("iphone-15-pro-max", .iPhone15ProMax),
    ]

    public var device: WidgetDevice
    /// The page's language, and the widgets'.
    public var locale: PageLocale
    /// The Home Screen's appearance (iOS 18's Customize: Default, Dark, Tinted; iOS 26: Clear).
    public var appearance: HomeAppearance
    /// The tint of a tinted Home Screen: one of `WidgetAppearance.tintNames` ("blue" otherwise).
    public var tint: String

    public init(
        device: WidgetDevice = .iPhone15Pro, scheme: ColorScheme = .light, locale: PageLocale = .en,
        appearance: HomeAppearance? = nil, tint: String = HomeAppearance.defaultTint
    ) {
        self.device = Self.devices.contains { $0.device == device } ? device : .iPhone15Pro
        self.appearance = appearance ?? (scheme == .dark ? .dark : .default)
        self.locale = locale
        // Only the tints the page offers: each distinct setting has a widget host of its own. (Lowercased only
        // for a tinted Home Screen: every fragment request makes settings.)
        let name = self.appearance == .tinted ? tint.lowercased() : ""
        self.tint = WidgetAppearance.tintNames.contains { $0.name == name } ? name : HomeAppearance.defaultTint
    }

    public init(query: [String: String]) {
        self.init(
            device: Self.devices.first { $0.id == query["device"] }?.device ?? .iPhone15Pro,
            scheme: query["scheme"] == "dark" ? .dark : .light,
            locale: query["locale"].flatMap(PageLocale.init(rawValue:)) ?? .en,
            appearance: query["appearance"].flatMap(HomeAppearance.init(rawValue:)),
            tint: query["tint"] ?? HomeAppearance.defaultTint)
    }

    /// The device's name in queries and CSS classes (`iphone-15-pro`).
    public var deviceID: String { Self.devices.first { $0.device == device }?.id ?? "iphone-15-pro" }

    /// The page's and the widgets' color scheme: dark for every appearance but Default.
    public var scheme: ColorScheme { appearance == .default ? .light : .dark }

    /// The scheme's name in queries and CSS classes.
    public var schemeName: String { scheme == .dark ? "dark" : "light" }

    public var isDark: Bool { scheme == .dark }

    /// The families a page shows: the device's (the Home Screen's and the Lock Screen's).
    public var families: [WidgetFamily] { device.supportedFamilies }

    /// How the widget hosts draw Home Screen widgets for this page.
    package var widgetAppearance: WidgetAppearance {
        switch appearance {
        case .default, .dark: .fullColor
        case .tinted: .tinted(WidgetAppearance.tint(tint) ?? WidgetAppearance.defaultTint)
        case .clear: .clear
        }
    }

    /// Hashes a part of what `==` compares, each by a number: the synthesized hash hashed four strings (the
    /// device's name, two enums' raw values and the tint), ~1,300 instructions of each fragment request's cache
    /// lookups. A subset hashes equal settings equally; the tint counts only where it is shown.
    public func hash(into hasher: inout Hasher) {
        // A device is equal to another by its name: the name's length tells the page's devices apart.
        hasher.combine(device.name.utf8.count)
        hasher.combine(locale.ordinal)
        hasher.combine(appearance.ordinal)
        if appearance == .tinted { hasher.combine(tint) }
    }

    /// The query string that reproduces these settings (no leading `?`).
    public var queryString: String {
        "device=\(deviceID)&scheme=\(schemeName)&locale=\(locale.rawValue)&appearance=\(appearance.rawValue)"
            + (appearance == .tinted ? "&tint=\(tint)" : "")
    }
}

/// A language the page is offered in: the one table of them (queries, `lang`, the String Catalogs' keys and
/// the settings menu).
public enum PageLocale: String, CaseIterable, Sendable, Hashable {
    case en, de, nl, pl, id, ja

    /// A number per case for `PageSettings.hash(into:)`: a switch, where `allCases.firstIndex` may build the array.
    var ordinal: Int {
        switch self {
        case .en: 0
        case .de: 1
        case .nl: 2
        case .pl: 3
        case .id: 4
        case .ja: 5
        }
    }

    /// The language's name in itself, as the settings menu offers it.
    public var name: String {
        switch self {
        case .en: "English"
        case .de: "Deutsch"
        case .nl: "Nederlands"
        case .pl: "Polski"
        case .id: "Bahasa Indonesia"
        case .ja: "日本語"
        }
    }

    /// The Foundation locale that formats the page's dates and the widgets' text.
    public var locale: Locale { Locale(identifier: rawValue) }
}

/// The appearances of iOS's Home Screen customization, as the page offers them.
public enum HomeAppearance: String, CaseIterable, Sendable, Codable {
    /// Full colour, light.
    case `default`
    /// Full colour, dark.
    case dark
    /// Accented: the widgets' accent group in the tint, the rest white, on tinted glass (iOS 18).
    case tinted
    /// Accented on clear glass (iOS 26).
    case clear

    /// The tint a tinted Home Screen starts with.
    public static let defaultTint = "blue"

    /// A number per case for `PageSettings.hash(into:)` (see `PageLocale.ordinal`).
    var ordinal: Int {
        switch self {
        case .default: 0
        case .dark: 1
        case .tinted: 2
        case .clear: 3
        }
    }
}

/// A family in JSON by its Swift name (`"systemSmall"`): `WidgetFamily` is not `Codable`, as Apple's is not.
@propertyWrapper
public struct FamilyName: Codable, Sendable, Equatable {
    public var wrappedValue: WidgetFamily

    public init(wrappedValue: WidgetFamily) { self.wrappedValue = wrappedValue }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        guard let family = WidgetFamily(name: try container.decode(String.self)) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "unknown widget family")
        }
        wrappedValue = family
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue.description)
    }
}

/// One placed widget.
public struct WidgetSlot: Sendable, Codable, Equatable {
    /// Opaque id, 1–64 characters of `A–Z a–z 0–9 . _ -`.
    public var instance: WidgetInstanceID
    public var kind: String
    @FamilyName public var family: WidgetFamily
    public var html: String
    /// True when the widget has configuration parameters (the page offers "Edit Widget").
    public var configurable: Bool
    /// The kind's name in the page's language (`configurationDisplayName`), which the page's labels use;
    /// empty while it is not known yet (the widgets are being made), and the labels use `kind`.
    public var displayName: String
    /// The Smart Stack the widget is in, or nil; a stack's widgets come one after another, in the stack's order.
    public var stack: StackPlace?

    /// A widget's place in a Smart Stack.
    public struct StackPlace: Sendable, Codable, Equatable {
        /// The stack's id (an instance id of its own).
        public var id: WidgetInstanceID
        /// Whether it is the widget the stack shows.
        public var shown: Bool

        public init(id: WidgetInstanceID, shown: Bool) {
            self.id = id
            self.shown = shown
        }
    }

    public init(
        instance: WidgetInstanceID, kind: String, family: WidgetFamily, html: String, configurable: Bool = false,
        displayName: String = "", stack: StackPlace? = nil
    ) {
        self.instance = instance
        self.kind = kind
        self.family = family
        self.html = html
        self.configurable = configurable
        self.displayName = displayName
        self.stack = stack
    }
}

/// The whole home screen: slots in order (system families go to the Home Screen grid, accessory families to
/// the Lock Screen), and the change version the page starts polling from.
public struct HomeScreenState: Sendable, Codable, Equatable {
    public var version: UInt64
    public var slots: [WidgetSlot]
    /// Work the page asks for next (drawing its widgets), started once the page is sent (or its client left):
    /// before, it would compete with writing and sending the page for the processor.
    public var whenSent: (@Sendable () -> Void)?
    /// Where the app icons are; nil: the standard arrangement.
    public var icons: AppIconArrangement?

    public init(
        version: UInt64, slots: [WidgetSlot], whenSent: (@Sendable () -> Void)? = nil,
        icons: AppIconArrangement? = nil
    ) {
        self.version = version
        self.slots = slots
        self.whenSent = whenSent
        self.icons = icons
    }

    private enum CodingKeys: String, CodingKey { case version, slots, icons }

    public static func == (left: Self, right: Self) -> Bool {
        left.version == right.version && left.slots == right.slots && left.icons == right.icons
    }
}

/// The answer to `GET /changes?since=N`.
public struct WidgetChanges: Sendable, Codable, Equatable {
    public var version: UInt64
    /// Instance id → new HTML, only for instances changed after N.
    public var instances: [WidgetInstanceID: String]
    /// The full layout, only when it changed after N.
    public var layout: [WidgetSlot]?
    /// True when the app's task list changed after N.
    public var tasksChanged: Bool
    /// Where the app icons are, with the layout (when it changed after N) once they were arranged: so that icons
    /// moved on one page move on the others.
    public var icons: AppIconArrangement?

    public init(
        version: UInt64, instances: [WidgetInstanceID: String], layout: [WidgetSlot]? = nil, tasksChanged: Bool,
        icons: AppIconArrangement? = nil
    ) {
        self.version = version
        self.instances = instances
        self.layout = layout
        self.tasksChanged = tasksChanged
        self.icons = icons
    }
}

/// One kind in the widget gallery.
public struct GalleryKind: Sendable, Codable, Equatable {
    public struct Preview: Sendable, Codable, Equatable {
        @FamilyName public var family: WidgetFamily
        public var html: String
        /// Why the screen has no room for this widget now (a key of the page's String Catalog), or nil: the
        /// gallery shows it in place of "Add Widget", as iOS does.
        public var refusal: String?

        public init(family: WidgetFamily, html: String, refusal: String? = nil) {
            self.family = family
            self.html = html
            self.refusal = refusal
        }
    }

    public var kind: String
    public var displayName: String
    public var description: String
    public var previews: [Preview]

    /// The kind of the gallery's Smart Stack entry, which adds a stack (`LayoutChange.addStack`); no widget kind
    /// has a dot in its name. Named in English: the page says its name and description in its language.
    public static let smartStack = ".smartStack"

    public init(kind: String, displayName: String, description: String, previews: [Preview]) {
        self.kind = kind
        self.displayName = displayName
        self.description = description
        self.previews = previews
    }
}

/// A change to the layout (`POST /layout`).
public enum LayoutChange: Sendable, Equatable {
    case add(kind: String, family: WidgetFamily)
    case remove(instance: WidgetInstanceID)
    /// Moves the instance (or a Smart Stack, by its id) to `index` among the items of its own area (Home Screen
    /// or Lock Screen); a stack is one item.
    case move(instance: WidgetInstanceID, index: Int)
    /// Puts the app icons where a drag (or the keyboard) left them: every app once, at most four in the dock.
    case arrangeIcons(AppIconArrangement)
    /// Drops the widget `instance` onto `onto` (a widget of the same system family, or a stack's id, or a widget in
    /// a stack): it joins that stack, or makes one with that widget, and is shown. At most 10 widgets a stack.
    case stack(instance: WidgetInstanceID, onto: WidgetInstanceID)
    /// Takes a widget out of its stack, right after it; a stack left with one widget becomes that widget.
    case unstack(instance: WidgetInstanceID)
    /// Moves a widget to `index` among its stack's widgets.
    case moveInStack(instance: WidgetInstanceID, index: Int)
    /// Shows a widget of its stack (a swipe to it).
    case showInStack(instance: WidgetInstanceID)
    /// Adds a Smart Stack of `family` (the gallery's Smart Stack): a new widget of each kind that has the family,
    /// at most 10, in the gallery's order, the first one shown.
    case addStack(family: WidgetFamily)
}

/// A choice with its display title (a priority), as a configuration's choices are.
public typealias Choice = WidgetConfigurationSchema.Choice

/// A task as the app panel shows it.
public struct AppTask: Sendable, Codable, Hashable {
    public var id: UUID
    public var title: String
    /// One of ``AppTaskList/priorities``' values.
    public var priority: String
    /// `yyyy-MM-dd`, or nil.
    public var dueDate: String?
    public var isCompleted: Bool
    /// A sample task created on the store's first run.
    public var isSample: Bool

    public init(
        id: UUID, title: String, priority: String, dueDate: String? = nil, isCompleted: Bool = false,
        isSample: Bool = false
    ) {
        self.id = id
        self.title = title
        self.priority = priority
        self.dueDate = dueDate
        self.isCompleted = isCompleted
        self.isSample = isSample
    }
}

public struct AppTaskList: Sendable, Codable, Equatable {
    public var tasks: [AppTask]
    /// The priority choices, lowest first, with display titles.
    public var priorities: [Choice]

    public init(tasks: [AppTask], priorities: [Choice]) {
        self.tasks = tasks
        self.priorities = priorities
    }
}

/// A change to a task (`PATCH /app/tasks/{id}`); nil fields stay. `dueDate` is `.some(nil)` to clear it. The
/// server has checked the title by the store's rule (`TaskDraft.problem`).
public struct TaskPatch: Sendable, Equatable {
    public var title: String?
    public var priority: TaskPriority?
    public var dueDate: TaskDay??
    public var isCompleted: Bool?

    public init(
        title: String? = nil, priority: TaskPriority? = nil, dueDate: TaskDay?? = nil, isCompleted: Bool? = nil
    ) {
        self.title = title
        self.priority = priority
        self.dueDate = dueDate
        self.isCompleted = isCompleted
    }
}
