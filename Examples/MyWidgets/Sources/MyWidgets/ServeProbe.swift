import SwiftUI

#Preview("Serve probe") { Text("never drawn" }
