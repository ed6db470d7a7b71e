import Foundation

// The App Intents protocols that mark how the system runs an intent. iOS uses them to choose the process
// (an audio playback intent runs in the app, so that audio keeps playing) and what it may do; here every
// intent is performed the same way, in the process that hosts the widget, so they add no requirement.

/// An intent the system treats specially by its kind (audio, Live Activities…).
public protocol SystemIntent: AppIntent {}

/// An intent that plays, pauses or otherwise changes audio playback (iOS 17).
public protocol AudioPlaybackIntent: SystemIntent {}

/// An intent that starts audio: a podcast, a playlist (iOS 16).
public protocol AudioStartingIntent: SystemIntent {}

/// An intent that starts, pauses or otherwise changes a Live Activity (iOS 17).
public protocol LiveActivityIntent: SystemIntent {}

/// An intent that may ask to continue in the foreground of its app (iOS 16).
public protocol ForegroundContinuableIntent: AppIntent {}
