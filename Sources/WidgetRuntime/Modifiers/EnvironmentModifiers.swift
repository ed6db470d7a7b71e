import Foundation

/// A modifier that only changes the environment of the view it wraps; leaf views read it.
public struct _EnvironmentTransform: ViewModifier {
    let transform: (inout EnvironmentValues) -> Void
    public typealias Body = Never

    @usableFromInline
    init(transform: @escaping (inout EnvironmentValues) -> Void) {
        self.transform = transform
    }

    // The transforms of the inlinable modifiers, made out of line: the environment stays internal.
    @usableFromInline
    static func foreground(_ style: AnyShapeStyle) -> Self {
        Self { $0.foregroundStyle = AnyShapeStyle(BoundForegroundStyle(style, over: $0.foregroundStyle)) }
    }

    @usableFromInline
    static func font(_ font: Font?) -> Self {
        Self { $0.font = font }
    }

    @usableFromInline
    static func lineLimit(_ limit: Int?) -> Self {
        Self { $0.lineLimit = limit }
    }
}

extension _EnvironmentTransform: PrimitiveModifier {
    package func appendNodes(
        content: (RenderContext, inout [HTMLNode]) -> Void, to nodes: inout [HTMLNode], in context: RenderContext
    ) {
        var inner = context
        transform(&inner.environment)
        content(inner, &nodes)
    }
}

extension View {
    func environmentTransform(
        _ transform: @escaping (inout EnvironmentValues) -> Void
    ) -> ModifiedContent<
        Self, _EnvironmentTransform
    > {
        modifier(_EnvironmentTransform(transform: transform))
    }

    /// Sets the default font for text in this view.
    @inlinable
    public func font(_ font: Font?) -> some View {
        modifier(_EnvironmentTransform.font(font))
    }

    /// Sets the font weight of the text in this view.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        environmentTransform { $0.textTraits.weight = weight }
    }

    /// Sets the font design of the text in this view.
    public func fontDesign(_ design: Font.Design?) -> some View {
        environmentTransform { env in
            guard let design else { return }
            var font = env.font ?? .body
            font.design = design
            env.font = font
        }
    }

    /// Applies a bold font weight to the text in this view.
    public func bold(_ isActive: Bool = true) -> some View {
        environmentTransform { $0.textTraits.bold = isActive }
    }

    /// Applies italics to the text in this view.
    public func italic(_ isActive: Bool = true) -> some View {
        environmentTransform { $0.textTraits.italic = isActive }
    }

    /// Applies a strikethrough to the text in this view.
    public func strikethrough(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
    ) -> some View {
        environmentTransform {
            $0.textTraits.strikethrough = isActive ? Text.LineStyle(pattern: pattern, color: color) : nil
        }
    }

    /// Applies an underline to the text in this view.
    public func underline(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
    ) -> some View {
        environmentTransform {
            $0.textTraits.underline = isActive ? Text.LineStyle(pattern: pattern, color: color) : nil
        }
    }

    /// Modifies the fonts of all child views to use fixed-width digits, if possible.
    public func monospacedDigit() -> some View {
        environmentTransform { $0.textTraits.monospacedDigit = true }
    }

    /// Modifies the fonts of all child views to use the fixed-width variant of the current font, if possible.
    public func monospaced(_ isActive: Bool = true) -> some View {
        environmentTransform { $0.textTraits.monospaced = isActive }
    }

    /// Sets the maximum number of lines that text can occupy in this view.
    @inlinable
    public func lineLimit(_ number: Int?) -> some View {
        modifier(_EnvironmentTransform.lineLimit(number))
    }

    /// Sets a limit for the number of lines text can occupy in this view.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        environmentTransform { $0.lineLimit = limit }
    }

    /// Sets the alignment of a text view that contains multiple lines of text.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environmentTransform { $0.multilineTextAlignment = alignment }
    }

    /// Sets the minimum amount that text in this view scales down to fit in the available space.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environmentTransform { $0.minimumScaleFactor = factor }
    }

    /// Sets a transform for the case of the text contained in this view when displayed.
    public func textCase(_ textCase: Text.Case?) -> some View {
        environmentTransform { $0.textCase = textCase }
    }

    /// Sets a view's foreground elements to use a given style.
    @inlinable
    public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle {
        modifier(_EnvironmentTransform.foreground(AnyShapeStyle(style)))
    }

    /// Sets the primary and secondary levels of the foreground style in the child view.
    public func foregroundStyle<S1, S2>(_ primary: S1, _ secondary: S2) -> some View
    where S1: ShapeStyle, S2: ShapeStyle {
        foregroundStyle(primary)
    }

    /// Sets the primary, secondary, and tertiary levels of the foreground style.
    public func foregroundStyle<S1, S2, S3>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View
    where S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle {
        foregroundStyle(primary)
    }

    /// Sets the color of the foreground elements displayed by this view.
    public func foregroundColor(_ color: Color?) -> some View {
        environmentTransform { $0.foregroundStyle = color.map { AnyShapeStyle($0) } }
    }

    /// Sets the tint color within this view.
    public func tint(_ tint: Color?) -> some View {
        environmentTransform { $0.tint = tint.map { AnyShapeStyle($0) } }
    }

    /// Sets the tint within this view.
    public func tint<S>(_ tint: S?) -> some View where S: ShapeStyle {
        environmentTransform { $0.tint = tint.map { AnyShapeStyle($0) } }
    }

    /// Adds a reason to apply a redaction to this view hierarchy.
    public func redacted(reason: RedactionReasons) -> some View {
        environmentTransform { $0.redactionReasons.formUnion(reason) }
    }

    /// Removes any reason to apply a redaction to this view hierarchy.
    public func unredacted() -> some View {
        environmentTransform { $0.redactionReasons = [] }
    }

    /// Marks the view as containing sensitive, private user data.
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        environmentTransform { $0.isPrivacySensitive = sensitive }
    }

    /// Scales images within the view according to one of the relative sizes available.
    public func imageScale(_ scale: Image.Scale) -> some View {
        environmentTransform { $0.imageScale = scale }
    }

    /// Sets the rendering mode for symbol images within this view.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environmentTransform { $0.symbolRenderingMode = mode }
    }
}
