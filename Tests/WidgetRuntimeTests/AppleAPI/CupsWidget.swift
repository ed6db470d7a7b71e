import SwiftUI
import WidgetKit

/// Cups of coffee today with a stepper to count them, a menu of sizes and a picker of roasts: controls a
/// widget draws at rest and cannot run (only buttons and toggles with App Intents act in a widget).
struct CupsView: View {
    enum Roast: String, CaseIterable {
        case light, medium, dark
    }

    @State private var cups = 0
    @State private var roast = Roast.medium
    var limit = 4

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Stepper("Cups today: \(cups)", value: $cups, in: 0...limit)
            Stepper {
                Label("Refills", systemImage: "cup.and.saucer")
            } onIncrement: {
                cups += 1
            } onDecrement: {
                cups -= 1
            }
            HStack {
                Picker("Roast", selection: $roast) {
                    ForEach(Roast.allCases, id: \.self) { roast in
                        Text(roast.rawValue.capitalized).tag(roast)
                    }
                }
                Spacer()
                Menu("Size") {
                    Button("Small") {}
                    Button("Large") {}
                }
                Menu {
                    Button("Reset", role: .destructive) { cups = 0 }
                } label: {
                    Label("More", systemImage: "ellipsis.circle")
                }
            }
        }
        .containerBackground(.background, for: .widget)
    }
}
