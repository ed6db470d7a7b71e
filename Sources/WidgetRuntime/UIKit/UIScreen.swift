import Foundation

/// The screen: UIKit's `UIScreen.main`, for widget code that sizes things by the screen.
///
/// Its size is the widget device's (`WidgetDevice.iPhone15Pro` unless the process sets another), in points,
/// at the scale of that iPhone (3).
public class UIScreen: NSObject, @unchecked Sendable {
    /// The device whose screen this is.
    package let device: WidgetDevice

    package init(device: WidgetDevice) {
        self.device = device
    }

    /// The screen of the device (deprecated on iOS 16 in favour of a window scene's screen; still used).
    public class var main: UIScreen { UIScreen(device: .iPhone15Pro) }

    /// The screen's rectangle in points, in portrait.
    public var bounds: CGRect { CGRect(origin: .zero, size: device.screenSize) }
    /// Pixels per point.
    public var scale: CGFloat { 3 }
    /// The screen's rectangle in pixels.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: device.screenSize.width * scale, height: device.screenSize.height * scale)
    }
    /// Pixels per point of the physical screen.
    public var nativeScale: CGFloat { scale }
}
