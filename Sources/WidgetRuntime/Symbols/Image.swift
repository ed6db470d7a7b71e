import Foundation

/// A view that displays an image: an SF Symbol (drawn by our own SVGs) or a named asset.
public struct Image: Equatable, Sendable {
    package enum Source: Equatable, Sendable {
        case system(String)
        /// An image of an asset catalog. Behind a reference, so that an `Image` stays small enough (three words)
        /// to sit inline in an existential container: views are copied into `any View` boxes while they are built.
        case named(AssetImageName)
    }

    /// The name of an asset catalog image and the bundle whose catalog has it (nil: the main bundle's).
    package final class AssetImageName: Equatable, Sendable {
        let name: String
        let bundlePath: String?

        init(_ name: String, bundlePath: String?) {
            self.name = name
            self.bundlePath = bundlePath
        }

        package static func == (lhs: AssetImageName, rhs: AssetImageName) -> Bool {
            lhs.name == rhs.name && lhs.bundlePath == rhs.bundlePath
        }
    }

    package var source: Source
    package var isResizable = false
    /// `renderingMode(_:)`: a template draws in the foreground style, original in its own colors.
    package var templateRenderingMode: TemplateRenderingMode?

    /// Creates a system symbol image.
    public init(systemName: String) {
        source = .system(systemName)
    }

    /// Creates a labeled image that you can use as content for controls.
    public init(_ name: String, bundle: Bundle? = nil) {
        source = .named(AssetImageName(name, bundlePath: bundle?.bundlePath))
    }

    /// A type that indicates how SwiftUI renders images.
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// A mode that renders all non-transparent pixels as the foreground color.
        case template
        /// A mode that renders pixels of bitmap images as-is.
        case original
    }

    /// Indicates whether SwiftUI renders an image as-is, or by using a different mode.
    public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image {
        var copy = self
        copy.templateRenderingMode = renderingMode
        return copy
    }

    /// The modes that SwiftUI uses to resize an image to fit within its containing view.
    public enum ResizingMode: Hashable, Sendable {
        /// A mode to repeat the image at its original size.
        case tile
        /// A mode to enlarge or reduce the size of an image so that it fills the available space.
        case stretch
    }

    /// Sets the mode by which SwiftUI resizes an image to fit its space.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }

    /// A scale to apply to vector images relative to text.
    public enum Scale: Hashable, Sendable {
        case small
        case medium
        case large
    }
}

/// A symbol rendering mode.
public struct SymbolRenderingMode: Hashable, Sendable {
    package let name: String
    /// A mode that renders symbols as a single layer filled with the foreground style.
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// A mode that renders symbols as multiple layers with their inherit styles.
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    /// A mode that renders symbols as multiple layers, with different opacities applied to the foreground style.
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// A mode that renders symbols as multiple layers, with different styles applied to the layers.
    public static let palette = SymbolRenderingMode(name: "palette")
}

extension Image: View {
    public typealias Body = Never
}

extension Image {
    /// An asset catalog image: drawn at its size in points, or filling its frame when resizable; a template
    /// (set in the catalog or with `renderingMode(.template)`) is drawn in the foreground style through the
    /// image as a mask. An image no catalog has draws as a grey placeholder, with a warning.
    @MainActor
    func assetNode(name: String, bundlePath: String?, in context: RenderContext) -> HTMLNode {
        let environment = context.environment
        guard let asset = AssetCatalog.image(named: name, bundlePath: bundlePath) else {
            context.session.warn("Image(\"\(name)\"): no image of that name in an asset catalog; showing a placeholder")
            var node = HTMLNode("span", classes: ["image", "named", "missing"], attributes: [("data-name", name)])
            if isResizable { node.flexibility = [.horizontal, .vertical] }
            node.record(isResizable ? .greedy : .leaf(CGSize(width: 24, height: 24)), in: context)
            return node
        }
        let template = templateRenderingMode.map { $0 == .template } ?? asset.isTemplate
        var node: HTMLNode
        if template {
            let color = (environment.foregroundStyle ?? AnyShapeStyle(HierarchicalShapeStyle.primary))
            node = HTMLNode(
                "span", classes: ["image", "asset", "template"],
                style: [
                    ("background", StylePaint.css(color, in: environment)),
                    ("-webkit-mask", "url(\(asset.dataURL)) center/100% 100% no-repeat"),
                    ("mask", "url(\(asset.dataURL)) center/100% 100% no-repeat"),
                ], attributes: [("data-name", name), ("role", "img")])
        } else {
            node = HTMLNode(
                "img", classes: ["image", "asset"],
                attributes: [("src", asset.dataURL), ("alt", ""), ("data-name", name)])
        }
        if isResizable {
            node.classes.append("resizable")
            node.flexibility = [.horizontal, .vertical]
        } else {
            node.setStyle("width", CSS.length(asset.size.width))
            node.setStyle("height", CSS.length(asset.size.height))
        }
        if environment.isRedacted { node.classes.append("redacted") }
        node.record(isResizable ? .greedy : .leaf(asset.size), in: context)
        return node
    }
}

extension Image: PrimitiveView {
    package func appendNodes(to nodes: inout [HTMLNode], in context: RenderContext) {
        nodes.append(symbolNode(in: context, inline: false))
    }

    /// The node of this image; `inline` when it sits inside a text run (no font of its own).
    @MainActor
    package func symbolNode(in context: RenderContext, inline: Bool) -> HTMLNode {
        let environment = context.environment
        var node: HTMLNode
        switch source {
        case .named(let asset):
            return assetNode(name: asset.name, bundlePath: asset.bundlePath, in: context)
        case .system(let baseName):
            let name = environment.symbolVariants.symbol(for: baseName)
            // `.renderingMode(.original)` on a symbol draws it in its multicolor rendering, as SwiftUI does.
            let multicolor = environment.symbolRenderingMode == .multicolor || templateRenderingMode == .original
            if let drawing = SymbolLibrary.svg(name, mode: environment.symbolRenderingMode) {
                var svg = multicolor ? SymbolLibrary.multicolor(drawing, name: name) ?? drawing : drawing
                if isResizable && !inline { svg = Self.fitted(svg, name: name) }
                // Room for the font, scale and mode classes, so they are not regrown one by one.
                // Reserved in the node itself (see `Text.textNode`), appended one by one: appending an
                // array literal allocates the literal first.
                node = HTMLNode("span", attributes: [("data-symbol", name)], content: .markup(svg))
                node.classes.reserveCapacity(4)
                node.classes.append("image")
                node.classes.append("symbol")
            } else {
                SymbolLibrary.warnUnknown(name, session: context.session)
                node = HTMLNode(
                    "span", classes: ["image", "symbol", "missing"], attributes: [("data-symbol", name)],
                    content: .text("?"))
            }
        }
        if !inline {
            if let font = environment.font {
                if let style = font.textStyle {
                    node.classes.append(style.metrics.cssClass)
                    if environment.dynamicTypeSize != .large {
                        // Symbols scale with their text style, as text does.
                        node.style.append(
                            ("font-size", CSS.length(style.metrics(at: environment.dynamicTypeSize).size)))
                    }
                } else {
                    node.style.append(("font-size", CSS.length(font.scaledSize(at: environment.dynamicTypeSize))))
                }
            } else if environment.dynamicTypeSize != .large {
                // Without a font a symbol is drawn at body size, which scales too.
                node.style.append(
                    ("font-size", CSS.length(Font.TextStyle.body.metrics(at: environment.dynamicTypeSize).size)))
            }
            if let foreground = environment.foregroundStyle {
                node.style.append(("color", foreground.resolve(level: 0, in: environment).css))
            }
            if environment.isRedacted { node.classes.append("redacted") }
        }
        switch environment.imageScale {
        case .small: node.classes.append("scale-small")
        case .medium: break
        case .large: node.classes.append("scale-large")
        }
        if let mode = environment.symbolRenderingMode, mode != .monochrome {
            node.classes.append("rm-" + mode.name)
        }
        if isResizable {
            node.classes.append("resizable")
            node.flexibility = [.horizontal, .vertical]
        } else if !inline {
            // Laid out as text, as SwiftUI lays out symbols: no gap to a text next to it in a column.
            node.neighbourSpacing = .symbol(size: (environment.font ?? .body).size)
        }
        if !inline { node.record(symbolLayout(name: symbolName(in: environment), in: environment), in: context) }
        return node
    }

    /// The name of the symbol drawn, its variants applied; nil for an asset.
    private func symbolName(in environment: EnvironmentValues) -> String? {
        guard case .system(let baseName) = source else { return nil }
        return environment.symbolVariants.symbol(for: baseName)
    }

    /// A resizable symbol's drawing with its view box on the glyph's own bounds, stretched to its frame: SwiftUI
    /// scales a resizable symbol so that its image (the glyph's bounds, not a square with margins) fills the frame,
    /// in the aspect the modifiers give it (`.aspectRatio(contentMode: .fit)` keeps the glyph's own).
    static func fitted(_ svg: String, name: String) -> String {
        let square = "<svg viewBox=\"0 0 24 24\""
        guard svg.hasPrefix(square), let bounds = SymbolBounds.of(name, svg: svg) else { return svg }
        let box = [bounds.minX, bounds.minY, bounds.width, bounds.height].map { CSS.number(($0 * 100).rounded() / 100) }
        return "<svg viewBox=\"" + box.joined(separator: " ") + "\" preserveAspectRatio=\"none\""
            + svg.dropFirst(square.count)
    }

    /// How a symbol sizes itself: the stylesheet draws symbols 1.2 em square (0.96 and 1.55 em at the small and
    /// large scales: 20 % smaller and about 30 % larger, as Apple documents `NSImage.SymbolScale`'s small and
    /// large). A resizable one takes its frame; its ideal size (what `.aspectRatio` reads its ratio from) is its
    /// glyph's bounds at that scale.
    private func symbolLayout(name: String?, in environment: EnvironmentValues) -> LayoutSpec.Kind {
        let size = (environment.font ?? .body).size
        let em: CGFloat =
            switch environment.imageScale {
            case .small: 0.96
            case .medium: 1.2
            case .large: 1.55
            }
        if isResizable {
            guard let name, let drawing = SymbolLibrary.svg(name, mode: nil),
                let bounds = SymbolBounds.of(name, svg: drawing)
            else { return .greedy }
            let unit = size * em / 24
            return .leaf(CGSize(width: bounds.width * unit, height: bounds.height * unit))
        }
        return .leaf(CGSize(width: size * em, height: size * em))
    }
}
