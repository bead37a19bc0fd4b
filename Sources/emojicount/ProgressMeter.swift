import Dispatch
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A progress line on standard error for long runs: "emojicount: 512 of 1024 MiB (50%)".
///
/// It is drawn only when standard error is a terminal (the caller checks that, and leaves it out
/// with `--json`), and only when the regular files given add up to ``threshold`` bytes or more,
/// or when a source of unknown size (a pipe) is still being read after ``unknownSizeDelay``.
/// The line is redrawn 4 times a second and erased at the end.
final class ProgressMeter: Sendable {
    /// The total size from which the meter shows.
    static let threshold = 64 << 20
    /// How long a run with a source of unknown size goes before the meter shows, in seconds.
    static let unknownSizeDelay = 2.0

    private let knownTotal: Int
    private let hasUnknownSize: Bool
    private let bytesRead = Atomic<Int>(0)
    private let stopped = Atomic<Bool>(false)
    private let drawn = Atomic<Bool>(false)
    private let done = DispatchSemaphore(value: 0)

    /// Sizes up `paths` ("-" is standard input) with `stat`.
    init(paths: [String]) {
        var total = 0
        var unknown = false
        for path in paths {
            var info = stat()
            let result = path == "-" ? fstat(STDIN_FILENO, &info) : stat(path, &info)
            if result == 0 && info.st_mode & S_IFMT == S_IFREG {
                total += Int(info.st_size)
            } else if result == 0 {
                unknown = true
            }
        }
        knownTotal = total
        hasUnknownSize = unknown
    }

    /// Whether the meter may ever show.
    var isWorthShowing: Bool { knownTotal >= Self.threshold || hasUnknownSize }

    /// Counts `count` more bytes read.
    func add(_ count: Int) {
        bytesRead.add(count, ordering: .relaxed)
    }

    /// Starts redrawing on a background thread.
    func start() {
        let started = DispatchTime.now()
        DispatchQueue.global().async { [self] in
            while !stopped.load(ordering: .acquiring) {
                usleep(250_000)
                let elapsed = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
                if knownTotal >= Self.threshold || (hasUnknownSize && elapsed >= Self.unknownSizeDelay) {
                    draw()
                }
            }
            done.signal()
        }
    }

    /// Stops redrawing and erases the line.
    func stop() {
        stopped.store(true, ordering: .releasing)
        done.wait()
        if drawn.load(ordering: .acquiring) { writeError("\r\u{1B}[K") }
    }

    private func draw() {
        let read = bytesRead.load(ordering: .relaxed) >> 20
        var line = "\remojicount: \(read) MiB"
        if !hasUnknownSize && knownTotal > 0 {
            let total = knownTotal >> 20
            line += " of \(total) MiB (\(min(100, bytesRead.load(ordering: .relaxed) * 100 / knownTotal))%)"
        }
        writeError(line + "\u{1B}[K")
        drawn.store(true, ordering: .releasing)
    }

    private func writeError(_ text: String) {
        var bytes = Array(text.utf8)
        _ = bytes.withUnsafeMutableBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }
}
