import SwiftUI
import WidgetKit

/// The latest messages as bubbles: each bubble's corner toward its sender is tighter than the others, which
/// is what `UnevenRoundedRectangle` is for; an unread badge with a dashed uneven outline.
struct ChatView: View {
    struct Message: Hashable {
        var text: String
        var isMine: Bool
    }

    var messages: [Message]

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            ForEach(messages, id: \.self) { message in
                HStack {
                    if message.isMine { Spacer(minLength: 24) }
                    Text(message.text)
                        .font(.footnote)
                        .foregroundStyle(message.isMine ? Color.white : Color.primary)
                        .padding(.horizontal, 10)
                        .padding(.vertical, 6)
                        .background(
                            message.isMine ? Color.blue : Color.gray.opacity(0.25),
                            in: .rect(
                                topLeadingRadius: 14, bottomLeadingRadius: message.isMine ? 14 : 4,
                                bottomTrailingRadius: message.isMine ? 4 : 14, topTrailingRadius: 14))
                    if !message.isMine { Spacer(minLength: 24) }
                }
            }
            HStack {
                Text("2 unread")
                    .font(.caption2)
                    .padding(.horizontal, 8)
                    .padding(.vertical, 3)
                    .overlay(
                        UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: 8, bottomTrailing: 8))
                            .stroke(Color.orange, style: StrokeStyle(lineWidth: 1, dash: [3, 2])))
                Spacer()
            }
        }
        .containerBackground(.background, for: .widget)
    }
}
