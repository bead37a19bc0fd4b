import GraphemeMetrics

/// Counts one text through every public entry point, so adversarial tests can ask all of them
/// at once and a failure names the path that went wrong.
enum AdversarialPaths {
    /// Above this many elements only the main paths run (fast path, whole and chunked scanners,
    /// `String`): the others are thin wrappers, checked on every smaller input, and the debug and
    /// sanitizer builds of the suite would spend most of their time there.
    static let largeInput = 400_000

    /// Chunk sizes for the incremental scanners: odd, so they split surrogate pairs, multi-byte
    /// sequences, CR LF and RI pairs. Tiny chunks only for inputs of at most 10^5 elements, to
    /// keep the sanitizer runs short.
    static func chunkSizes(for count: Int) -> [Int] {
        count <= 100_000 ? [1_021, 7] : [4_099]
    }

    /// Cluster counts by path for UTF-16 code units (lone surrogates allowed). The UTF-8 and
    /// `String` paths see the repaired text, `String(decoding:as:)`'s.
    static func clusterCounts(utf16 units: [UInt16]) -> [String: Int] {
        var counts = ["count(utf16: [UInt16]) (fast path)": GraphemeClusters.count(utf16: units)]
        if units.count <= largeInput {
            counts["count(utf16: lazy sequence)"] = GraphemeClusters.count(utf16: units.lazy.map { $0 })
            counts["boundaries(utf16:)"] = GraphemeClusters.boundaries(utf16: units).count - 1
        }
        for size in chunkSizes(for: units.count) {
            counts["UTF16GraphemeScanner, chunks of \(size)"] = scanUTF16(units, chunkSize: size).clusterCount
        }
        let repaired = String(decoding: units, as: UTF16.self)
        counts.merge(clusterCounts(utf8: Array(repaired.utf8)), uniquingKeysWith: { first, _ in first })
        return counts
    }

    /// Cluster counts by path for UTF-8 bytes (ill-formed allowed).
    static func clusterCounts(utf8 bytes: [UInt8]) -> [String: Int] {
        var counts = ["count(utf8: [UInt8])": GraphemeClusters.count(utf8: bytes)]
        if bytes.count <= largeInput {
            counts["count(utf8: lazy sequence)"] = GraphemeClusters.count(utf8: bytes.lazy.map { $0 })
            counts["boundaries(utf8:)"] = GraphemeClusters.boundaries(utf8: bytes).count - 1
        }
        for size in chunkSizes(for: bytes.count) {
            counts["UTF8GraphemeScanner, chunks of \(size)"] = scanUTF8(bytes, chunkSize: size).clusterCount
        }
        let text = String(decoding: bytes, as: UTF8.self)
        counts["count(String)"] = GraphemeClusters.count(text)
        if bytes.count <= largeInput {
            var perCluster = 0
            GraphemeClusters.forEachCluster(text) { _ in perCluster += 1 }
            counts["count(Substring)"] = GraphemeClusters.count(text[...])
            counts["count(utf16: String.UTF16View)"] = GraphemeClusters.count(utf16: text.utf16)
            counts["forEachCluster(_:)"] = perCluster
        }
        return counts
    }

    /// Every path's count for a well-formed string.
    static func clusterCounts(_ text: String) -> [String: Int] {
        clusterCounts(utf16: Array(text.utf16))
    }

    /// The paths whose count differs from `expected` (empty when all agree).
    static func disagreements(_ counts: [String: Int], expected: Int) -> [String: Int] {
        counts.filter { $0.value != expected }
    }

    /// The stdlib's count by forward iteration (its backward walk is quadratic on long RI runs).
    static func characterCount(_ text: String) -> Int {
        var count = 0
        for _ in text { count += 1 }
        return count
    }

    static func scanUTF16(_ units: [UInt16], chunkSize: Int) -> UTF16GraphemeScanner {
        var scanner = UTF16GraphemeScanner()
        units.withUnsafeBufferPointer { buffer in
            for start in stride(from: 0, to: buffer.count, by: chunkSize) {
                scanner.scan(UnsafeBufferPointer(rebasing: buffer[start..<min(start + chunkSize, buffer.count)])) { _ in }
            }
        }
        scanner.finish { _ in }
        return scanner
    }

    static func scanUTF8(_ bytes: [UInt8], chunkSize: Int) -> UTF8GraphemeScanner {
        var scanner = UTF8GraphemeScanner()
        bytes.withUnsafeBufferPointer { buffer in
            for start in stride(from: 0, to: buffer.count, by: chunkSize) {
                scanner.scan(UnsafeBufferPointer(rebasing: buffer[start..<min(start + chunkSize, buffer.count)])) { _ in }
            }
        }
        scanner.finish { _ in }
        return scanner
    }

    /// Everything the UTF-8 scanner reports when the bytes arrive in the given chunks.
    static func scannedUTF8(_ chunks: [[UInt8]]) -> (scalars: [ScannedScalar], scanner: UTF8GraphemeScanner) {
        var scanner = UTF8GraphemeScanner()
        var scalars: [ScannedScalar] = []
        for chunk in chunks {
            chunk.withUnsafeBufferPointer { scanner.scan($0) { scalars.append($0) } }
        }
        scanner.finish { scalars.append($0) }
        return (scalars, scanner)
    }

    /// Everything the UTF-16 scanner reports when the units arrive in the given chunks.
    static func scannedUTF16(_ chunks: [[UInt16]]) -> (scalars: [ScannedScalar], scanner: UTF16GraphemeScanner) {
        var scanner = UTF16GraphemeScanner()
        var scalars: [ScannedScalar] = []
        for chunk in chunks {
            chunk.withUnsafeBufferPointer { scanner.scan($0) { scalars.append($0) } }
        }
        scanner.finish { scalars.append($0) }
        return (scalars, scanner)
    }
}
