import Foundation

// The accessibility modifiers of iOS 13, deprecated in iOS 14 and still common in widget code: each is the
// `ModifiedContent` of its newer form, as Apple declares them.
extension View {
    /// Adds a label to the view that describes its contents (`accessibilityLabel(_:)`).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityLabel(_:)")
    public func accessibility(label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityLabel(label)
    }

    /// Communicates to the user what happens after performing the view's action (`accessibilityHint(_:)`).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityHint(_:)")
    public func accessibility(hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityHint(hint)
    }

    /// Specifies whether to hide this view from accessibility features (`accessibilityHidden(_:)`).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityHidden(_:)")
    public func accessibility(hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityHidden(hidden)
    }

    /// Adds a textual description of the value the view contains (`accessibilityValue(_:)`).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityValue(_:)")
    public func accessibility(value: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityValue(value)
    }

    /// Uses the string to identify the view (`accessibilityIdentifier(_:)`).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityIdentifier(_:)")
    public func accessibility(identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityIdentifier(identifier)
    }
}
