import Foundation

/// A view that shows the progress toward completion of a task.
public struct ProgressView<Label, CurrentValueLabel> where Label: View, CurrentValueLabel: View {
    var fraction: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    /// A progress through a time interval, measured at the render clock (`init(timerInterval:)`).
    var timer: Text.TimerInterval?
}

/// The default label of a timer progress view: the time left (or gone), as a timer text.
public struct DefaultDateProgressLabel: View {
    let timer: Text.TimerInterval

    public var body: some View {
        Text(
            timerInterval: timer.interval, pauseTime: timer.pauseTime, countsDown: timer.countsDown,
            showsHours: timer.showsHours)
    }
}

extension ProgressView {
    /// Creates a progress view for showing continuous progress as time passes, with descriptive and current
    /// progress labels.
    nonisolated public init(
        timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        fraction = nil
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        timer = Text.TimerInterval(interval: timerInterval, pauseTime: nil, countsDown: countsDown, showsHours: true)
    }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
    /// Creates a progress view for showing continuous progress as time passes, with a descriptive label.
    nonisolated public init(
        timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label
    ) {
        let timer = Text.TimerInterval(
            interval: timerInterval, pauseTime: nil, countsDown: countsDown, showsHours: true)
        fraction = nil
        self.label = label()
        currentValueLabel = DefaultDateProgressLabel(timer: timer)
        self.timer = timer
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
    /// Creates a progress view for showing continuous progress as time passes.
    nonisolated public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        let timer = Text.TimerInterval(
            interval: timerInterval, pauseTime: nil, countsDown: countsDown, showsHours: true)
        fraction = nil
        label = nil
        currentValueLabel = DefaultDateProgressLabel(timer: timer)
        self.timer = timer
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// Creates a progress view for showing indeterminate progress, without a label.
    nonisolated public init() {
        fraction = nil
        label = nil
        currentValueLabel = nil
    }

    /// Creates a progress view for showing determinate progress.
    nonisolated public init<V>(value: V?, total: V = 1.0) where V: BinaryFloatingPoint {
        fraction = value.map { Self.fraction($0, total) }
        label = nil
        currentValueLabel = nil
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// Creates a progress view for showing indeterminate progress that displays a custom label.
    nonisolated public init(@ViewBuilder label: () -> Label) {
        fraction = nil
        self.label = label()
        currentValueLabel = nil
    }

    /// Creates a progress view for showing determinate progress, with a custom label.
    nonisolated public init<V>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label)
    where V: BinaryFloatingPoint {
        fraction = value.map { Self.fraction($0, total) }
        self.label = label()
        currentValueLabel = nil
    }
}

extension ProgressView {
    /// Creates a progress view for showing determinate progress, with a custom label and current value label.
    nonisolated public init<V>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) where V: BinaryFloatingPoint {
        fraction = value.map { Self.fraction($0, total) }
        self.label = label()
        self.currentValueLabel = currentValueLabel()
    }

    nonisolated static func fraction<V: BinaryFloatingPoint>(_ value: V, _ total: V) -> Double {
        total > 0 ? min(1, max(0, Double(value) / Double(total))) : 0
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// Creates a progress view for showing indeterminate progress that generates its label from a localized string.
    nonisolated public init(_ titleKey: LocalizedStringKey) {
        fraction = nil
        label = Text(titleKey)
        currentValueLabel = nil
    }

    /// Creates a progress view for showing determinate progress that generates its label from a localized string.
    nonisolated public init<V>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0)
    where V: BinaryFloatingPoint {
        fraction = value.map { Self.fraction($0, total) }
        label = Text(titleKey)
        currentValueLabel = nil
    }

    /// Creates a progress view for showing indeterminate progress that generates its label from a string.
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S) where S: StringProtocol {
        fraction = nil
        label = Text(title)
        currentValueLabel = nil
    }

    /// Creates a progress view for showing determinate progress that generates its label from a string.
    @_disfavoredOverload
    nonisolated public init<S, V>(_ title: S, value: V?, total: V = 1.0)
    where S: StringProtocol, V: BinaryFloatingPoint {
        fraction = value.map { Self.fraction($0, total) }
        label = Text(title)
        currentValueLabel = nil
    }
}

extension ProgressView: View {
    public typealias Body = Never
}

extension ProgressView: NodeListView {
    package func makeNodes(in context: RenderContext) -> [HTMLNode] {
        if let timer, fraction == nil {
            // The share of the interval left (counting down) or gone, at the render clock.
            var copy = self
            let now = min(max(context.environment.now ?? Date(), timer.interval.lowerBound), timer.interval.upperBound)
            let total = timer.interval.upperBound.timeIntervalSince(timer.interval.lowerBound)
            let gone = total > 0 ? now.timeIntervalSince(timer.interval.lowerBound) / total : 1
            copy.fraction = timer.countsDown ? 1 - gone : gone
            var nodes = copy.makeNodes(in: context)
            for index in nodes.indices {
                nodes[index].setAttribute(
                    "data-timer-start", CSS.number(timer.interval.lowerBound.timeIntervalSince1970))
                nodes[index].setAttribute("data-timer-end", CSS.number(timer.interval.upperBound.timeIntervalSince1970))
            }
            return nodes
        }
        var inner = context
        inner.stackAxis = .vertical
        let environment = context.environment
        let tint = (environment.tint ?? AnyShapeStyle(TintShapeStyle())).resolve(in: environment).css
        var children: [HTMLNode] = label?.renderNodes(in: inner) ?? []
        let circular =
            environment.progressViewStyleKind == .circular
            || (fraction == nil && environment.progressViewStyleKind != .linear)
        if circular {
            var spokes = ""
            for i in 0..<8 {
                let opacity = CSS.number(CGFloat(0.25 + 0.75 * Double(i) / 7))
                spokes +=
                    "<rect x=\"11\" y=\"2\" width=\"2\" height=\"6\" rx=\"1\" fill=\"currentColor\" opacity=\"\(opacity)\" transform=\"rotate(\(i * 45) 12 12)\"/>"
            }
            let spinner = HTMLNode(
                "span", classes: ["spinner"],
                content: .markup("<svg viewBox=\"0 0 24 24\" aria-hidden=\"true\">" + spokes + "</svg>"))
            children.insert(spinner, at: 0)
            children[0].record(.leaf(CGSize(width: 20, height: 20)), in: context)
            var node = HTMLNode(classes: ["progress", "circular"], content: .children(children))
            node.record(.stack(.vertical, spacing: 6), in: context)
            return [node]
        }
        let percent = CSS.number(CGFloat((fraction ?? 0) * 100)) + "%"
        let fill = HTMLNode(classes: ["fill"], style: [("width", percent), ("background", tint)])
        var bar = HTMLNode(
            classes: ["bar"], style: [("background", FillShapeStyle().resolve(in: environment).css)],
            content: .children([fill]), flexibility: .horizontal)
        StackLayout.applyFlexibility(to: &bar, along: .vertical)
        bar.record(.leaf(CGSize(width: 0, height: 4)), in: context)
        children.append(bar)
        children += currentValueLabel?.renderNodes(in: inner) ?? []
        var node = HTMLNode(
            classes: ["progress", "linear"],
            attributes: AccessibleMarkup.valueAttributes(fraction: CSS.number(CGFloat(fraction ?? 0))),
            content: .children(children), flexibility: .horizontal)
        node.record(.stack(.vertical, spacing: 6), in: context)
        return [node]
    }
}

/// A type that applies standard interaction behavior to all progress views within a view hierarchy.
@MainActor @preconcurrency
public protocol ProgressViewStyle {}

/// A progress view that visually indicates its progress using a horizontal bar.
public struct LinearProgressViewStyle {
    nonisolated public init() {}
}

/// The default progress view style in the current context of the view being styled.
public struct DefaultProgressViewStyle {
    nonisolated public init() {}
}

/// A progress view that uses a circular gauge to indicate the partial completion of an activity.
public struct CircularProgressViewStyle {
    nonisolated public init() {}
}

extension LinearProgressViewStyle: ProgressViewStyle {}
extension DefaultProgressViewStyle: ProgressViewStyle {}
extension CircularProgressViewStyle: ProgressViewStyle {}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A progress view that visually indicates its progress using a horizontal bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// The style of a progress view that uses a circular gauge to indicate the partial completion of an activity.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The default progress view style in the current context of the view being styled.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension View {
    /// Sets the style for progress views in this view.
    public func progressViewStyle<S>(_ style: S) -> some View where S: ProgressViewStyle {
        let kind: ProgressViewStyleKind =
            style is LinearProgressViewStyle ? .linear : style is CircularProgressViewStyle ? .circular : .automatic
        return environment(\.progressViewStyleKind, kind)
    }
}
