import SwiftUI
import WidgetKit

/// Daylight left: gradients, a trimmed ring, a dashed border, catalog colors and images.
struct SunView: View {
    var daylight: Double

    var body: some View {
        ZStack {
            LinearGradient(colors: [.orange, .yellow], startPoint: .top, endPoint: .bottom)
                .opacity(0.25)
            HStack(spacing: 12) {
                ZStack {
                    Circle()
                        .stroke(AngularGradient(colors: [.yellow, .orange, .red], center: .center), lineWidth: 4)
                        .opacity(0.3)
                    Circle()
                        .trim(from: 0, to: daylight)
                        .stroke(Color.orange, style: StrokeStyle(lineWidth: 6, lineCap: .round))
                        .rotationEffect(.degrees(-90))
                    Circle()
                        .fill(
                            RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 2, endRadius: 20)
                        )
                        .frame(width: 28, height: 28)
                        .blur(radius: 1)
                }
                .frame(width: 64, height: 64)
                VStack(alignment: .leading, spacing: 4) {
                    Text("Daylight")
                        .font(.headline)
                        .foregroundStyle(
                            LinearGradient(colors: [.orange, .red], startPoint: .leading, endPoint: .trailing))
                    Text("\(Int(daylight * 100))% left")
                        .fontWidth(.condensed)
                        .allowsTightening(true)
                    HStack(spacing: 4) {
                        Image("Sprout")
                            .resizable()
                            .scaledToFit()
                            .frame(width: 18, height: 18)
                        Image("Sprout")
                            .renderingMode(.template)
                            .foregroundStyle(Color("Leaf"))
                        Capsule()
                            .fill(Color("Leaf").gradient)
                            .frame(width: 40, height: 8)
                    }
                    RoundedRectangle(cornerRadius: 6)
                        .strokeBorder(Color.orange, style: StrokeStyle(lineWidth: 1.5, dash: [4, 3]))
                        .frame(height: 14)
                }
            }
            .padding()
        }
        .containerBackground(for: .widget) {
            Color("Leaf").opacity(0.1)
        }
    }
}
