import Foundation

/// A view that shows a value within a range.
public struct Gauge<Label, CurrentValueLabel, BoundsLabel, MarkedValueLabels>
where Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?

    nonisolated static func fraction<V: BinaryFloatingPoint>(_ value: V, _ bounds: ClosedRange<V>) -> Double {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        guard span > 0 else { return 0 }
        return min(1, max(0, Double(value - bounds.lowerBound) / span))
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// Creates a gauge showing a value within a range and describes the gauge's purpose.
    nonisolated public init<V>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label)
    where V: BinaryFloatingPoint {
        fraction = Self.fraction(value, bounds)
        self.label = label()
        currentValueLabel = nil
        minimumValueLabel = nil
        maximumValueLabel = nil
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// Creates a gauge showing a value within a range and that describes the gauge's purpose and current value.
    nonisolated public init<V>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) where V: BinaryFloatingPoint {
        fraction = Self.fraction(value, bounds)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        minimumValueLabel = nil
        maximumValueLabel = nil
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// Creates a gauge showing a value within a range and describes the gauge's current, minimum, and maximum values.
    nonisolated public init<V>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) where V: BinaryFloatingPoint {
        fraction = Self.fraction(value, bounds)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }
}

extension Gauge: View {
    public typealias Body = Never
}

extension Gauge: NodeListView {
    package func makeNodes(in context: RenderContext) -> [HTMLNode] {
        var inner = context
        inner.stackAxis = nil
        let environment = context.environment
        let color =
            (environment.tint ?? environment.foregroundStyle ?? AnyShapeStyle(HierarchicalShapeStyle.primary)).resolve(
                in: environment)
        let track = color.withAlpha(multipliedBy: 0.3).css
        let value = color.css
        var small = inner
        small.environment.font = small.environment.font ?? .system(size: 12, weight: .medium)
        let current = currentValueLabel?.renderNodes(in: inner) ?? []
        let minimum = minimumValueLabel?.renderNodes(in: small) ?? []
        let maximum = maximumValueLabel?.renderNodes(in: small) ?? []
        let f = CSS.number(CGFloat(fraction))
        switch environment.gaugeStyleKind {
        case .accessoryCircular, .accessoryCircularCapacity:
            let capacity = environment.gaugeStyleKind == .accessoryCircularCapacity
            // An open ring (trim 0.125…0.875, gap at the bottom) or a closed one, as pathLength 100.
            let span = capacity ? 100.0 : 75.0
            let rotation = capacity ? -90 : 135
            let filled = CSS.number(CGFloat(span * fraction))
            let svg =
                "<svg viewBox=\"0 0 60 60\" aria-hidden=\"true\"><g transform=\"rotate(\(rotation) 30 30)\" fill=\"none\" stroke-width=\"6\" stroke-linecap=\"round\">"
                + "<circle cx=\"30\" cy=\"30\" r=\"26\" pathLength=\"100\" stroke=\"\(track)\" stroke-dasharray=\"\(CSS.number(CGFloat(span))) 100\"/>"
                + (fraction > 0
                    ? "<circle cx=\"30\" cy=\"30\" r=\"26\" pathLength=\"100\" stroke=\"\(value)\" stroke-dasharray=\"\(filled) 100\"/>"
                    : "") + "</g></svg>"
            var children = [HTMLNode("span", classes: ["ring"], content: .markup(svg))]
            children.append(HTMLNode(classes: ["gauge-center"], content: .children(current)))
            if !capacity {
                let bottom = minimum.isEmpty && maximum.isEmpty ? label.renderNodes(in: small) : minimum + maximum
                if !bottom.isEmpty { children.append(HTMLNode(classes: ["gauge-bounds"], content: .children(bottom))) }
            }
            var node = HTMLNode(
                classes: ["gauge", capacity ? "circular-capacity" : "circular"],
                attributes: AccessibleMarkup.valueAttributes(fraction: f), content: .children(children))
            // The stylesheet's 60 pt ring.
            node.record(.leaf(CGSize(width: 60, height: 60)), in: context)
            return [node]
        default:
            var children = label.renderNodes(in: small)
            var bar: [HTMLNode] = minimum
            if environment.gaugeStyleKind == .accessoryLinear {
                var track = HTMLNode(classes: ["gauge-track"], style: [("background", track)], flexibility: .horizontal)
                track.content = .children([
                    HTMLNode(
                        classes: ["gauge-dot"],
                        style: [("left", CSS.number(CGFloat(fraction * 100)) + "%"), ("background", value)])
                ])
                StackLayout.applyFlexibility(to: &track, along: .horizontal)
                track.record(.leaf(CGSize(width: 0, height: 6)), in: context)
                bar.append(track)
            } else {
                var track = HTMLNode(
                    classes: ["gauge-track"], style: [("background", track)],
                    content: .children([
                        HTMLNode(
                            classes: ["gauge-fill"],
                            style: [("width", CSS.number(CGFloat(fraction * 100)) + "%"), ("background", value)])
                    ]), flexibility: .horizontal)
                StackLayout.applyFlexibility(to: &track, along: .horizontal)
                track.record(.leaf(CGSize(width: 0, height: 6)), in: context)
                bar.append(track)
            }
            bar += maximum
            var barNode = HTMLNode(classes: ["gauge-bar"], content: .children(bar))
            barNode.record(.stack(.horizontal, spacing: 6), in: context)
            children.append(barNode)
            children += current
            var node = HTMLNode(
                classes: ["gauge", "linear"], attributes: AccessibleMarkup.valueAttributes(fraction: f),
                content: .children(children),
                flexibility: .horizontal)
            node.record(.stack(.vertical, spacing: 4), in: context)
            return [node]
        }
    }
}

/// Defines the implementation of all gauge instances within a view hierarchy.
@MainActor @preconcurrency
public protocol GaugeStyle {}

/// The default gauge view style in the current context of the view being styled.
public struct DefaultGaugeStyle {
    nonisolated public init() {}
}

/// A gauge style that displays an open ring with a marker that appears at a point along the ring.
public struct AccessoryCircularGaugeStyle {
    nonisolated public init() {}
}

/// A gauge style that displays a closed ring that's partially filled in.
public struct AccessoryCircularCapacityGaugeStyle {
    nonisolated public init() {}
}

/// A gauge style that displays bar with a marker that appears at a point along the bar.
public struct AccessoryLinearGaugeStyle {
    nonisolated public init() {}
}

/// A gauge style that displays bar that fills from leading to trailing edges.
public struct AccessoryLinearCapacityGaugeStyle {
    nonisolated public init() {}
}

/// A gauge style that displays a bar that fills from leading to trailing edges.
public struct LinearCapacityGaugeStyle {
    nonisolated public init() {}
}

extension DefaultGaugeStyle: GaugeStyle {}
extension AccessoryCircularGaugeStyle: GaugeStyle {}
extension AccessoryCircularCapacityGaugeStyle: GaugeStyle {}
extension AccessoryLinearGaugeStyle: GaugeStyle {}
extension AccessoryLinearCapacityGaugeStyle: GaugeStyle {}
extension LinearCapacityGaugeStyle: GaugeStyle {}

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The default gauge view style in the current context of the view being styled.
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// A gauge style that displays an open ring with a marker that appears at a point along the ring.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A gauge style that displays a closed ring that's partially filled in.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
        AccessoryCircularCapacityGaugeStyle()
    }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A gauge style that displays bar with a marker that appears at a point along the bar.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A gauge style that displays bar that fills from leading to trailing edges.
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle {
        AccessoryLinearCapacityGaugeStyle()
    }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A gauge style that displays a bar that fills from leading to trailing edges.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension View {
    /// Sets the style for gauges within this view.
    public func gaugeStyle<S>(_ style: S) -> some View where S: GaugeStyle {
        let kind: GaugeStyleKind =
            switch style {
            case is AccessoryCircularGaugeStyle: .accessoryCircular
            case is AccessoryCircularCapacityGaugeStyle: .accessoryCircularCapacity
            case is AccessoryLinearGaugeStyle: .accessoryLinear
            case is AccessoryLinearCapacityGaugeStyle: .accessoryLinearCapacity
            case is LinearCapacityGaugeStyle: .linearCapacity
            default: .automatic
            }
        return environment(\.gaugeStyleKind, kind)
    }
}
