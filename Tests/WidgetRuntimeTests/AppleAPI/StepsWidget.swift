import SwiftUI
import WidgetKit

/// A week of steps drawn on a canvas: a filled area under a line, a dot per day, the goal as a dashed rule
/// and the days' initials drawn as text — `Canvas` with `GraphicsContext` as chart widgets use it.
struct StepsView: View {
    var steps: [Double]
    var goal: Double

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Steps")
                .font(.headline)
            Canvas { context, size in
                let chart = CGRect(x: 0, y: 0, width: size.width, height: size.height - 14)
                let top = max(goal, steps.max() ?? goal) * 1.1
                func point(_ index: Int, _ value: Double) -> CGPoint {
                    let step = chart.width / CGFloat(max(1, steps.count - 1))
                    return CGPoint(x: step * CGFloat(index), y: chart.maxY - chart.height * CGFloat(value / top))
                }
                let line = Path { path in
                    for (index, value) in steps.enumerated() {
                        if index == 0 {
                            path.move(to: point(index, value))
                        } else {
                            path.addLine(to: point(index, value))
                        }
                    }
                }
                var area = line
                area.addLine(to: CGPoint(x: chart.maxX, y: chart.maxY))
                area.addLine(to: CGPoint(x: chart.minX, y: chart.maxY))
                area.closeSubpath()
                context.fill(area, with: .color(.green.opacity(0.2)))
                context.stroke(line, with: .color(.green), style: StrokeStyle(lineWidth: 2, lineJoin: .round))
                let goalY = point(0, goal).y
                context.stroke(
                    Path {
                        $0.move(to: CGPoint(x: 0, y: goalY))
                        $0.addLine(to: CGPoint(x: chart.maxX, y: goalY))
                    },
                    with: .foreground, style: StrokeStyle(lineWidth: 1, dash: [3, 3]))
                for (index, value) in steps.enumerated() {
                    let center = point(index, value)
                    let dot = Path(ellipseIn: CGRect(x: center.x - 3, y: center.y - 3, width: 6, height: 6))
                    context.fill(dot, with: .color(value >= goal ? .orange : .green))
                    context.draw(
                        Text(["M", "T", "W", "T", "F", "S", "S"][index % 7]).font(.caption2),
                        at: CGPoint(x: center.x, y: size.height), anchor: .bottom)
                }
                var badge = context
                badge.translateBy(x: chart.maxX - 40, y: 0)
                badge.opacity = 0.8
                badge.draw(Text("goal").font(.caption2).foregroundStyle(.secondary), at: .zero, anchor: .topLeading)
            }
        }
        .containerBackground(.background, for: .widget)
    }
}
