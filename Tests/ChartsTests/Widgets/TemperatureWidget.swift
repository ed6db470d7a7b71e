import Charts
import SwiftUI
import WidgetKit

/// Today's temperatures: a smoothed line over a gradient area, the current hour's point, a domain that does
/// not start at zero and hourly axis labels.
struct TemperatureView: View {
    struct Reading {
        var hour: Int
        var celsius: Double
    }

    var readings: [Reading]
    var currentHour: Int

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                Text("Berlin")
                    .font(.headline)
                Spacer()
                Text("\(Int(readings.map(\.celsius).max() ?? 0))°")
                    .font(.headline)
                    .foregroundStyle(.red)
            }
            Chart {
                ForEach(readings, id: \.hour) { reading in
                    AreaMark(
                        x: .value("Hour", reading.hour),
                        y: .value("Temperature", reading.celsius)
                    )
                    .foregroundStyle(
                        LinearGradient(
                            colors: [.red.opacity(0.35), .red.opacity(0.02)], startPoint: .top, endPoint: .bottom)
                    )
                    .interpolationMethod(.catmullRom)

                    LineMark(
                        x: .value("Hour", reading.hour),
                        y: .value("Temperature", reading.celsius)
                    )
                    .foregroundStyle(.red)
                    .interpolationMethod(.catmullRom)
                }
                if let now = readings.first(where: { $0.hour == currentHour }) {
                    PointMark(
                        x: .value("Hour", now.hour),
                        y: .value("Temperature", now.celsius)
                    )
                    .foregroundStyle(.red)
                    .symbolSize(40)
                    .annotation(position: .top) {
                        Text("\(Int(now.celsius))°")
                            .font(.caption2.bold())
                    }
                }
            }
            .chartXScale(domain: 0...24)
            .chartYScale(domain: .automatic(includesZero: false))
            .chartXAxis {
                AxisMarks(values: .stride(by: 6)) { value in
                    AxisGridLine()
                    AxisValueLabel {
                        if let hour = value.as(Int.self) {
                            Text("\(hour)h")
                        }
                    }
                }
            }
        }
        .containerBackground(.background, for: .widget)
    }

    static let sample: [Reading] = [
        (0, 11.2), (3, 9.8), (6, 9.1), (9, 13.4), (12, 18.6), (15, 21.3), (18, 17.9), (21, 14.0), (24, 12.1),
    ].map { Reading(hour: $0.0, celsius: $0.1) }
}
