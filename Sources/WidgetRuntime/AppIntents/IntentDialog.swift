import Foundation

/// What the system says or shows when an intent finishes: Siri's answer.
public struct IntentDialog: Sendable, ExpressibleByStringInterpolation {
    /// The dialog when there is room for all of it (spoken, or shown without other content).
    public let full: LocalizedStringResource
    /// The shorter dialog shown beside other content.
    public let supporting: LocalizedStringResource

    /// Creates a dialog with a full and a supporting form.
    public init(full: LocalizedStringResource, supporting: LocalizedStringResource) {
        self.full = full
        self.supporting = supporting
    }

    /// Creates a dialog that is the same in both forms.
    public init(_ fullAndSupporting: LocalizedStringResource) {
        self.init(full: fullAndSupporting, supporting: fullAndSupporting)
    }

    public init(stringLiteral value: String) {
        self.init(LocalizedStringResource(stringLiteral: value))
    }

    public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {
        self.init(LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}

/// A result that carries a dialog.
public protocol ProvidesDialog: IntentResult {}

/// The concrete result built by `.result(dialog:)` and `.result(value:dialog:)`.
public struct IntentDialogResult<Value>: IntentResult, ReturnsValue, ProvidesDialog, @unchecked Sendable {
    /// The value returned by the intent, if any.
    public let value: Value?
    /// What the system says.
    public let dialog: IntentDialog
}

extension IntentResult {
    /// A result with a dialog and no value.
    public static func result(dialog: IntentDialog) -> Self where Self == IntentDialogResult<Never> {
        IntentDialogResult(value: nil, dialog: dialog)
    }

    /// A result carrying `value` and a dialog.
    public static func result<V>(value: V, dialog: IntentDialog) -> Self
    where Self == IntentDialogResult<V>, V: _IntentValue {
        IntentDialogResult(value: value, dialog: dialog)
    }
}

extension IntentDialogResult: AnyValueResult {
    package var anyValue: Any? { value.map { $0 as Any } }
}

/// A type, typically an error, that describes itself with a localizable string (Foundation's protocol
/// on Apple platforms, where it lives beside `LocalizedStringResource`).
public protocol CustomLocalizedStringResourceConvertible {
    /// The description, resolved where it is shown.
    var localizedStringResource: LocalizedStringResource { get }
}
