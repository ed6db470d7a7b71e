/// A map keyed by type, for facts looked up once per type on every render (is it a primitive, how
/// does this style resolve): open addressing on the metadata pointer, which needs no hashing of its
/// own. A `Dictionary` hashes each key with SipHash, a cost paid by every view on every render.
struct TypeMap<Value> {
    private var keys: [UnsafeRawPointer?]
    private var values: [Value?]
    private var count = 0

    init() {
        keys = Array(repeating: nil, count: 64)
        values = Array(repeating: nil, count: 64)
    }

    subscript(type: Any.Type) -> Value? {
        get {
            let key = unsafeBitCast(type, to: UnsafeRawPointer.self)
            var slot = Self.start(key, keys.count)
            while let occupant = keys[slot] {
                if occupant == key { return values[slot] }
                slot = (slot + 1) & (keys.count - 1)
            }
            return nil
        }
        set {
            guard let newValue else { return }
            if (count + 1) * 2 > keys.count { grow() }
            insert(unsafeBitCast(type, to: UnsafeRawPointer.self), newValue)
        }
    }

    private mutating func insert(_ key: UnsafeRawPointer, _ value: Value) {
        var slot = Self.start(key, keys.count)
        while let occupant = keys[slot] {
            if occupant == key {
                values[slot] = value
                return
            }
            slot = (slot + 1) & (keys.count - 1)
        }
        keys[slot] = key
        values[slot] = value
        count += 1
    }

    private mutating func grow() {
        let old = zip(keys, values)
        keys = Array(repeating: nil, count: keys.count * 2)
        values = Array(repeating: nil, count: values.count * 2)
        count = 0
        for case (let key?, let value?) in old { insert(key, value) }
    }

    /// Fibonacci hashing of the address: multiply, keep the well-mixed high bits.
    private static func start(_ key: UnsafeRawPointer, _ capacity: Int) -> Int {
        let product = UInt64(UInt(bitPattern: key)) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: product >> 32) & (capacity - 1)
    }
}
