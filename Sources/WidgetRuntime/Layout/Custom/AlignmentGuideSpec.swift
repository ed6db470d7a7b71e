import Foundation

/// One `alignmentGuide` modifier: the guide it sets and how its value follows from the view's dimensions.
package struct AlignmentGuideSpec {
    let key: AlignmentKey
    let horizontal: HorizontalAlignment?
    let vertical: VerticalAlignment?
    let computeValue: (ViewDimensions) -> CGFloat
}
