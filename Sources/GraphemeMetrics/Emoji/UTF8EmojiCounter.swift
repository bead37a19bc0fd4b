/// Counts emoji in UTF-8 text fed chunk by chunk.
///
/// Built on ``UTF8GraphemeScanner``: the counts are the same for every way of splitting the
/// text, and a cluster of any length is classified in O(1) memory without allocating.
///
/// ```swift
/// var counter = UTF8EmojiCounter()
/// let units = Array("\u{1F469}\u{200D}\u{1F52C} \u{1F1FA}\u{1F1E6}".utf8)   // woman scientist, flag
/// units.withUnsafeBufferPointer { buffer in
///     counter.scan(UnsafeBufferPointer(rebasing: buffer[..<5]))   // splits the ZWJ sequence
///     counter.scan(UnsafeBufferPointer(rebasing: buffer[5...]))
/// }
/// counter.finish()
/// counter.counts.total                     // 2
/// counter.counts[kind: .zwjSequence]       // 1
/// ```
///
/// - Complexity: O(n) in UTF-8 bytes, O(1) memory.
public struct UTF8EmojiCounter: Sendable {
    private var scanner = UTF8GraphemeScanner()
    private var stream: EmojiClusterStream
    private var finished = false

    /// Creates a counter at the start of a text.
    public init(policy: EmojiPolicy = .default) {
        stream = EmojiClusterStream(policy: policy)
    }

    /// The counts so far. A cluster is counted once the next one starts, or at ``finish(_:)``.
    public var counts: EmojiCounts { stream.counts }

    /// Scans the next chunk of the text.
    public mutating func scan(_ chunk: UnsafeBufferPointer<UInt8>) {
        scan(chunk) { _ in }
    }

    /// Scans the next chunk, calling `body` for each emoji it completes.
    public mutating func scan(
        _ chunk: UnsafeBufferPointer<UInt8>, _ body: (EmojiMatch) throws -> Void
    ) rethrows {
        // Local copies: the scanner's callback mutates the stream while the scanner runs.
        var scanner = self.scanner
        var stream = self.stream
        defer {
            self.scanner = scanner
            self.stream = stream
        }
        try scanner.scan(chunk) { try stream.take($0, body) }
    }

    /// Ends the text. Calling it again does nothing.
    public mutating func finish() {
        finish { _ in }
    }

    /// Ends the text, calling `body` for the emoji that ends it, if any. Calling it again does nothing.
    public mutating func finish(_ body: (EmojiMatch) throws -> Void) rethrows {
        guard !finished else { return }
        finished = true
        var scanner = self.scanner
        var stream = self.stream
        defer {
            self.scanner = scanner
            self.stream = stream
        }
        try scanner.finish { try stream.take($0, body) }
        try stream.close(utf16End: scanner.utf16Count, utf8End: scanner.utf8Count, body)
    }
}
