import Foundation
import HomeScreen
import StrictJSON
import TaskApp
import WebServer
import WidgetRuntime

/// A FAKE, in-memory ``HomeScreenBackend`` for tests and the `homescreen-demo` executable: static sample
/// widgets (a task list, a counter, a configurable priority list, Lock Screen accessories) with `data-intent`
/// buttons, drawn as plain HTML. Not the real widgets: `tasks serve` uses the WidgetHost/TaskStore backend.
///
/// Intent archives it understands: `{"type":"ToggleTask","task":"<uuid>"}`, `{"type":"Increment"}`,
/// `{"type":"Reset"}`.
public final class DemoHomeScreenBackend: HomeScreenBackend, @unchecked Sendable {
    private struct Placed {
        var instance: WidgetInstanceID
        var kind: String
        var family: WidgetFamily
    }

    private let lock = NSLock()
    private var taskList: [AppTask]
    private var placed: [Placed]
    private var icons: AppIconArrangement?
    private var configurations: [WidgetInstanceID: [String: ConfigurationValue]] = [:]
    private var counter = 3
    private var version: UInt64 = 1 {
        didSet { versionChanged?(version) }
    }
    private var versionChanged: (@Sendable (UInt64) -> Void)?
    private var changedAt: [WidgetInstanceID: UInt64] = [:]
    private var layoutChangedAt: UInt64 = 1
    private var tasksChangedAt: UInt64 = 1
    private var nextInstance = 1
    /// How many intents have run (for tests).
    public private(set) var intentCount = 0

    static let kinds: [(kind: String, name: String, description: String, families: [WidgetFamily])] = [
        (
            "tasks", "Tasks", "Your next tasks. Tap a circle to check one off.",
            [.systemSmall, .systemMedium, .systemLarge, .accessoryRectangular]
        ),
        (
            "counter", "Focus Counter", "Counts focus sessions, with animated changes.",
            [.systemSmall, .accessoryCircular]
        ),
        (
            "priority", "Priority List", "Tasks of one priority. Edit the widget to choose.",
            [.systemMedium, .systemLarge]
        ),
        ("progress", "Progress", "How much of today's list is done.", [.accessoryCircular, .accessoryInline]),
    ]

    static let priorityChoices = [
        Choice(value: "low", title: "Low"),
        Choice(value: "medium", title: "Medium"), Choice(value: "high", title: "High"),
    ]

    public func onVersionChange(_ handler: @escaping @Sendable (UInt64) -> Void) {
        lock.withLock { versionChanged = handler }
    }

    public init() {
        taskList = [
            AppTask(id: UUID(), title: "Plan the week", priority: "high", dueDate: nil, isSample: true),
            AppTask(id: UUID(), title: "Buy oat milk", priority: "low", isSample: true),
            AppTask(id: UUID(), title: "Call the dentist", priority: "medium", isSample: true),
            AppTask(id: UUID(), title: "Water the plants", priority: "low", isCompleted: true, isSample: true),
            AppTask(id: UUID(), title: "Review pull request", priority: "high", isSample: true),
        ]
        placed = []
        for (kind, family) in [
            ("tasks", WidgetFamily.systemMedium), ("counter", .systemSmall), ("priority", .systemLarge),
            ("progress", .accessoryInline), ("progress", .accessoryCircular), ("tasks", .accessoryRectangular),
            ("counter", .accessoryCircular),
        ] {
            placed.append(Placed(instance: makeInstanceID(), kind: kind, family: family))
        }
    }

    // MARK: Test hooks

    /// A snapshot of the tasks (for tests).
    public var allTasks: [AppTask] { lock.withLock { taskList } }
    /// The instance ids in layout order (for tests).
    public var instances: [WidgetInstanceID] { lock.withLock { placed.map(\.instance) } }
    public var counterValue: Int { lock.withLock { counter } }
    public func instance(kind: String, family: WidgetFamily) -> WidgetInstanceID? {
        lock.withLock { placed.first { $0.kind == kind && $0.family == family }?.instance }
    }

    /// Adds a task as another process would (`tasks add`), for live-update tests.
    @discardableResult
    public func externalAdd(title: String) -> AppTask {
        lock.withLock {
            let task = AppTask(id: UUID(), title: title, priority: "medium")
            taskList.insert(task, at: 0)
            tasksDidChange()
            return task
        }
    }

    // MARK: WidgetsBackend

    public func homeScreen(settings: PageSettings) throws -> HomeScreenState {
        lock.withLock { HomeScreenState(version: version, slots: slots(settings), icons: icons) }
    }

    public func widgetHTML(instance: WidgetInstanceID, settings: PageSettings) throws -> String {
        try lock.withLock { render(try find(instance), settings: settings) }
    }

    /// Every change is drawn before it is answered: `settle` has nothing to wait for.
    public func changes(since: UInt64, settle: Bool, settings: PageSettings) throws -> WidgetChanges {
        lock.withLock {
            let all = since > version || since == 0
            var html: [WidgetInstanceID: String] = [:]
            for widget in placed where all || (changedAt[widget.instance] ?? 0) > since {
                html[widget.instance] = render(widget, settings: settings)
            }
            return WidgetChanges(
                version: version, instances: html, layout: all || layoutChangedAt > since ? slots(settings) : nil,
                tasksChanged: all || tasksChangedAt > since, icons: all || layoutChangedAt > since ? icons : nil)
        }
    }

    public func performIntent(archive: String, instance: WidgetInstanceID, settings: PageSettings) throws -> String {
        guard case .object(let object)? = try? JSONValue.parse(archive), case .string(let type) = object["type"] else {
            throw HTTPError.badRequest("malformed intent archive")
        }
        return try lock.withLock {
            let widget = try find(instance)
            switch type {
            case "ToggleTask":
                guard case .string(let text) = object["task"], let id = UUID(uuidString: text) else {
                    throw HTTPError.badRequest("bad task id")
                }
                guard let index = taskList.firstIndex(where: { $0.id == id }) else {
                    throw HTTPError.notFound("unknown task")
                }
                taskList[index].isCompleted.toggle()
                tasksDidChange()
            case "Increment":
                counter += 1
                touch(kind: "counter")
            case "Reset":
                counter = 0
                touch(kind: "counter")
            default:
                throw HTTPError.badRequest("unknown intent type")
            }
            intentCount += 1
            return render(widget, settings: settings)
        }
    }

    // MARK: HomeScreenEditingBackend

    public func gallery(settings: PageSettings) throws -> [GalleryKind] {
        lock.withLock {
            Self.kinds.map { kind in
                GalleryKind(
                    kind: kind.kind, displayName: kind.name, description: kind.description,
                    previews: kind.families.map { family in
                        .init(
                            family: family,
                            html: render(
                                Placed(instance: "preview", kind: kind.kind, family: family), settings: settings),
                            refusal: ScreenLimits.refusal(
                                adding: family, to: placed.map(\.family), icons: icons ?? .standard))
                    })
            }
        }
    }

    public func changeLayout(_ change: LayoutChange, settings: PageSettings) throws -> [WidgetSlot] {
        try lock.withLock {
            switch change {
            case .add(let kind, let family):
                guard let entry = Self.kinds.first(where: { $0.kind == kind }) else {
                    throw HTTPError.badRequest("unknown widget kind")
                }
                guard entry.families.contains(family) else { throw HTTPError.badRequest("unsupported family") }
                if let refusal = ScreenLimits.refusal(
                    adding: family, to: placed.map(\.family), icons: icons ?? .standard)
                {
                    throw HTTPError(409, refusal)
                }
                placed.append(Placed(instance: makeInstanceID(), kind: kind, family: family))
            case .remove(let instance):
                _ = try find(instance)
                placed.removeAll { $0.instance == instance }
            case .move(let instance, let index):
                let widget = try find(instance)
                let peers = placed.filter { $0.family.isAccessory == widget.family.isAccessory }
                let others = placed.filter { $0.family.isAccessory != widget.family.isAccessory }
                var reordered = peers.filter { $0.instance != instance }
                reordered.insert(widget, at: min(max(index, 0), reordered.count))
                placed = widget.family.isAccessory ? others + reordered : reordered + others
            case .arrangeIcons(let arrangement):
                if let problem = arrangement.problem() { throw problem }
                icons = arrangement
            case .stack, .unstack, .moveInStack, .showInStack, .addStack:
                // The demo's widgets are plain HTML in a flat list; Smart Stacks are the live server's.
                throw HTTPError.badRequest("the demo home screen has no Smart Stacks")
            }
            version += 1
            layoutChangedAt = version
            return slots(settings)
        }
    }

    public func configuration(instance: WidgetInstanceID, settings: PageSettings) throws -> WidgetConfigurationSchema {
        try lock.withLock { schema(try find(instance)) }
    }

    public func saveConfiguration(
        instance: WidgetInstanceID, values: [String: ConfigurationValue], settings: PageSettings
    ) throws -> String {
        try lock.withLock {
            let widget = try find(instance)
            guard widget.kind == "priority" else { throw HTTPError.badRequest("this widget has no options") }
            let schema = schema(widget)
            var current = configurations[instance] ?? [:]
            for (name, value) in values {
                guard let accepted = schema.parameter(named: name)?.accepted(value) else {
                    throw HTTPError.badRequest("bad value for '\(name)'")
                }
                current[name] = accepted
            }
            configurations[instance] = current
            version += 1
            changedAt[instance] = version
            return render(widget, settings: settings)
        }
    }

    // MARK: SyncStatusBackend

    /// No sync: no accounts.
    public func syncStatus() throws -> SyncStatus { SyncStatus(accounts: []) }

    // MARK: AppTasksBackend

    public func tasks(settings: PageSettings) throws -> AppTaskList {
        lock.withLock { AppTaskList(tasks: taskList, priorities: Self.priorityChoices) }
    }

    public func addTask(_ draft: TaskDraft) throws -> AppTask {
        lock.withLock {
            let task = AppTask(
                id: UUID(), title: draft.trimmedTitle, priority: draft.priority.rawValue,
                dueDate: draft.dueDate?.description)
            taskList.insert(task, at: 0)
            tasksDidChange()
            return task
        }
    }

    public func updateTask(id: UUID, _ patch: TaskPatch) throws -> AppTask {
        try lock.withLock {
            guard let index = taskList.firstIndex(where: { $0.id == id }) else {
                throw HTTPError.notFound("unknown task")
            }
            if let priority = patch.priority { taskList[index].priority = priority.rawValue }
            if let title = patch.title { taskList[index].title = title }
            if let dueDate = patch.dueDate { taskList[index].dueDate = dueDate?.description }
            if let done = patch.isCompleted { taskList[index].isCompleted = done }
            tasksDidChange()
            return taskList[index]
        }
    }

    public func deleteTask(id: UUID) throws {
        try lock.withLock {
            guard taskList.contains(where: { $0.id == id }) else { throw HTTPError.notFound("unknown task") }
            taskList.removeAll { $0.id == id }
            tasksDidChange()
        }
    }

    /// Moves the task among the tasks of its section (open or done), as the app's list does.
    public func moveTask(id: UUID, to index: Int) throws {
        try lock.withLock {
            guard let task = taskList.first(where: { $0.id == id }) else { throw HTTPError.notFound("unknown task") }
            var section = taskList.filter { $0.isCompleted == task.isCompleted }
            section.removeAll { $0.id == id }
            section.insert(task, at: min(max(index, 0), section.count))
            // The section's slots in the whole list keep their places; its tasks fill them in the new order.
            var rows = section.makeIterator()
            taskList = taskList.map { $0.isCompleted == task.isCompleted ? rows.next() ?? $0 : $0 }
            tasksDidChange()
        }
    }

    // MARK: State (call with the lock held)

    private func makeInstanceID() -> WidgetInstanceID {
        defer { nextInstance += 1 }
        return WidgetInstanceID("w\(nextInstance)-" + UUID().uuidString.prefix(8).lowercased())
    }

    private func find(_ instance: WidgetInstanceID) throws -> Placed {
        guard let widget = placed.first(where: { $0.instance == instance }) else {
            throw HTTPError.notFound("unknown widget")
        }
        return widget
    }

    private func tasksDidChange() {
        version += 1
        tasksChangedAt = version
        for widget in placed where widget.kind != "counter" { changedAt[widget.instance] = version }
    }

    private func touch(kind: String) {
        version += 1
        for widget in placed where widget.kind == kind { changedAt[widget.instance] = version }
    }

    private func slots(_ settings: PageSettings) -> [WidgetSlot] {
        placed.map {
            let kind = $0.kind
            return WidgetSlot(
                instance: $0.instance, kind: kind, family: $0.family, html: render($0, settings: settings),
                configurable: kind == "priority", displayName: Self.kinds.first { $0.kind == kind }?.name ?? kind)
        }
    }

    private func schema(_ widget: Placed) -> WidgetConfigurationSchema {
        let entry = Self.kinds.first { $0.kind == widget.kind }
        let values = configurations[widget.instance] ?? [:]
        let parameters: [WidgetConfigurationSchema.Parameter] = [
            .init(
                name: "priority", title: "Priority", type: .enum, value: values["priority"] ?? .string("high"),
                cases: [
                    .init(value: "all", title: "All"), .init(value: "high", title: "High"),
                    .init(value: "medium", title: "Medium"), .init(value: "low", title: "Low"),
                ]),
            .init(
                name: "showCompleted", title: "Show Completed", type: .bool,
                value: values["showCompleted"] ?? .bool(false)),
            .init(
                name: "limit", title: "Number of Tasks", type: .int, value: values["limit"] ?? .int(5), minimum: 1,
                maximum: 8),
            // As a SiriKit widget's parameter whose options its Intents extension provides, in sections.
            .init(
                name: "list", title: "List", type: .enum, isOptional: true,
                value: values["list"].flatMap { $0 == .string("") ? nil : $0 },
                cases: [
                    .init(value: "reminders", title: "Reminders", section: "iCloud"),
                    .init(value: "groceries", title: "Groceries", section: "iCloud"),
                    .init(value: "team", title: "Team", section: "Work"),
                ]),
            // As a list parameter with such options: several, in the order chosen.
            .init(
                name: "labels", title: "Labels", type: .choices, isOptional: true, value: values["labels"],
                cases: [
                    .init(value: "errands", title: "Errands"), .init(value: "home", title: "Home"),
                    .init(value: "work", title: "Work"),
                ]),
            // As one whose extension the program does not have: the form says it can't be set here.
            {
                var tags = WidgetConfigurationSchema.Parameter(
                    name: "tags", title: "Tags", type: .unsupported, isOptional: true, value: nil)
                tags.unavailable = .noIntentsHandler
                return tags
            }(),
        ]
        return WidgetConfigurationSchema(
            kind: widget.kind, intent: widget.kind == "priority" ? "PriorityConfiguration" : "",
            title: entry?.name ?? widget.kind, description: entry?.description ?? "",
            parameters: widget.kind == "priority" ? parameters : [])
    }

    private func render(_ widget: Placed, settings: PageSettings) -> String {
        let style = DemoWidgetStyle(settings: settings)
        switch (widget.kind, widget.family) {
        case ("counter", .accessoryCircular): return style.counterCircular(counter)
        case ("counter", _): return style.counter(counter)
        case ("progress", .accessoryInline):
            return style.inline(open: taskList.filter { !$0.isCompleted }.count)
        case ("progress", _):
            return style.progressCircular(done: taskList.filter(\.isCompleted).count, total: taskList.count)
        case ("tasks", .accessoryRectangular): return style.tasksRectangular(taskList)
        case ("priority", _):
            let values = configurations[widget.instance] ?? [:]
            var filter = "high"
            if case .string(let raw)? = values["priority"] { filter = raw }
            var showCompleted = false
            if case .bool(let flag)? = values["showCompleted"] { showCompleted = flag }
            var limit = 5
            if case .int(let number)? = values["limit"] { limit = number }
            let matching = taskList.filter {
                (filter == "all" || $0.priority == filter) && (showCompleted || !$0.isCompleted)
            }
            var title = filter == "all" ? "All Tasks" : filter.prefix(1).uppercased() + filter.dropFirst() + " Priority"
            if case .string(let list)? = values["list"],
                let choice = schema(widget).parameter(named: "list")?.cases?.first(where: { $0.value == list })
            {
                title = choice.title + " · " + title
            }
            if case .list(let labels)? = values["labels"], !labels.isEmpty {
                title += " · " + labels.joined(separator: ", ")
            }
            return style.list(
                title: title, tasks: Array(matching.prefix(widget.family == .systemMedium ? min(limit, 3) : limit)),
                remaining: matching.filter { !$0.isCompleted }.count, family: widget.family, filter: filter)
        default:
            let ordered = taskList  // app order: a task checked off stays in place, showing its check
            let count =
                switch widget.family {
                case .systemSmall: 3
                case .systemMedium: 3
                default: 7
                }
            return style.list(
                title: "Tasks", tasks: Array(ordered.prefix(count)),
                remaining: taskList.filter { !$0.isCompleted }.count,
                family: widget.family, filter: nil)
        }
    }
}
