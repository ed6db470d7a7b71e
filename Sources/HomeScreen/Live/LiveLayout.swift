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
        /// An entry as another version wrote it, as JSON with sorted keys.
        case unknown(String)
    }

    var entries: [Entry]

    /// The slots this version can show, in order.
    var slots: [LiveSlot] {
        entries.compactMap {
            if case .slot(let slot) = $0 { return slot }
            return nil
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

    func contains(_ instance: WidgetInstanceID) -> Bool { slot(instance) != nil }

    /// The instance's slot, found without building ``slots``: every widget request looks its instance up.
    func slot(_ instance: WidgetInstanceID) -> LiveSlot? {
        for entry in entries {
            if case .slot(let slot) = entry, slot.instance == instance { return slot }
        }
        return nil
    }

    mutating func append(_ slot: LiveSlot) { entries.append(.slot(slot)) }

    mutating func remove(_ instance: WidgetInstanceID) {
        entries.removeAll {
            if case .slot(let slot) = $0 { return slot.instance == instance }
            return false
        }
    }

    mutating func setConfiguration(_ configuration: String?, of instance: WidgetInstanceID) {
        for index in entries.indices {
            if case .slot(var slot) = entries[index], slot.instance == instance {
                slot.configuration = configuration
                entries[index] = .slot(slot)
            }
        }
    }

    /// Moves a widget to `index` among the widgets of its place (`Placement`), as the page shows them. Entries
    /// this version cannot read, and widgets of the other places, keep their places.
    mutating func move(_ instance: WidgetInstanceID, to index: Int) {
        guard let widget = slots.first(where: { $0.instance == instance }) else { return }
        let placement = Placement(widget.family)
        var peers = slots.filter { Placement($0.family) == placement && $0.instance != instance }
        peers.insert(widget, at: min(max(index, 0), peers.count))
        var reordered = peers.makeIterator()
        for position in entries.indices {
            if case .slot(let slot) = entries[position], Placement(slot.family) == placement,
                let next = reordered.next()
            {
                entries[position] = .slot(next)
            }
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
                var fields: [String: JSONValue] = [
                    "instance": .string(slot.instance.rawValue), "kind": .string(slot.kind),
                    "family": .string(slot.family.description),
                ]
                if let configuration = slot.configuration { fields["configuration"] = .string(configuration) }
                var item = ""
                JSONValue.object(fields).write(to: &item)
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

    /// A slot this version can show: every field it knows, with values it knows.
    private static func slot(_ fields: [String: JSONValue]) -> LiveSlot? {
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
