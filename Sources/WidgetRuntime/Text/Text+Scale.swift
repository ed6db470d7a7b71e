extension Text {
    /// Defines text scales (iOS 17).
    ///
    /// Text scales are declared so that code written for iOS 17 builds; the secondary scale, which iOS draws at a
    /// smaller size by an amount nobody here has measured, is drawn at the text's own size.
    public struct Scale: Hashable, Sendable {
        let isSecondary: Bool

        /// Defines default text scale.
        public static let `default` = Scale(isSecondary: false)
        /// Secondary level of text scale, smaller than the default (for a currency symbol beside its amount).
        public static let secondary = Scale(isSecondary: true)
    }

    /// Applies a text scale to the text (drawn at its own size: see `Text.Scale`).
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> Text {
        self
    }
}

extension View {
    /// Applies a text scale to text in the view (drawn at its own size: see `Text.Scale`).
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View {
        self
    }
}
