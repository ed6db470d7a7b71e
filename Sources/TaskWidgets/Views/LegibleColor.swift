import SwiftUI

/// Colours for text that must be read at caption and subheadline size. iOS's secondary label (#3C3C43 at 60%)
/// and red (#FF3B30) reach only 3.4:1 on a light widget, below the 4.5:1 that WCAG asks of small text; in light
/// mode these are black at 60% (5.5:1 on a row) and the increased-contrast red of Apple's Human Interface
/// Guidelines (#D70015, 5.4:1). Dark mode, the Lock Screen and tinted Home Screens (drawn dark) keep the
/// system's colours, which read well there.
enum LegibleColor {
    /// Secondary text: the due date, done/total, empty states, a done task's title.
    static func secondary(_ colorScheme: ColorScheme) -> Color {
        colorScheme == .light ? Color.black.opacity(0.6) : Color.secondary
    }

    /// An overdue date.
    static func red(_ colorScheme: ColorScheme) -> Color {
        colorScheme == .light ? Color(red: 215 / 255, green: 0, blue: 21 / 255) : Color.red
    }
}
