import Foundation

extension GraphicsContext {
    /// A color or pattern that you can use to outline or fill a path.
    public struct Shading {
        enum Kind {
            case style(any ShapeStyle)
            case foreground
            case linearGradient(Gradient, start: CGPoint, end: CGPoint, GradientOptions)
            case radialGradient(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, GradientOptions)
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

        /// Returns a shading that fills a linear (axial) gradient, in the context's coordinates.
        public static func linearGradient(
            _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
            options: GraphicsContext.GradientOptions = GradientOptions()
        ) -> GraphicsContext.Shading {
            Shading(kind: .linearGradient(gradient, start: startPoint, end: endPoint, options))
        }

        /// Returns a shading that fills a linear (axial) gradient, in the context's coordinates.
        public static func linearGradient(
            _ gradient: AnyGradient, startPoint: CGPoint, endPoint: CGPoint,
            options: GraphicsContext.GradientOptions = GradientOptions()
        ) -> GraphicsContext.Shading {
            linearGradient(gradient.gradient, startPoint: startPoint, endPoint: endPoint, options: options)
        }

        /// Returns a shading that fills a radial gradient between two circles around `center`.
        public static func radialGradient(
            _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
            options: GraphicsContext.GradientOptions = GradientOptions()
        ) -> GraphicsContext.Shading {
            Shading(
                kind: .radialGradient(
                    gradient, center: center, startRadius: startRadius, endRadius: endRadius, options))
        }

        /// Returns a shading that fills a radial gradient between two circles around `center`.
        public static func radialGradient(
            _ gradient: AnyGradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
            options: GraphicsContext.GradientOptions = GradientOptions()
        ) -> GraphicsContext.Shading {
            radialGradient(
                gradient.gradient, center: center, startRadius: startRadius, endRadius: endRadius, options: options)
        }
    }

    /// Options that affect the rendering of color gradients.
    public struct GradientOptions: OptionSet, Sendable {
        /// The raw value of the option set.
        public let rawValue: UInt32

        /// Creates an option set from its raw value.
        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        /// Repeats the gradient outside its nominal range.
        public static var `repeat`: GraphicsContext.GradientOptions { GradientOptions(rawValue: 1 << 0) }

        /// Repeats the gradient outside its nominal range, reflecting every other instance.
        public static var mirror: GraphicsContext.GradientOptions { GradientOptions(rawValue: 1 << 1) }

        /// Interpolates between colors in a linear color space.
        public static var linearColor: GraphicsContext.GradientOptions { GradientOptions(rawValue: 1 << 2) }
    }

    /// Options that affect the use of clip shapes.
    public struct ClipOptions: OptionSet, Sendable {
        /// The raw value of the option set.
        public let rawValue: UInt32

        /// Creates an option set from its raw value.
        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        /// Inverts the clip shape: drawing shows outside it.
        public static var inverse: GraphicsContext.ClipOptions { ClipOptions(rawValue: 1 << 0) }
    }
}

@available(*, unavailable)
extension GraphicsContext.Shading: Sendable {}
