import GraphemeMetrics

/// Everything a scanner reported for one text: each scalar and the final counters.
public struct ScanRecord: Equatable {
    public var scalars: [ScannedScalar] = []
    public var clusterCount = 0
    public var scalarCount = 0
    public var utf16Count = 0
    public var utf8Count = 0
    public var repairedCount = 0

    /// The boundaries as offsets in the scanned encoding, from 0 to its length inclusive.
    public func boundaries(inUTF16: Bool) -> [Int] {
        var result = scalars.filter(\.startsCluster).map { inUTF16 ? $0.utf16Offset : $0.utf8Offset }
        result.append(inUTF16 ? utf16Count : utf8Count)
        return result
    }

    /// Scans UTF-16 code units, cut into chunks at `splits` (sorted offsets, possibly repeated,
    /// each at most `units.count`: repeats and 0 give empty chunks).
    public static func utf16(_ units: [UInt16], splits: [Int] = [], unicode version: UnicodeVersion = .default) -> ScanRecord {
        var scanner = UTF16GraphemeScanner(unicode: version)
        var record = ScanRecord()
        units.withUnsafeBufferPointer { buffer in
            forEachChunk(of: buffer, splits: splits) { chunk in
                scanner.scan(chunk) { record.scalars.append($0) }
            }
        }
        scanner.finish { record.scalars.append($0) }
        record.clusterCount = scanner.clusterCount
        record.scalarCount = scanner.scalarCount
        record.utf16Count = scanner.utf16Count
        record.utf8Count = scanner.utf8Count
        record.repairedCount = scanner.repairedCount
        return record
    }

    /// Scans UTF-8 bytes, cut into chunks at `splits` (as for ``utf16(_:splits:)``).
    public static func utf8(_ bytes: [UInt8], splits: [Int] = [], unicode version: UnicodeVersion = .default) -> ScanRecord {
        var scanner = UTF8GraphemeScanner(unicode: version)
        var record = ScanRecord()
        bytes.withUnsafeBufferPointer { buffer in
            forEachChunk(of: buffer, splits: splits) { chunk in
                scanner.scan(chunk) { record.scalars.append($0) }
            }
        }
        scanner.finish { record.scalars.append($0) }
        record.clusterCount = scanner.clusterCount
        record.scalarCount = scanner.scalarCount
        record.utf16Count = scanner.utf16Count
        record.utf8Count = scanner.utf8Count
        record.repairedCount = scanner.repairedCount
        return record
    }

    /// Calls `body` with the chunks of `buffer` between the sorted split offsets (clamped).
    public static func forEachChunk<Element>(
        of buffer: UnsafeBufferPointer<Element>, splits: [Int], _ body: (UnsafeBufferPointer<Element>) -> Void
    ) {
        var start = 0
        for split in splits + [buffer.count] {
            let end = min(max(split, start), buffer.count)
            body(UnsafeBufferPointer(rebasing: buffer[start..<end]))
            start = end
        }
    }
}
