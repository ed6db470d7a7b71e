import StrictJSON
import WidgetRuntime

/// A Smart Stack: one Home Screen space holding 2–10 widgets of the same system family, one of them shown at a
/// time, as iOS's stacks are. Each member is a widget of its own (its own instance, timeline, configuration).
struct LiveStack: Equatable, Sendable {
    /// The stack's own id, from the widgets' id space (a layout never holds it twice, nor as a widget's id).
    var id: WidgetInstanceID
    /// The widgets, top to bottom as a swipe down goes through them.
    var members: [LiveSlot]
    /// The index of the member shown.
    var shown: Int

    /// The most widgets a stack holds on iOS.
    static let maxMembers = 10

    var family: WidgetFamily { members[0].family }

    func index(of instance: WidgetInstanceID) -> Int? {
        members.firstIndex { $0.instance == instance }
    }

    /// Whether widgets of `family` can stack: the Home Screen's system families.
    static func canStack(_ family: WidgetFamily) -> Bool {
        [.systemSmall, .systemMedium, .systemLarge].contains(family)
    }

    // MARK: The stored form

    /// `{"stack": "<id>", "members": [<slot>, …], "shown": N}`: no `instance`, `kind` or `family` of its own, so
    /// a version without stacks keeps it as an entry it cannot read.
    var json: JSONValue {
        .object([
            "stack": .string(id.rawValue), "members": .array(members.map(\.jsonValue)),
            "shown": .int(shown),
        ])
    }

    /// A stack this version can show: 2–10 members it can read, all of one stackable family, and a shown one.
    init?(_ fields: [String: JSONValue]) {
        guard case .string(let id) = fields["stack"], Validate.isInstance(id),
            case .array(let items) = fields["members"], case .int(let shown) = fields["shown"],
            (2...Self.maxMembers).contains(items.count), items.indices.contains(shown)
        else { return nil }
        var members: [LiveSlot] = []
        for item in items {
            guard case .object(let member) = item, let slot = LiveLayout.slot(member) else { return nil }
            members.append(slot)
        }
        guard Self.canStack(members[0].family), members.allSatisfy({ $0.family == members[0].family }) else {
            return nil
        }
        self.init(id: WidgetInstanceID(id), members: members, shown: shown)
    }

    init(id: WidgetInstanceID, members: [LiveSlot], shown: Int) {
        self.id = id
        self.members = members
        self.shown = shown
    }
}

extension LiveSlot {
    /// The slot as stored.
    var jsonValue: JSONValue {
        var fields: [String: JSONValue] = [
            "instance": .string(instance.rawValue), "kind": .string(kind), "family": .string(family.description),
        ]
        if let configuration { fields["configuration"] = .string(configuration) }
        return .object(fields)
    }
}
