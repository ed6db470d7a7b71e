import SwiftUI
import WidgetKit

/// A ward's morning rounds in a small widget: a header, a column of patients and a count, more than the widget
/// holds, in a frame that fills the widget. SwiftUI never shrinks the column of patients below its rows: the
/// whole stack is taller than the frame, centred in it and clipped by the widget, every row whole and apart.
struct RoundsView: View {
    var patients: [String]

    var body: some View {
        VStack(alignment: .leading) {
            Text("Rounds")
                .font(.headline)
            VStack(alignment: .leading, spacing: 2) {
                ForEach(patients, id: \.self) { patient in
                    Text(patient)
                        .font(.subheadline)
                        .lineLimit(1)
                }
            }
            Text("\(patients.count) patients")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}
