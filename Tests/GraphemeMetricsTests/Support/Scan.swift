import GraphemeMetrics

/// Runs the scanners over whole inputs or over chunks, collecting what they report.
enum Scan {
    struct Result<Scanner>: Sendable where Scanner: Sendable {
        var scalars: [ScannedScalar]
        var scanner: Scanner
    }

    /// The UTF-16 scanner over `units`, cut at `cuts` (offsets, any order, duplicates allowed).
    static func utf16(_ units: [UInt16], cuts: [Int] = [], unicode version: UnicodeVersion = .default) -> Result<UTF16GraphemeScanner> {
        var scanner = UTF16GraphemeScanner(unicode: version)
        var scalars: [ScannedScalar] = []
        units.withUnsafeBufferPointer { buffer in
            for range in chunks(count: buffer.count, cuts: cuts) {
                scanner.scan(UnsafeBufferPointer(rebasing: buffer[range])) { scalars.append($0) }
            }
        }
        scanner.finish { scalars.append($0) }
        return Result(scalars: scalars, scanner: scanner)
    }

    /// The UTF-8 scanner over `bytes`, cut at `cuts`.
    static func utf8(_ bytes: [UInt8], cuts: [Int] = [], unicode version: UnicodeVersion = .default) -> Result<UTF8GraphemeScanner> {
        var scanner = UTF8GraphemeScanner(unicode: version)
        var scalars: [ScannedScalar] = []
        bytes.withUnsafeBufferPointer { buffer in
            for range in chunks(count: buffer.count, cuts: cuts) {
                scanner.scan(UnsafeBufferPointer(rebasing: buffer[range])) { scalars.append($0) }
            }
        }
        scanner.finish { scalars.append($0) }
        return Result(scalars: scalars, scanner: scanner)
    }

    /// The chunk ranges of `0..<count` cut at `cuts` (reduced modulo `count + 1`); empty chunks kept.
    static func chunks(count: Int, cuts: [Int]) -> [Range<Int>] {
        let points = cuts.map { $0 % (count + 1) }.sorted()
        var result: [Range<Int>] = []
        var start = 0
        for point in points {
            result.append(start..<point)
            start = point
        }
        result.append(start..<count)
        return result
    }

    /// Our boundaries in UTF-16 offsets, from the scanner's reports.
    static func utf16Boundaries(_ result: Result<UTF16GraphemeScanner>) -> [Int] {
        result.scalars.filter(\.startsCluster).map(\.utf16Offset) + [result.scanner.utf16Count]
    }

    /// Our boundaries as scalar indices (a repaired lone surrogate is one scalar), 0 and the
    /// scalar count included: how code-point based peers (Python) report them.
    static func scalarBoundaries(_ result: Result<UTF16GraphemeScanner>) -> [Int] {
        result.scalars.indices.filter { result.scalars[$0].startsCluster } + [result.scalars.count]
    }
}
