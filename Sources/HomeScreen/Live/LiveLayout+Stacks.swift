import WebServer
import WidgetRuntime

/// Smart Stacks in the layout: made by dropping a widget onto another of its size, as on iOS; each change is
/// checked here, against the layout as stored, and refused with the answer the page shows.
extension LiveLayout {
    /// The entry and the member index of a widget that is in a stack.
    func member(_ instance: WidgetInstanceID) -> (entry: Int, index: Int)? {
        for (position, entry) in entries.enumerated() {
            if case .stack(let stack) = entry, let index = stack.index(of: instance) { return (position, index) }
        }
        return nil
    }

    /// The entry of the stack with this id.
    func stackIndex(_ id: WidgetInstanceID) -> Int? {
        entries.firstIndex {
            if case .stack(let stack) = $0 { return stack.id == id }
            return false
        }
    }

    /// The stacks, in order.
    var stacks: [LiveStack] {
        entries.compactMap {
            if case .stack(let stack) = $0 { return stack }
            return nil
        }
    }

    /// Puts the widget `instance` into the stack of `target` (a stack's id, or a widget in a stack), or makes a
    /// stack of the two (given the id `newStack`) where `target` is. The dropped widget leaves its own place (a
    /// plain one, or another stack) and is shown on top, as iOS shows a widget just dropped onto a stack.
    mutating func stack(
        _ instance: WidgetInstanceID, onto target: WidgetInstanceID, newStack: WidgetInstanceID
    ) throws {
        if stackIndex(instance) != nil { throw HTTPError.badRequest("a stack cannot join another stack") }
        guard let widget = slot(instance) else { throw HTTPError.notFound("unknown widget") }
        let targetFamily: WidgetFamily
        let targetStack: LiveStack?
        if let position = stackIndex(target), case .stack(let stack) = entries[position] {
            (targetFamily, targetStack) = (stack.family, stack)
        } else if let (position, _) = member(target), case .stack(let stack) = entries[position] {
            (targetFamily, targetStack) = (stack.family, stack)
        } else if let other = slot(target) {
            (targetFamily, targetStack) = (other.family, nil)
        } else {
            throw HTTPError.notFound("unknown widget")
        }
        if instance == target || targetStack?.index(of: instance) != nil {
            throw HTTPError.badRequest("the widget is already in this stack")
        }
        guard LiveStack.canStack(widget.family) else {
            throw HTTPError.badRequest("only Home Screen widgets stack")
        }
        guard widget.family == targetFamily else {
            throw HTTPError.badRequest("a stack holds widgets of one size")
        }
        if let targetStack, targetStack.members.count >= LiveStack.maxMembers {
            throw HTTPError(409, "A stack holds at most 10 widgets.")
        }
        remove(instance)
        if let targetStack, let position = stackIndex(targetStack.id), case .stack(var stack) = entries[position] {
            stack.members.insert(widget, at: stack.shown)
            entries[position] = .stack(stack)
        } else if let position = entries.firstIndex(where: {
            if case .slot(let slot) = $0 { return slot.instance == target }
            return false
        }), case .slot(let other) = entries[position] {
            entries[position] = .stack(LiveStack(id: newStack, members: [widget, other], shown: 0))
        }
    }

    /// Takes a widget out of its stack and puts it right after the stack (or what is left of it).
    mutating func unstack(_ instance: WidgetInstanceID) throws {
        guard let (position, index) = member(instance), case .stack(let stack) = entries[position] else {
            throw slot(instance) == nil ? HTTPError.notFound("unknown widget") : notInAStack
        }
        takeOut(instance, at: position)
        entries.insert(.slot(stack.members[index]), at: position + 1)
    }

    /// Moves a widget to `index` among its stack's members; the widget shown stays shown.
    mutating func moveInStack(_ instance: WidgetInstanceID, to index: Int) throws {
        guard let (position, from) = member(instance), case .stack(var stack) = entries[position] else {
            throw slot(instance) == nil ? HTTPError.notFound("unknown widget") : notInAStack
        }
        let shown = stack.members[stack.shown].instance
        let widget = stack.members.remove(at: from)
        stack.members.insert(widget, at: min(max(index, 0), stack.members.count))
        stack.shown = stack.index(of: shown) ?? 0
        entries[position] = .stack(stack)
    }

    /// Shows a widget of its stack (a swipe to it).
    mutating func show(_ instance: WidgetInstanceID) throws {
        guard let (position, index) = member(instance), case .stack(var stack) = entries[position] else {
            throw slot(instance) == nil ? HTTPError.notFound("unknown widget") : notInAStack
        }
        stack.shown = index
        entries[position] = .stack(stack)
    }

    private var notInAStack: HTTPError { HTTPError.badRequest("the widget is not in a stack") }

    /// Removes a member from the stack at `position`; a stack left with one widget becomes that widget, as on
    /// iOS. The shown widget stays shown, or the one after it when it was the one removed.
    mutating func takeOut(_ instance: WidgetInstanceID, at position: Int) {
        guard case .stack(var stack) = entries[position], let index = stack.index(of: instance) else { return }
        stack.members.remove(at: index)
        if index < stack.shown { stack.shown -= 1 }
        stack.shown = min(stack.shown, stack.members.count - 1)
        entries[position] = stack.members.count == 1 ? .slot(stack.members[0]) : .stack(stack)
    }
}

extension LiveLayout.Entry {
    /// The id a move names the entry by: a widget's, a stack's; nil for an entry of a newer version.
    var id: WidgetInstanceID? {
        switch self {
        case .slot(let slot): slot.instance
        case .stack(let stack): stack.id
        case .icons, .unknown: nil
        }
    }
}
