import Foundation

/// The live home screen's layout: the placed widgets in order, with each one's configuration, kept in
/// `homescreen-layout.json` beside the store (``LiveLayoutFile``). Thread-safe; every change is saved.
final class LayoutStore: @unchecked Sendable {
    private let file: LiveLayoutFile
    private let lock = NSLock()
    // Guarded by `lock`.
    private var slots: [LiveSlot]
    private var nextInstance = 1

    /// The saved layout, or the default one (saved now) when there is none.
    init(file: LiveLayoutFile) throws {
        self.file = file
        if let saved = file.load() {
            slots = saved
        } else {
            slots = LiveLayoutFile.defaultLayout
            try file.save(slots)
        }
    }

    /// The slots in order.
    var all: [LiveSlot] { lock.withLock { slots } }

    func slot(_ instance: String) -> LiveSlot? { lock.withLock { slots.first { $0.instance == instance } } }

    /// A new instance id, unused in the layout.
    func makeInstanceID() -> String {
        lock.withLock {
            while true {
                let id = "w\(nextInstance)-" + UUID().uuidString.prefix(8).lowercased()
                nextInstance += 1
                if !slots.contains(where: { $0.instance == id }) { return id }
            }
        }
    }

    func append(_ slot: LiveSlot) throws {
        try change { $0.append(slot) }
    }

    func remove(_ instance: String) throws {
        try change { $0.removeAll { $0.instance == instance } }
    }

    /// Moves the instance to `index` among the slots of its own screen (Home Screen or Lock Screen).
    func move(_ instance: String, to index: Int) throws {
        try change { slots in
            guard let widget = slots.first(where: { $0.instance == instance }) else { return }
            let accessory = widget.family.isAccessory
            var peers = slots.filter { $0.family.isAccessory == accessory && $0.instance != instance }
            let others = slots.filter { $0.family.isAccessory != accessory }
            peers.insert(widget, at: min(max(index, 0), peers.count))
            slots = accessory ? others + peers : peers + others
        }
    }

    /// Keeps an instance's configuration archive.
    func setConfiguration(_ archive: String?, of instance: String) throws {
        try change { slots in
            if let index = slots.firstIndex(where: { $0.instance == instance }) { slots[index].configuration = archive }
        }
    }

    private func change(_ body: (inout [LiveSlot]) -> Void) throws {
        try lock.withLock {
            body(&slots)
            try file.save(slots)
        }
    }
}
