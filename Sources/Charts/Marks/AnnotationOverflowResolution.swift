import WidgetRuntime

/// How an annotation that would overflow the plot or the chart is moved or cut.
public struct AnnotationOverflowResolution: Sendable {
    let x: Strategy
    let y: Strategy

    /// Creates a resolution with a strategy along each axis.
    nonisolated public init(x: Strategy = .automatic, y: Strategy = .automatic) {
        self.x = x
        self.y = y
    }

    /// What is done with an annotation that overflows.
    public struct Strategy: Sendable {
        let name: String

        /// Moved inside the automatic boundary.
        public static let fit = Strategy(name: "fit")
        /// Moved inside a boundary.
        public static func fit(to boundary: Boundary) -> Strategy { Strategy(name: "fit(\(boundary.name))") }
        /// The scale padded to make room.
        public static let padScale = Strategy(name: "padScale")
        /// Left where it is.
        public static let disabled = Strategy(name: "disabled")
        /// Charts' choice.
        public static let automatic = Strategy(name: "automatic")
    }

    /// What an annotation is kept inside.
    public struct Boundary: Sendable {
        let name: String

        /// The plot area.
        public static let plot = Boundary(name: "plot")
        /// The whole chart.
        public static let chart = Boundary(name: "chart")
        /// Charts' choice.
        public static let automatic = Boundary(name: "automatic")
    }

    /// Charts' choice along both axes.
    public static let automatic = AnnotationOverflowResolution()
}
