#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A source that could not be opened or read (exit status 66).
struct InputFailure: Error {
    enum Action: String {
        case open
        case read
    }

    let path: String
    let action: Action
    let errorNumber: CInt
    /// Replaces the system's description of ``errorNumber`` in the message.
    var reason: String?

    /// The message for standard error, without the program name.
    var message: String {
        let reason = reason ?? errorDescription(errorNumber)
        let name = path == "-" ? "standard input" : "'\(path)'"
        return "cannot \(action.rawValue) \(name): \(reason)"
    }
}

/// The system's description of an `errno` value, as in "No such file or directory".
func errorDescription(_ errorNumber: CInt) -> String {
    strerror(errorNumber).map { String(cString: $0) } ?? "error \(errorNumber)"
}
