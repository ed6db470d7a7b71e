import Foundation
import StrictJSON
import TaskKit
import WidgetRuntime

/// One placed widget of the live home screen.
struct LiveSlot: Codable, Equatable, Sendable {
    var instance: WidgetInstanceID
    var kind: String
    @FamilyName var family: WidgetFamily
    /// The configuration intent's archive, for configurable widgets.
    var configuration: String?
}

/// The layout as stored: the slots this version reads, and entries it cannot read (a family or a shape from
/// a newer version), which are kept as they are and where they are, never dropped.
struct LiveLayout: Equatable, Sendable {
    enum Entry: Equatable, Sendable {
        case slot(LiveSlot)
        /// Where the app icons are, stored as `{"appIcons": {"pages": [[…]], "dock": […]}}`: a version before it
        /// keeps it as an entry it cannot read.
        case icons(AppIconArrangement)
        /// A Smart Stack: several widgets in one Home Screen space.
        case stack(LiveStack)
        /// An entry as another version wrote it, as JSON with sorted keys.
        case unknown(String)
    }

    var entries: [Entry]

    /// The widgets this version can show, in order, a stack's members in its place: every one of them is
    /// drawn (a stack's hidden members keep their timelines, as on iOS).
    var slots: [LiveSlot] {
        entries.flatMap { entry -> [LiveSlot] in
            switch entry {
            case .slot(let slot): [slot]
            case .stack(let stack): stack.members
            case .icons, .unknown: []
            }
        }
    }

    /// The family of each space taken, in order: a stack takes one space of its family.
    var placedFamilies: [WidgetFamily] {
        entries.compactMap { entry in
            switch entry {
            case .slot(let slot): slot.family
            case .stack(let stack): stack.family
            case .icons, .unknown: nil
            }
        }
    }

    static let standard = LiveLayout(entries: [
        .slot(LiveSlot(instance: "tasks-medium", kind: "TaskWidget", family: .systemMedium)),
        .slot(LiveSlot(instance: "animated-small", kind: "AnimatedTaskWidget", family: .systemSmall)),
        .slot(LiveSlot(instance: "configurable-large", kind: "ConfigurableTaskWidget", family: .systemLarge)),
        .slot(LiveSlot(instance: "lock-rectangular", kind: "TaskLockScreenWidget", family: .accessoryRectangular)),
        .slot(LiveSlot(instance: "lock-circular", kind: "TaskLockScreenWidget", family: .accessoryCircular)),
        .slot(LiveSlot(instance: "lock-inline", kind: "TaskLockScreenWidget", family: .accessoryInline)),
    ])

    /// Where the app icons are; nil (the standard arrangement) until they are moved.
    var icons: AppIconArrangement? {
        for entry in entries {
            if case .icons(let icons) = entry { return icons }
        }
        return nil
    }

    /// Keeps the icons' arrangement in the place of the one it replaces, else last.
    mutating func setIcons(_ icons: AppIconArrangement) {
        if let index = entries.firstIndex(where: { if case .icons = $0 { true } else { false } }) {
            entries[index] = .icons(icons)
        } else {
            entries.append(.icons(icons))
        }
    }

    /// Whether the id is a widget's or a stack's.
    func contains(_ instance: WidgetInstanceID) -> Bool { slot(instance) != nil || stackIndex(instance) != nil }

    /// The instance's slot, found without building ``slots``: every widget request looks its instance up.
    func slot(_ instance: WidgetInstanceID) -> LiveSlot? {
        for entry in entries {
            switch entry {
            case .slot(let slot) where slot.instance == instance: return slot
            case .stack(let stack):
                if let index = stack.index(of: instance) { return stack.members[index] }
            default: continue
            }
        }
        return nil
    }

    mutating func append(_ slot: LiveSlot) { entries.append(.slot(slot)) }

    /// Removes a widget (from its stack, if it is in one), or a whole stack given the stack's id.
    mutating func remove(_ instance: WidgetInstanceID) {
        if let (entry, _) = member(instance) {
            takeOut(instance, at: entry)
            return
        }
        entries.removeAll {
            switch $0 {
            case .slot(let slot): slot.instance == instance
            case .stack(let stack): stack.id == instance
            case .icons, .unknown: false
            }
        }
    }

    mutating func setConfiguration(_ configuration: String?, of instance: WidgetInstanceID) {
        for index in entries.indices {
            switch entries[index] {
            case .slot(var slot) where slot.instance == instance:
                slot.configuration = configuration
                entries[index] = .slot(slot)
            case .stack(var stack):
                guard let member = stack.index(of: instance) else { continue }
                stack.members[member].configuration = configuration
                entries[index] = .stack(stack)
            default: continue
            }
        }
    }

    /// Moves a widget or a stack (by its id) to `index` among the items of its place (`Placement`), as the page
    /// shows them: a stack is one item. Entries this version cannot read, and items of the other places, keep
    /// their places.
    mutating func move(_ instance: WidgetInstanceID, to index: Int) {
        func id(_ entry: Entry) -> WidgetInstanceID? {
            switch entry {
            case .slot(let slot): slot.instance
            case .stack(let stack): stack.id
            case .icons, .unknown: nil
            }
        }
        func placement(_ entry: Entry) -> Placement? {
            switch entry {
            case .slot(let slot): Placement(slot.family)
            case .stack: .homeScreen
            case .icons, .unknown: nil
            }
        }
        guard let item = entries.first(where: { id($0) == instance }), let place = placement(item) else { return }
        var peers = entries.filter { placement($0) == place && id($0) != instance }
        peers.insert(item, at: min(max(index, 0), peers.count))
        var reordered = peers.makeIterator()
        for position in entries.indices where placement(entries[position]) == place {
            if let next = reordered.next() { entries[position] = next }
        }
    }

    /// Where a widget is shown: the Home Screen's grid, the Lock Screen's row below the clock, or the Lock
    /// Screen's inline line above it. The page numbers a widget among its own place's widgets; counting the
    /// inline widget among the row's, as this once did, made every move to the left a no-op beside it.
    enum Placement: Equatable {
        case homeScreen, lockScreenRow, lockScreenInline

        init(_ family: WidgetFamily) {
            switch family {
            case .accessoryInline: self = .lockScreenInline
            case _ where family.isAccessory: self = .lockScreenRow
            default: self = .homeScreen
            }
        }
    }

    // MARK: The stored form

    /// The format this version writes: `{"format": 1, "slots": [{…}, …]}`. A newer format that keeps `slots`
    /// an array is read as far as its entries allow; anything else is unreadable.
    static let format = 1

    struct Unreadable: Error, CustomStringConvertible {
        let description: String
    }

    /// Reads a stored layout. Entries this version cannot read are kept as `.unknown`.
    init(json: String) throws {
        let value: JSONValue
        do {
            value = try JSONValue.parse(json)
        } catch {
            throw Unreadable(description: "it is not JSON (\(error))")
        }
        // Version 1 of the layout file was a bare array of slots.
        var list = value
        if case .object(let fields) = value, let slots = fields["slots"] { list = slots }
        guard case .array(let items) = list else { throw Unreadable(description: "it holds no list of widgets") }
        entries = items.map { item in
            if case .object(let fields) = item, let slot = Self.slot(fields) { return .slot(slot) }
            if case .object(let fields) = item, let icons = Self.icons(fields) { return .icons(icons) }
            if case .object(let fields) = item, let stack = LiveStack(fields) { return .stack(stack) }
            var kept = ""
            item.write(to: &kept)
            return .unknown(kept)
        }
    }

    init(entries: [Entry]) {
        self.entries = entries
    }

    /// The layout as stored, unreadable entries as they were.
    var json: String {
        var items: [String] = []
        for entry in entries {
            switch entry {
            case .slot(let slot):
                var item = ""
                slot.jsonValue.write(to: &item)
                items.append(item)
            case .stack(let stack):
                var item = ""
                stack.json.write(to: &item)
                items.append(item)
            case .icons(let icons):
                let strings = { (ids: [String]) in JSONValue.array(ids.map(JSONValue.string)) }
                var item = ""
                JSONValue.object([
                    "appIcons": .object(["pages": .array(icons.pages.map(strings)), "dock": strings(icons.dock)])
                ]).write(to: &item)
                items.append(item)
            case .unknown(let json):
                items.append(json)
            }
        }
        return "{\"format\":\(Self.format),\"slots\":[" + items.joined(separator: ",") + "]}"
    }

    /// The icons' arrangement, if this version knows every app of it (a newer version's apps keep the entry as
    /// one this version cannot read, and the standard arrangement shows).
    private static func icons(_ fields: [String: JSONValue]) -> AppIconArrangement? {
        guard fields.count == 1, case .object(let icons)? = fields["appIcons"],
            case .array(let pageList)? = icons["pages"], case .array(let dockList)? = icons["dock"]
        else { return nil }
        func ids(_ values: [JSONValue]) -> [String]? {
            let ids = values.compactMap { if case .string(let id) = $0 { id } else { nil } }
            return ids.count == values.count ? ids : nil
        }
        var pages: [[String]] = []
        for page in pageList {
            guard case .array(let values) = page, let page = ids(values) else { return nil }
            pages.append(page)
        }
        guard let dock = ids(dockList) else { return nil }
        let arrangement = AppIconArrangement(pages: pages, dock: dock)
        return arrangement.problem() == nil ? arrangement : nil
    }

    /// A slot this version can show: every field it knows, with values it knows. An entry without `instance`,
    /// `kind` or `family` (a stack, to a version without stacks) is none.
    static func slot(_ fields: [String: JSONValue]) -> LiveSlot? {
        guard case .string(let instance) = fields["instance"], case .string(let kind) = fields["kind"],
            case .string(let familyName) = fields["family"], let family = WidgetFamily(name: familyName)
        else { return nil }
        switch fields["configuration"] {
        case nil:
            return LiveSlot(instance: WidgetInstanceID(instance), kind: kind, family: family, configuration: nil)
        case .string(let configuration):
            return LiveSlot(
                instance: WidgetInstanceID(instance), kind: kind, family: family, configuration: configuration)
        default:
            return nil
        }
    }
}
