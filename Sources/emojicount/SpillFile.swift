#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An anonymous temporary file that bytes are appended to and later read back in order.
///
/// The file is created in `$TMPDIR` (else `/tmp`) and unlinked at once, so it has no name and
/// its space is freed when the last instance goes away, even if the process is killed.
/// `--clusters` keeps what does not fit in memory of a record's clusters here until the record
/// ends (see ``ClusterListBuilder``).
final class SpillFile: @unchecked Sendable {
    private let descriptor: CInt
    /// The number of bytes appended so far.
    private(set) var byteCount = 0

    /// Creates an empty anonymous file, or returns nil when none can be created (no writable
    /// temporary directory).
    init?() {
        var directory = getenv("TMPDIR").map { String(cString: $0) } ?? ""
        if directory.isEmpty { directory = "/tmp" }
        var template = Array("\(directory)/emojicount-XXXXXX".utf8CString)
        let opened = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard opened >= 0 else { return nil }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        descriptor = opened
    }

    deinit { close(descriptor) }

    /// Appends as many of `bytes` as can be written and returns how many were (fewer than
    /// `bytes.count` when the disk is full, say).
    func append(_ bytes: UnsafeRawBufferPointer) -> Int {
        var written = 0
        while written < bytes.count {
            let count = pwrite(descriptor, bytes.baseAddress! + written, bytes.count - written, off_t(byteCount))
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            written += count
            byteCount += count
        }
        return written
    }

    /// Reads the file from its start in chunks of at most `chunkSize` bytes, handing each to
    /// `body`. Returns false when reading failed before the end.
    func forEachChunk(chunkSize: Int = 64 * 1024, _ body: (UnsafeRawBufferPointer) -> Void) -> Bool {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkSize, alignment: 1)
        defer { buffer.deallocate() }
        var offset = 0
        while offset < byteCount {
            let count = pread(descriptor, buffer.baseAddress!, min(chunkSize, byteCount - offset), off_t(offset))
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { return false }
            body(UnsafeRawBufferPointer(rebasing: buffer[..<count]))
            offset += count
        }
        return true
    }
}
