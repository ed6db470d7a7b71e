import Foundation

extension String {
    /// A localizable string's key and its interpolated arguments, as `String(localized:)` and
    /// `LocalizedStringResource` take it.
    ///
    /// Apple's Foundation declares it; Linux Foundation does not. The key is built with Apple's format
    /// specifiers (`"%lld tasks"` for `"\(count) tasks"`), the same as `LocalizedStringResource`'s.
    public struct LocalizationValue: Hashable, Sendable, ExpressibleByStringInterpolation {
        public typealias StringInterpolation = LocalizedStringResource.StringInterpolation

        package let key: String
        package let arguments: [LocalizedStringResource.Argument]

        /// Creates a value whose key is `value`, with no arguments.
        public init(_ value: String) {
            key = value
            arguments = []
        }

        public init(stringLiteral value: String) {
            self.init(value)
        }

        public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {
            key = stringInterpolation.key
            arguments = stringInterpolation.arguments
        }
    }
}
