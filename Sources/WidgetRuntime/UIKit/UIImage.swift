import Foundation

/// An object that manages image data: the part of UIKit's `UIImage` widget code uses, drawn through
/// SwiftUI's `Image(uiImage:)`.
///
/// An image is a catalog image (`UIImage(named:)`), an SF Symbol (`UIImage(systemName:)`) or file data
/// (`UIImage(data:)`, `UIImage(contentsOfFile:)`: PNG, JPEG, GIF or SVG, drawn as the file is).
public class UIImage: NSObject, @unchecked Sendable {
    /// How a template draws: in its own colors or in the tint.
    public enum RenderingMode: Int, Sendable {
        /// The default for the image's context (its catalog setting).
        case automatic = 0
        /// Drawn in its own colors.
        case alwaysOriginal = 1
        /// Drawn in the tint, through the image's alpha as a mask.
        case alwaysTemplate = 2
    }

    package let image: Image
    /// The size in points (a symbol's is its size in the body font).
    public let size: CGSize
    /// The scale factor of the image (pixels per point).
    public let scale: CGFloat
    /// How the image draws.
    public let renderingMode: UIImage.RenderingMode

    package init(image: Image, size: CGSize, scale: CGFloat, renderingMode: UIImage.RenderingMode = .automatic) {
        self.image = image
        self.size = size
        self.scale = scale
        self.renderingMode = renderingMode
    }

    /// The image named `name` in the main bundle's asset catalogs, or nil when there is none.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The image named `name` in `bundle`'s asset catalogs (nil: the main bundle), or nil when there is none.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        guard let set = AssetCatalog.image(named: name, bundlePath: bundle?.bundlePath) else { return nil }
        self.init(image: Image(name, bundle: bundle), size: set.size, scale: 1)
    }

    /// The SF Symbol `name`, or nil when the symbol library does not have it.
    public convenience init?(systemName name: String) {
        guard SymbolLibrary.svg(name, mode: nil) != nil else { return nil }
        self.init(image: Image(systemName: name), size: CGSize(width: 20, height: 20), scale: 1)
    }

    /// An image from file data at scale 1, or nil when the data is not a PNG, JPEG, GIF or SVG file.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// An image from file data whose pixels are `scale` to a point, or nil when the data is not an image.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let registered = AssetCatalog.registerImage(data: data, scale: scale) else { return nil }
        let image = Image(registered.name, bundle: nil, bundlePath: AssetCatalog.dataImagesBundlePath)
        self.init(image: image, size: registered.size, scale: scale > 0 ? scale : 1)
    }

    /// The image in the file at `path`, or nil when it cannot be read or is not an image.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data)
    }

    /// This image drawn with `renderingMode`.
    public func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage {
        UIImage(image: image, size: size, scale: scale, renderingMode: renderingMode)
    }
}

extension Image {
    /// Creates a SwiftUI image from a UIKit image.
    public init(uiImage: UIImage) {
        self = uiImage.image
        switch uiImage.renderingMode {
        case .automatic: break
        case .alwaysOriginal: templateRenderingMode = .original
        case .alwaysTemplate: templateRenderingMode = .template
        }
    }

    package init(_ name: String, bundle: Bundle?, bundlePath: String) {
        self.init(name, bundle: bundle)
        source = .named(AssetImageName(name, bundlePath: bundlePath))
    }
}
