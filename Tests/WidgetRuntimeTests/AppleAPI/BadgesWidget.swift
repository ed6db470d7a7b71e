import SwiftUI
import WidgetKit

extension VerticalAlignment {
    /// The middle of a row's icon, which its caption lines up with.
    private enum IconMiddle: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[VerticalAlignment.center] }
    }

    static let iconMiddle = VerticalAlignment(IconMiddle.self)
}

/// An inbox summary: a badge hanging off its icon's corner, a caption aligned with the middle of an icon
/// above it, and an indented second line — explicit alignment guides, a custom guide among them.
struct BadgesView: View {
    var unread: Int

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack(alignment: .iconMiddle, spacing: 8) {
                ZStack(alignment: .topTrailing) {
                    RoundedRectangle(cornerRadius: 8)
                        .fill(.blue)
                        .frame(width: 36, height: 36)
                    Text("\(unread)")
                        .font(.caption2.bold())
                        .foregroundStyle(.white)
                        .padding(4)
                        .background(Circle().fill(.red))
                        .alignmentGuide(.top) { d in d.height / 2 }
                        .alignmentGuide(.trailing) { d in d.width / 2 }
                }
                .alignmentGuide(.iconMiddle) { d in d[.bottom] - 18 }
                VStack(alignment: .leading, spacing: 2) {
                    Text("Inbox")
                        .font(.headline)
                    Text("since this morning")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            VStack(alignment: .leading, spacing: 2) {
                Text("Next: team sync")
                    .font(.subheadline)
                Text("Room 4, 10:30")
                    .font(.caption)
                    .alignmentGuide(.leading) { d in d[.leading] - 12 }
            }
        }
        .containerBackground(.background, for: .widget)
    }
}
