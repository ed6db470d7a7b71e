// Like Apple's frameworks, the widget API brings Foundation (URL, Date, CGFloat) with it.
@_exported import Foundation
