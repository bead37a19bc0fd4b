#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// POSIX `write`, which the class's own `write` methods hide.
private func systemWrite(_ descriptor: CInt, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

/// Buffered writing to a file descriptor (standard output or standard error) with POSIX `write`.
///
/// After a write fails, ``failure`` holds its `errno` and later output is dropped. A reader that
/// went away (`EPIPE`, with SIGPIPE ignored) is a failure too, which the command treats as a quiet stop.
final class OutputWriter {
    private let descriptor: CInt
    private var buffer: [UInt8] = []
    /// The `errno` of the first write that failed (`ENOSPC` on a full disk, say), or nil.
    private(set) var failure: CInt?
    private static let flushThreshold = 64 * 1024

    init(descriptor: CInt) {
        self.descriptor = descriptor
        buffer.reserveCapacity(Self.flushThreshold + 1024)
    }

    deinit { flush() }

    func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        flushIfFull()
    }

    /// Lets `build` append to the buffer directly.
    func write(_ build: (inout [UInt8]) -> Void) {
        build(&buffer)
        flushIfFull()
    }

    /// Writes everything buffered so far.
    func flush() {
        defer { buffer.removeAll(keepingCapacity: true) }
        guard failure == nil else { return }
        failure = buffer.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let count = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += count
            }
            return nil
        }
    }

    /// Records a failure that is not a write's (`EIO` when spilled output cannot be read back):
    /// later output is dropped and the run ends as after a failed write.
    func fail(errorNumber: CInt) {
        if failure == nil { failure = errorNumber }
    }

    private func flushIfFull() {
        if buffer.count >= Self.flushThreshold { flush() }
    }
}
