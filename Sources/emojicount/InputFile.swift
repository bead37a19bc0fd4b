#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file or standard input, read in fixed-size chunks with POSIX `read`.
///
/// The whole input is never held: a source is read into one buffer of ``chunkSize`` bytes at a time.
final class InputFile {
    /// The size of the chunks that sources are read and scanned in.
    static let chunkSize = 64 * 1024

    /// The path as given on the command line, "-" for standard input.
    let path: String
    private let descriptor: CInt

    /// Opens `path`, or standard input when `path` is "-".
    ///
    /// A directory or a device (character or block, such as /dev/zero) is refused: only regular
    /// files, pipes and sockets are read by name; "-" reads standard input whatever it is.
    init(path: String) throws(InputFailure) {
        self.path = path
        if path == "-" {
            descriptor = STDIN_FILENO
            return
        }
        let opened = open(path, O_RDONLY)
        if opened < 0 { throw InputFailure(path: path, action: .open, errorNumber: errno) }
        descriptor = opened
        var info = stat()
        if fstat(opened, &info) == 0 {
            let type = info.st_mode & S_IFMT
            let refused: (CInt, String?)? =
                switch type {
                case S_IFDIR: (EISDIR, nil)
                case S_IFCHR: (ENODEV, "is a character device, not a file (use - for standard input)")
                case S_IFBLK: (ENODEV, "is a block device, not a file")
                default: nil
                }
            if let (errorNumber, reason) = refused {
                throw InputFailure(path: path, action: .read, errorNumber: errorNumber, reason: reason)
            }
        }
    }

    deinit {
        if descriptor != STDIN_FILENO { close(descriptor) }
    }

    /// Reads until `buffer` is full or the input ends, and returns the number of bytes read (0 at
    /// the end of the input): from byte `offset` of a regular file without moving the read
    /// position, or, without an offset, from the read position.
    ///
    /// Filling the whole buffer, even from a pipe, makes every chunk but the last exactly
    /// ``chunkSize`` bytes, so the chunk boundaries of a source never depend on how it arrives.
    func fill(_ buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int? = nil) throws(InputFailure) -> Int {
        guard let base = buffer.baseAddress else { return 0 }
        var filled = 0
        while filled < buffer.count {
            let count = if let offset {
                pread(descriptor, base + filled, buffer.count - filled, off_t(offset + filled))
            } else {
                read(descriptor, base + filled, buffer.count - filled)
            }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw InputFailure(path: path, action: .read, errorNumber: errno)
            }
            filled += count
        }
        return filled
    }
}
