import SwiftUI
import WidgetKit

/// Reading habits as tags: a flowing tag layout, a dial of the week's days placed on a circle, and a row that
/// turns into a column when the widget is small — custom `Layout`s, a layout value, `AnyLayout`.
struct TagsView: View {
    var tags: [String]
    var compact: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            let header = compact ? AnyLayout(VStackLayout(alignment: .leading, spacing: 2)) : AnyLayout(HStackLayout())
            header {
                Text("Reading")
                    .font(.headline)
                Spacer()
                Text("\(tags.count) topics")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            HStack(alignment: .top, spacing: 10) {
                TagFlow(spacing: 4) {
                    ForEach(tags, id: \.self) { tag in
                        Text(tag)
                            .font(.caption2)
                            .padding(.horizontal, 6)
                            .padding(.vertical, 3)
                            .background(Capsule().fill(.blue.opacity(0.15)))
                    }
                }
                if !compact {
                    WeekDial {
                        ForEach(Array(["M", "T", "W", "T", "F", "S", "S"].enumerated()), id: \.offset) { day in
                            Text(day.element)
                                .font(.caption2.bold())
                                .frame(width: 16, height: 16)
                                .background(Circle().fill(day.offset == 2 ? .orange : .gray.opacity(0.2)))
                                .layoutValue(key: DialRing.self, value: day.offset == 2 ? 0.6 : 1)
                        }
                    }
                    .frame(width: 84, height: 84)
                }
            }
        }
        .containerBackground(.background, for: .widget)
    }
}

/// Subviews left to right, starting a new row when the next one does not fit the offered width.
struct TagFlow: Layout {
    var spacing: CGFloat

    struct Cache {
        var sizes: [CGSize]
    }

    func makeCache(subviews: Subviews) -> Cache {
        Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
    }

    /// The indices of the subviews on each row, for rows at most `width` wide.
    private func rows(width: CGFloat, sizes: [CGSize]) -> [[Int]] {
        var rows: [[Int]] = [[]]
        var used: CGFloat = 0
        for (index, size) in sizes.enumerated() {
            let needed = rows[rows.count - 1].isEmpty ? size.width : used + spacing + size.width
            if needed > width, !rows[rows.count - 1].isEmpty {
                rows.append([index])
                used = size.width
            } else {
                rows[rows.count - 1].append(index)
                used = needed
            }
        }
        return rows
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let width = proposal.width ?? .infinity
        let rows = rows(width: width, sizes: cache.sizes)
        var size = CGSize.zero
        for row in rows {
            let rowWidth = row.reduce(0) { $0 + cache.sizes[$1].width } + spacing * CGFloat(max(0, row.count - 1))
            size.width = max(size.width, rowWidth)
            size.height += row.map { cache.sizes[$0].height }.max() ?? 0
        }
        size.height += spacing * CGFloat(max(0, rows.count - 1))
        return size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var y = bounds.minY
        for row in rows(width: bounds.width, sizes: cache.sizes) {
            var x = bounds.minX
            for index in row {
                let size = cache.sizes[index]
                subviews[index].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
                x += size.width + spacing
            }
            y += (row.map { cache.sizes[$0].height }.max() ?? 0) + spacing
        }
    }
}

/// How far from the dial's center a day sits, as a fraction of the dial's radius.
struct DialRing: LayoutValueKey {
    static let defaultValue: CGFloat = 1
}

/// Subviews on a circle, the first at the top, going clockwise; each at its `DialRing` fraction of the radius.
struct WeekDial: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let side = min(proposal.width ?? 80, proposal.height ?? 80)
        return CGSize(width: side, height: side)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let largest = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        let radius = min(bounds.width, bounds.height) / 2 - largest / 2
        let step = 360 / Double(max(1, subviews.count))
        for (index, subview) in subviews.enumerated() {
            let angle = Angle.degrees(-90 + step * Double(index))
            let distance = radius * subview[DialRing.self]
            let point = CGPoint(
                x: bounds.midX + distance * CGFloat(cos(angle.radians)),
                y: bounds.midY + distance * CGFloat(sin(angle.radians)))
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}
