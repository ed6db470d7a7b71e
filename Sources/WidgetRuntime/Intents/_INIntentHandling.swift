import Foundation

/// What every `…IntentHandling` protocol generated from an intent definition refines: the mark by which a
/// widget host finds the Intents extension linked into the program (see `INExtension`).
public protocol _INIntentHandling {}

/// The bridges between the two forms of a generated handling requirement (a completion handler, and async),
/// so that a handler implements either one, as on iOS, where the Objective-C runtime makes the other.
public enum _INHandlerBridge {
    /// Set while one form runs the other: if that one is also the bridge, the handler implements neither.
    @TaskLocal static var isBridging = false

    /// A box the compiler lets cross into the task and back (the generated code's values stay in one handler
    /// call, as they do on iOS).
    private struct Carried<Value>: @unchecked Sendable {
        let value: Value
    }

    /// The completion form, from the async one: runs `operation` in a task and hands its result over.
    public static func complete<Value>(
        _ completion: @escaping (Value?, (any Error)?) -> Void, by operation: @escaping () async throws -> Value
    ) {
        guard !isBridging else {
            completion(nil, INHandlerBridgeError.neitherFormImplemented)
            return
        }
        let carried = Carried(value: (completion, operation))
        Task {
            await $isBridging.withValue(true) {
                do {
                    let value = try await carried.value.1()
                    carried.value.0(value, nil)
                } catch {
                    carried.value.0(nil, error)
                }
            }
        }
    }

    /// The async form, from the completion one: calls `body` with a completion and waits for it.
    public static func value<Value>(
        by body: (@escaping (Value?, (any Error)?) -> Void) -> Void
    ) async throws -> Value {
        guard !isBridging else { throw INHandlerBridgeError.neitherFormImplemented }
        let result = try await withCheckedThrowingContinuation {
            (continuation: CheckedContinuation<Carried<Value>, any Error>) in
            $isBridging.withValue(true) {
                body { value, error in
                    if let value {
                        continuation.resume(returning: Carried(value: value))
                    } else {
                        continuation.resume(throwing: error ?? INHandlerBridgeError.noValue)
                    }
                }
            }
        }
        return result.value
    }
}

/// Why a bridged handler call gave nothing.
enum INHandlerBridgeError: Error, CustomStringConvertible {
    /// The handler implements neither form of the requirement.
    case neitherFormImplemented
    /// The completion handler was called with neither a value nor an error.
    case noValue

    var description: String {
        switch self {
        case .neitherFormImplemented: "the Intents handler implements neither form of the options method"
        case .noValue: "the Intents handler's completion gave neither options nor an error"
        }
    }
}
