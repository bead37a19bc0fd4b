import FuzzSupport
import GraphemeMetrics

/// Fuzzes incremental scanning: for split points taken from the input, scanning in chunks reports
/// exactly what scanning the whole text does (every scalar, offset and flag, and every counter),
/// for both scanners. Also checks the entry points that copy a non-contiguous sequence through
/// a fixed-size buffer.
///
/// Input layout: one byte `n` (at most 15 split points are used), `n` little-endian UInt16 split
/// offsets (taken modulo the payload length + 1, then sorted, so empty chunks occur), then the
/// payload, read both as UTF-8 bytes and as UTF-16 code units. When `n` is 0, the payload is also
/// scanned one element per chunk, the hardest split. The input's length selects the Unicode
/// version (``FuzzInput/version(forSize:)``).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let version = FuzzInput.version(forSize: size)
    let splitCount = Int(input.takeByte() & 0x0F)
    let rawSplits = (0..<splitCount).map { _ in Int(input.takeUInt16()) }
    let bytes = input.remainingBytes
    let units = input.remainingUTF16

    func splits(for length: Int) -> [Int] {
        splitCount == 0 ? Array(0...length) : rawSplits.map { $0 % (length + 1) }.sorted()
    }

    let whole16 = ScanRecord.utf16(units, unicode: version)
    let chunked16 = ScanRecord.utf16(units, splits: splits(for: units.count), unicode: version)
    fuzzCheck(chunked16 == whole16, "UTF-16 chunked differs at splits \(splits(for: units.count)): \(firstDifference(whole16, chunked16))")

    let whole8 = ScanRecord.utf8(bytes, unicode: version)
    let chunked8 = ScanRecord.utf8(bytes, splits: splits(for: bytes.count), unicode: version)
    fuzzCheck(chunked8 == whole8, "UTF-8 chunked differs at splits \(splits(for: bytes.count)): \(firstDifference(whole8, chunked8))")

    // `lazy.map` hides the contiguous storage, so these take the chunk-copying paths.
    fuzzCheck(GraphemeClusters.count(utf16: units.lazy.map { $0 }, unicode: version) == whole16.clusterCount, "count(utf16:) via copy")
    fuzzCheck(GraphemeClusters.boundaries(utf16: units.lazy.map { $0 }, unicode: version) == whole16.boundaries(inUTF16: true),
              "boundaries(utf16:) via copy")
    fuzzCheck(GraphemeClusters.count(utf8: bytes.lazy.map { $0 }, unicode: version) == whole8.clusterCount, "count(utf8:) via copy")
    fuzzCheck(GraphemeClusters.boundaries(utf8: bytes.lazy.map { $0 }, unicode: version) == whole8.boundaries(inUTF16: false),
              "boundaries(utf8:) via copy")

    checkRunSkipping(units, splits: splits(for: units.count), unicode: version)
    checkRunSkipping(bytes, splits: splits(for: bytes.count), unicode: version)
    return 0
}

/// The whole-text emoji counts, lengths and widths skip runs of one-scalar clusters by a table;
/// the incremental counters and measurers fed in chunks take every cluster through the rules.
func checkRunSkipping(_ units: [UInt16], splits: [Int], unicode version: UnicodeVersion) {
    var counter = UTF16EmojiCounter(unicode: version)
    var measurer = UTF16TextMeasurer(unicode: version)
    units.withUnsafeBufferPointer { buffer in
        ScanRecord.forEachChunk(of: buffer, splits: splits) { chunk in
            counter.scan(chunk)
            measurer.measure(chunk)
        }
    }
    counter.finish()
    let lengths = measurer.finish()
    fuzzCheck(Emoji.counts(utf16: units, unicode: version) == counter.counts, "Emoji.counts(utf16:) differs from the chunked counter")
    fuzzCheck(TextMetrics.measure(utf16: units, unicode: version) == lengths, "TextMetrics.measure(utf16:) differs from the chunked measurer")
    fuzzCheck(DisplayWidth.of(utf16: units, unicode: version) == lengths.width, "DisplayWidth.of(utf16:) differs from the chunked width")
}

func checkRunSkipping(_ bytes: [UInt8], splits: [Int], unicode version: UnicodeVersion) {
    var counter = UTF8EmojiCounter(unicode: version)
    var measurer = UTF8TextMeasurer(unicode: version)
    bytes.withUnsafeBufferPointer { buffer in
        ScanRecord.forEachChunk(of: buffer, splits: splits) { chunk in
            counter.scan(chunk)
            measurer.measure(chunk)
        }
    }
    counter.finish()
    let lengths = measurer.finish()
    fuzzCheck(Emoji.counts(utf8: bytes, unicode: version) == counter.counts, "Emoji.counts(utf8:) differs from the chunked counter")
    fuzzCheck(TextMetrics.measure(utf8: bytes, unicode: version) == lengths, "TextMetrics.measure(utf8:) differs from the chunked measurer")
    fuzzCheck(DisplayWidth.of(utf8: bytes, unicode: version) == lengths.width, "DisplayWidth.of(utf8:) differs from the chunked width")
}

func firstDifference(_ whole: ScanRecord, _ chunked: ScanRecord) -> String {
    for (index, (a, b)) in zip(whole.scalars, chunked.scalars).enumerated() where a != b {
        return "scalar \(index): whole \(a), chunked \(b)"
    }
    return "whole \(whole.scalars.count) scalars, chunked \(chunked.scalars.count); counters whole "
        + "\([whole.clusterCount, whole.scalarCount, whole.utf16Count, whole.utf8Count, whole.repairedCount]) chunked "
        + "\([chunked.clusterCount, chunked.scalarCount, chunked.utf16Count, chunked.utf8Count, chunked.repairedCount])"
}
