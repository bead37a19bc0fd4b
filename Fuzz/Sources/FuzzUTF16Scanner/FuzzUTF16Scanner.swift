import FuzzSupport
import GraphemeMetrics

/// Fuzzes `UTF16GraphemeScanner` on arbitrary code units (the input, two bytes per unit,
/// little-endian), lone surrogates included.
///
/// Invariants:
/// - the scalars tile the input: each starts where the previous one ended, the boundaries rise
///   strictly from 0 to the input's length, and every counter matches what was reported;
/// - unpaired surrogates, and only they, are repaired (one U+FFFD each);
/// - `GraphemeBreakRule.rules(for:)` explains a boundary exactly where the scanner reports one;
/// - the count-only fast path (`GraphemeClusters.count(utf16:)`) gives the same count;
/// - the UTF-8 scanner over the repaired text finds the same boundaries (in UTF-16 offsets);
/// - Swift's `Character`s (forward iteration over `String(decoding:as: UTF16.self)`) end where the
///   Unicode 17.0 profile's boundaries fall (Swift 6.3.1 implements 17.0), plus the extra breaks
///   ``SwiftCharacterOracle`` pins and explains (conjunct linkers new in 17.0 that Swift's
///   hard-coded list misses; Kirat Rai vowel signs outside the Hangul blocks), and nowhere else.
///
/// Every check but the last runs with the Unicode version the input's length selects
/// (``FuzzInput/version(forSize:)``).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let units = FuzzInput(data, size).remainingUTF16
    let version = FuzzInput.version(forSize: size)
    let record = ScanRecord.utf16(units, unicode: version)

    var expectedOffset = 0
    var utf8Offset = 0
    for scanned in record.scalars {
        fuzzCheck(scanned.utf16Offset == expectedOffset, "scalar at \(scanned.utf16Offset), expected \(expectedOffset)")
        fuzzCheck(scanned.utf8Offset == utf8Offset, "UTF-8 offset \(scanned.utf8Offset), expected \(utf8Offset)")
        fuzzCheck(scanned.encodedLength == UTF16.width(scanned.scalar) || scanned.isRepaired, "length of \(scanned)")
        fuzzCheck(!scanned.isRepaired || (scanned.scalar == "\u{FFFD}" && scanned.encodedLength == 1), "repair \(scanned)")
        expectedOffset += scanned.encodedLength
        utf8Offset += UTF8.width(scanned.scalar)
    }
    fuzzCheck(expectedOffset == units.count, "scalars cover \(expectedOffset) of \(units.count) units")
    fuzzCheck(record.utf16Count == units.count, "utf16Count \(record.utf16Count) of \(units.count)")
    fuzzCheck(record.utf8Count == utf8Offset, "utf8Count \(record.utf8Count), summed \(utf8Offset)")
    fuzzCheck(record.scalarCount == record.scalars.count, "scalarCount")
    fuzzCheck(record.repairedCount == record.scalars.filter(\.isRepaired).count, "repairedCount vs reports")
    fuzzCheck(record.repairedCount == ReferenceUTF16.unpairedSurrogateCount(units), "repairedCount vs reference")
    fuzzCheck(units.isEmpty || record.scalars.first?.startsCluster == true, "first scalar must start a cluster")

    let boundaries = record.boundaries(inUTF16: true)
    fuzzCheck(boundaries.first == 0 && boundaries.last == units.count, "boundaries \(boundaries) ends")
    fuzzCheck(units.isEmpty ? boundaries == [0] : zip(boundaries, boundaries.dropFirst()).allSatisfy { $0 < $1 },
              "boundaries not strictly increasing: \(boundaries)")
    fuzzCheck(record.clusterCount == boundaries.count - 1, "clusterCount \(record.clusterCount) vs \(boundaries)")

    let fastCount = units.withUnsafeBufferPointer { GraphemeClusters.count(utf16: $0, unicode: version) }
    fuzzCheck(fastCount == record.clusterCount, "fast path \(fastCount), scanner \(record.clusterCount)")
    let listed = GraphemeClusters.boundaries(utf16: units, unicode: version)
    fuzzCheck(listed == boundaries, "boundaries(utf16:) \(listed), scanner \(boundaries)")

    let rules = GraphemeBreakRule.rules(for: record.scalars.map(\.scalar), unicode: version)
    fuzzCheck(rules.map(\.isBoundary) == record.scalars.map(\.startsCluster), "GraphemeBreakRule.rules(for:) disagrees")

    let text = String(decoding: units, as: UTF16.self)
    let viaUTF8 = ScanRecord.utf8(Array(text.utf8), unicode: version)
    fuzzCheck(viaUTF8.boundaries(inUTF16: true) == boundaries, "UTF-8 scanner disagrees: \(viaUTF8.boundaries(inUTF16: true)) vs \(boundaries)")
    fuzzCheck(viaUTF8.scalars.map(\.scalar) == record.scalars.map(\.scalar), "UTF-8 scanner scalars differ")
    fuzzCheck(GraphemeClusters.count(text, unicode: version) == record.clusterCount, "count(String) differs")

    // Swift's Characters: profile 17.0's boundaries plus the oracle's pinned extra breaks.
    let scalars = record.scalars.map(\.scalar)
    let rules17 = GraphemeBreakRule.rules(for: scalars, unicode: SwiftCharacterOracle.version)
    let unicode17 = GraphemeClusters.boundaries(utf16: units, unicode: SwiftCharacterOracle.version)
    let pinned = SwiftCharacterOracle.pinnedBreaks(scalars: scalars, rules: rules17)
        .map { record.scalars[$0.index].utf16Offset }
    let expectedSwift = Array(Set(unicode17).union(pinned)).sorted()
    let swift = SwiftCharacterOracle.boundaries(units)
    fuzzCheck(swift == expectedSwift, "Character boundaries \(swift), Unicode 17.0 \(unicode17) with pinned breaks \(pinned), units \(units.map { String($0, radix: 16) })")
    return 0
}
