import Foundation

// The static members that let a shape argument be written `.capsule`, `.rect(cornerRadius: 8)`,
// `.containerRelative` (iOS 17), as in `background(.thinMaterial, in: .capsule)`.

extension Shape where Self == Rectangle {
    /// A rectangular shape aligned inside the frame of the view containing it.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangular shape with rounded corners of a radius.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    /// A rectangular shape with rounded corners of a size.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == Capsule {
    /// A capsule shape: a rectangle with ends of half its smaller side.
    public static var capsule: Capsule { Capsule() }

    /// A capsule shape with corners of `style`.
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Circle {
    /// A circle centered on the frame of the view containing it.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
    /// An ellipse aligned inside the frame of the view containing it.
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == ContainerRelativeShape {
    /// A shape that is replaced by an inset version of the current container shape (the widget's corners).
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
