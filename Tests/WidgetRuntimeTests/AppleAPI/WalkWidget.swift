import SwiftUI
import WidgetKit

/// A step counter written as the public widget projects of issue 32's screenshot round write theirs: a clear
/// container background (iOS draws the system background under it), counts interpolated into a text (grouped in
/// the widget's locale: "12,480"), bordered buttons of the default tint (a grey fill) and of a tint of their own,
/// and the symbols those projects draw (a circular arrow, the sun behind a cloud).
struct WalkView: View {
    var steps: Int
    var goal: Int

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Text("Walk")
                    .font(.headline)
                Spacer()
                Image(systemName: "cloud.sun.fill")
                    .symbolRenderingMode(.multicolor)
            }
            Spacer()
            Text("\(steps) of \(goal) steps")
                .font(.subheadline)
            Text("\(Double(steps) / 1_350, specifier: "%.1f") km")
                .font(.caption)
                .foregroundStyle(.secondary)
            Spacer()
            HStack {
                Button {
                } label: {
                    Image(systemName: "plus")
                }
                Button {
                } label: {
                    Image(systemName: "arrow.circlepath")
                }
                .tint(.orange)
            }
            .buttonStyle(.bordered)
        }
        .containerBackground(.clear, for: .widget)
    }
}
