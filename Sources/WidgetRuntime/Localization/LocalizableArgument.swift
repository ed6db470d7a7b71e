import Foundation

/// A value substituted into a localized format string.
package enum LocalizableArgument: Equatable, Sendable {
    case int(Int64)
    case uint(UInt64)
    case double(Double)
    case string(String)

    /// Converts a C variadic argument as SwiftUI's `_FormatSpecifiable` produces it.
    package init(_ value: any CVarArg) {
        switch value {
        case let v as Int64: self = .int(v)
        case let v as Int: self = .int(Int64(v))
        case let v as Int32: self = .int(Int64(v))
        case let v as UInt64: self = .uint(v)
        case let v as UInt32: self = .uint(UInt64(v))
        case let v as UInt: self = .uint(UInt64(v))
        case let v as Double: self = .double(v)
        case let v as Float: self = .double(Double(v))
        case let v as CGFloat: self = .double(Double(v))
        case let v as String: self = .string(v)
        default: self = .string(String(describing: value))
        }
    }

    /// The number a plural rule is chosen by, if this is a number.
    var pluralOperand: (integer: Int64, hasFraction: Bool)? {
        switch self {
        case .int(let v): (v, false)
        case .uint(let v): (Int64(clamping: v), false)
        case .double(let v): (Int64(v.magnitude), v != v.rounded())
        case .string: nil
        }
    }
}
