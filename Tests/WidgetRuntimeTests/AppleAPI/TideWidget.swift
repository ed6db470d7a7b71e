// A tide chart drawn in a Canvas, as chart-like widgets draw without Charts: a gradient under the curve
// (clipped to the area below it), a radial glow, a dial's ticks placed by rotating the context, and a
// hole cut with an inverse clip. Must compile unchanged with Xcode.
import SwiftUI
import WidgetKit

struct TideView: View {
    /// Water heights over the day, 0…1.
    var levels: [Double] = [0.2, 0.45, 0.8, 0.9, 0.6, 0.3, 0.15, 0.35, 0.7, 0.85]

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("High tide 14:20").font(.headline)
            Canvas { context, size in
                let step = size.width / CGFloat(levels.count - 1)
                var curve = Path()
                for (index, level) in levels.enumerated() {
                    let point = CGPoint(x: CGFloat(index) * step, y: size.height * (1 - level))
                    if index == 0 { curve.move(to: point) } else { curve.addLine(to: point) }
                }
                var area = curve
                area.addLine(to: CGPoint(x: size.width, y: size.height))
                area.addLine(to: CGPoint(x: 0, y: size.height))
                area.closeSubpath()

                var water = context
                water.clip(to: area)
                water.fill(
                    Path(CGRect(origin: .zero, size: size)),
                    with: .linearGradient(
                        Gradient(colors: [.cyan, .blue.opacity(0.1)]), startPoint: .zero,
                        endPoint: CGPoint(x: 0, y: size.height)))
                context.stroke(curve, with: .color(.blue), style: StrokeStyle(lineWidth: 2, lineJoin: .round))

                // The moon: a glow, and a disc with a crescent cut out of it.
                let moon = CGRect(x: size.width - 26, y: 2, width: 20, height: 20)
                context.fill(
                    Path(ellipseIn: moon.insetBy(dx: -6, dy: -6)),
                    with: .radialGradient(
                        Gradient(colors: [.yellow.opacity(0.5), .clear]), center: CGPoint(x: moon.midX, y: moon.midY),
                        startRadius: 4, endRadius: 16))
                var crescent = context
                crescent.clip(to: Path(ellipseIn: moon.offsetBy(dx: 6, dy: -3)), options: .inverse)
                crescent.fill(Path(ellipseIn: moon), with: .color(.yellow))

                // A tick every two hours, around the moon, placed by moving and turning the context.
                var dial = context
                dial.translateBy(x: moon.midX, y: moon.midY)
                for _ in 0..<12 {
                    dial.rotate(by: .degrees(30))
                    var tick = dial
                    tick.scaleBy(x: 1, y: 0.5)
                    tick.fill(Path(CGRect(x: -0.5, y: -28, width: 1, height: 6)), with: .color(.secondary))
                }
            }
        }
        .containerBackground(.background, for: .widget)
    }
}
