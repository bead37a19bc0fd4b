import FuzzSupport
import GraphemeMetrics

/// Fuzzes the UTF-8 decoding inside `UTF8GraphemeScanner` (the engine's one UTF-8 decoder) on arbitrary bytes.
///
/// Invariants:
/// - repaired view: the scanner's scalars are exactly those of `String(decoding:as: UTF8.self)`
///   (the stdlib also substitutes one U+FFFD per maximal subpart), and each one has the offset,
///   length and repair flag of ``ReferenceUTF8`` (an independent decoder from the definitions);
///   `repairedCount` is the number of repaired subparts (one U+FFFD each);
/// - strict view: the first ill-formed byte offset (the first repaired scalar's offset) is the
///   reference validator's, and the input is well-formed exactly when
///   `String(validating:as: UTF8.self)` accepts it; a well-formed input's `utf16Count` is that
///   string's UTF-16 length.
/// - the contiguous `count(utf8:)` and `boundaries(utf8:)`, which skip runs, agree with the scanner.
/// Genuine U+FFFD in the input (EF BF BD) is not repaired: the comparison is by scalar sequence
/// and flag, never by counting U+FFFD. The input's length selects the Unicode version of the
/// boundary comparison (``FuzzInput/version(forSize:)``).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = FuzzInput(data, size).remainingBytes
    let version = FuzzInput.version(forSize: size)
    let record = ScanRecord.utf8(bytes, unicode: version)
    let reference = ReferenceUTF8.decode(bytes)

    fuzzCheck(record.scalars.count == reference.count, "\(record.scalars.count) scalars, reference \(reference.count)")
    for (scanned, expected) in zip(record.scalars, reference) {
        fuzzCheck(scanned.scalar.value == expected.value && scanned.utf8Offset == expected.offset
                  && scanned.encodedLength == expected.length && scanned.isRepaired == expected.isRepaired,
                  "scanned \(scanned), reference \(expected), bytes \(bytes.map { String($0, radix: 16) })")
    }
    fuzzCheck(record.utf8Count == bytes.count, "utf8Count")
    fuzzCheck(record.repairedCount == reference.filter(\.isRepaired).count, "repairedCount")

    let repaired = String(decoding: bytes, as: UTF8.self)
    fuzzCheck(Array(repaired.unicodeScalars) == record.scalars.map(\.scalar),
              "scalars differ from String(decoding:), bytes \(bytes.map { String($0, radix: 16) })")
    fuzzCheck(record.utf16Count == repaired.utf16.count, "utf16Count \(record.utf16Count), String \(repaired.utf16.count)")

    let firstIllFormed = record.scalars.first(where: \.isRepaired)?.utf8Offset
    fuzzCheck(firstIllFormed == ReferenceUTF8.firstIllFormedOffset(bytes), "first ill-formed offset \(String(describing: firstIllFormed))")
    let validated = String(validating: bytes, as: UTF8.self)
    fuzzCheck((validated != nil) == (firstIllFormed == nil), "String(validating:) disagrees on well-formedness")
    if let validated {
        fuzzCheck(validated == repaired && Array(validated.utf8) == bytes, "a well-formed input must round-trip")
    }

    // The entry points for contiguous bytes, whose walk skips runs of always-breaking scalars
    // with the run scanner (loops per sequence length, eight-byte windows of two-byte letters).
    fuzzCheck(GraphemeClusters.count(utf8: bytes, unicode: version) == record.clusterCount, "count(utf8:) differs from the scanner")
    fuzzCheck(GraphemeClusters.boundaries(utf8: bytes, unicode: version) == record.boundaries(inUTF16: false),
              "boundaries(utf8:) differ from the scanner's, bytes \(bytes.map { String($0, radix: 16) })")

    // The boundaries do not depend on the encoding the text came in.
    let viaUTF16 = ScanRecord.utf16(Array(repaired.utf16), unicode: version)
    fuzzCheck(viaUTF16.boundaries(inUTF16: true) == record.boundaries(inUTF16: true), "UTF-16 boundaries differ")
    fuzzCheck(viaUTF16.clusterCount == record.clusterCount, "UTF-16 count differs")
    return 0
}
