/// Whether an interpolated value of a log message is shown or redacted.
public struct OSLogPrivacy: Equatable, Sendable {
    /// How a private value is masked.
    public enum Mask: Equatable, Sendable {
        /// Shown as a hash of the value.
        case hash
        /// Shown as `<private>`.
        case none
    }

    enum Kind: Equatable, Sendable {
        case auto
        case `public`
        case `private`
        case sensitive
    }

    let kind: Kind
    let mask: Mask

    /// Values are public or private by their type: strings and objects private, numbers public.
    public static let auto = OSLogPrivacy(kind: .auto, mask: .none)
    /// The value is shown.
    public static let `public` = OSLogPrivacy(kind: .public, mask: .none)
    /// The value is redacted.
    public static let `private` = OSLogPrivacy(kind: .private, mask: .none)
    /// The value is redacted, also when private data is enabled.
    public static let sensitive = OSLogPrivacy(kind: .sensitive, mask: .none)

    /// Private, masked as `mask` says.
    public static func `private`(mask: OSLogPrivacy.Mask) -> OSLogPrivacy {
        OSLogPrivacy(kind: .private, mask: mask)
    }

    /// Sensitive, masked as `mask` says.
    public static func sensitive(mask: OSLogPrivacy.Mask) -> OSLogPrivacy {
        OSLogPrivacy(kind: .sensitive, mask: mask)
    }

    /// Automatic, masked as `mask` says when the value is private.
    public static func auto(mask: OSLogPrivacy.Mask) -> OSLogPrivacy {
        OSLogPrivacy(kind: .auto, mask: mask)
    }

    /// The value as a log line shows it: as itself, or redacted as Console shows a private value of a
    /// process that no debugger is attached to.
    func show(_ text: String, isPublicByDefault: Bool) -> String {
        let isPublic =
            switch kind {
            case .public: true
            case .private, .sensitive: false
            case .auto: isPublicByDefault
            }
        if isPublic { return text }
        switch mask {
        case .none: return "<private>"
        case .hash:
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            return "<mask.hash: '\(String(hash, radix: 16))'>"
        }
    }
}
