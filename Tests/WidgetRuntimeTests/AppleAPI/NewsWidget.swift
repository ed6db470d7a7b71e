import SwiftUI
import WidgetKit

/// Headlines in a scroll view, and a row of sections scrolled sideways: a widget shows them at rest, the
/// first rows and sections, the rest cut off at the scroll view's edge.
struct NewsView: View {
    var headlines: [String]
    var sections = ["World", "Business", "Science", "Sport", "Culture", "Travel"]

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 6) {
                    ForEach(sections, id: \.self) { section in
                        Text(section)
                            .font(.caption.weight(.semibold))
                            .padding(.horizontal, 8)
                            .padding(.vertical, 3)
                            .background(.red.opacity(0.15), in: Capsule())
                    }
                }
            }
            ScrollView {
                VStack(alignment: .leading, spacing: 4) {
                    ForEach(headlines, id: \.self) { headline in
                        Label(headline, systemImage: "doc.text")
                            .font(.subheadline)
                            .lineLimit(1)
                    }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
        }
        .containerBackground(.background, for: .widget)
    }
}
