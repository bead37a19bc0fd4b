import GraphemeMetrics
import Testing

/// The generated lookup against the property ranges the generator derived from the UCD, for all
/// 1,114,112 code points. (CI's `GenerateUnicodeTables --check` ties those ranges to the raw UCD.)
@Suite struct GraphemeTableTests {
    struct Range: Sendable {
        var codePoints: ClosedRange<UInt32>
        var clusterBreak: GraphemeClusterBreak
        var conjunctBreak: IndicConjunctBreak
        var isExtendedPictographic: Bool
    }

    static func ranges() throws -> [Range] {
        try TestData.lines("grapheme-properties-17.0.0.txt").map { line in
            let fields = line.split(separator: ";").map(String.init)
            let bounds = fields[0].split(separator: ".", omittingEmptySubsequences: true)
            guard fields.count == 4, bounds.count == 2,
                  let low = UInt32(bounds[0], radix: 16), let high = UInt32(bounds[1], radix: 16),
                  let clusterBreak = GraphemeClusterBreak(rawValue: fields[1]),
                  let conjunctBreak = IndicConjunctBreak(rawValue: fields[2])
            else { throw TestFailure("unparseable line: \(line)") }
            return Range(codePoints: low...high, clusterBreak: clusterBreak, conjunctBreak: conjunctBreak,
                         isExtendedPictographic: fields[3] == "Y")
        }
    }

    @Test func rangesCoverEveryCodePointOnce() throws {
        let ranges = try Self.ranges()
        var next: UInt32 = 0
        for range in ranges {
            #expect(range.codePoints.lowerBound == next)
            next = range.codePoints.upperBound + 1
        }
        #expect(next == 0x110000)
    }

    @Test func everyCodePointMatchesTheData() throws {
        var checked = 0
        var mismatches: [String] = []
        for range in try Self.ranges() {
            for value in range.codePoints {
                // Surrogate code points are not scalars; the scanners never look them up.
                guard let scalar = Unicode.Scalar(value) else { continue }
                let properties = GraphemeBreakProperties(scalar)
                checked += 1
                if properties.clusterBreak != range.clusterBreak
                    || properties.conjunctBreak != range.conjunctBreak
                    || properties.isExtendedPictographic != range.isExtendedPictographic {
                    if mismatches.count < 20 { mismatches.append("U+\(BreakTestCase.hex(scalar)): \(properties)") }
                }
            }
        }
        #expect(checked == 0x110000 - 0x800)
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    @Test func knownValues() {
        // Spot checks with their sources, so a wholesale shift in the table reads clearly.
        #expect(GraphemeClusterBreak("\u{000D}") == .cr)
        #expect(GraphemeClusterBreak("\u{200D}") == .zwj)                       // ZERO WIDTH JOINER
        #expect(GraphemeClusterBreak("\u{1F1E6}") == .regionalIndicator)        // REGIONAL INDICATOR SYMBOL LETTER A
        #expect(GraphemeClusterBreak("\u{AC00}") == .lv)                        // HANGUL SYLLABLE GA
        #expect(GraphemeClusterBreak("\u{AC01}") == .lvt)                       // HANGUL SYLLABLE GAG
        #expect(IndicConjunctBreak("\u{1039}") == .linker)                      // MYANMAR SIGN VIRAMA (new in 17.0)
        #expect(IndicConjunctBreak("\u{0915}") == .consonant)                   // DEVANAGARI LETTER KA
        #expect(GraphemeBreakProperties("\u{00A9}").isExtendedPictographic)     // COPYRIGHT SIGN
        #expect(!GraphemeBreakProperties("0").isExtendedPictographic)
    }
}

struct TestFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
