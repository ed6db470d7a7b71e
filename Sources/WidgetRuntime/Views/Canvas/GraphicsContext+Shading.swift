import Foundation

extension GraphicsContext {
    /// A color or pattern that you can use to outline or fill a path.
    public struct Shading {
        enum Kind {
            case style(any ShapeStyle)
            case foreground
        }

        let kind: Kind

        /// A shading that fills with the foreground style from the graphics context's environment.
        public static var foreground: GraphicsContext.Shading { Shading(kind: .foreground) }

        /// Returns a shading that fills with the specified color.
        public static func color(_ color: Color) -> GraphicsContext.Shading { Shading(kind: .style(color)) }

        /// Returns a shading that fills with the specified shape style (a gradient by its first color).
        public static func style<S>(_ style: S) -> GraphicsContext.Shading where S: ShapeStyle {
            Shading(kind: .style(style))
        }
    }
}

@available(*, unavailable)
extension GraphicsContext.Shading: Sendable {}
