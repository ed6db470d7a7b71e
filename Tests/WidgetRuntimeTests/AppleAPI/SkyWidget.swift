// Weather symbols in their multicolor rendering, as weather widgets ask for it: `.renderingMode(.original)` on
// the image (older code) or `.symbolRenderingMode(.multicolor)`. Must compile unchanged with Xcode.
import SwiftUI
import WidgetKit

struct SkyView: View {
    var body: some View {
        VStack(spacing: 8) {
            HStack(spacing: 12) {
                Image(systemName: "cloud.sun.fill")
                    .renderingMode(.original)
                Image(systemName: "sun.max.fill")
                    .renderingMode(.original)
                Image(systemName: "cloud.rain.fill")
                    .symbolRenderingMode(.multicolor)
            }
            .font(.largeTitle)
            HStack(spacing: 12) {
                // Symbols without colors of their own keep the foreground style.
                Image(systemName: "cloud.fill")
                    .symbolRenderingMode(.multicolor)
                Image(systemName: "cloud.sun.fill")
            }
            .font(.title)
            .foregroundStyle(.secondary)
        }
        .containerBackground(Color.gray.opacity(0.2), for: .widget)
    }
}
