import GraphemeMetrics
import Testing

/// The generated lookup of every version against the property ranges the generator derived from
/// that version's UCD, for all 1,114,112 code points. (CI's `GenerateUnicodeTables --check` ties
/// those ranges to the raw UCD.)
@Suite struct GraphemeTableTests {
    struct Range: Sendable {
        var codePoints: ClosedRange<UInt32>
        var clusterBreak: GraphemeClusterBreak
        var conjunctBreak: IndicConjunctBreak
        var isExtendedPictographic: Bool
    }

    static func ranges(_ version: UnicodeVersion) throws -> [Range] {
        try TestData.lines("grapheme-properties-\(version).0.txt").map { line in
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

    @Test(arguments: UnicodeVersion.allCases)
    func rangesCoverEveryCodePointOnce(_ version: UnicodeVersion) throws {
        let ranges = try Self.ranges(version)
        var next: UInt32 = 0
        for range in ranges {
            #expect(range.codePoints.lowerBound == next)
            next = range.codePoints.upperBound + 1
        }
        #expect(next == 0x110000)
    }

    @Test(arguments: UnicodeVersion.allCases)
    func everyCodePointMatchesTheData(_ version: UnicodeVersion) throws {
        var checked = 0
        var mismatches: [String] = []
        for range in try Self.ranges(version) {
            for value in range.codePoints {
                // Surrogate code points are not scalars; the scanners never look them up.
                guard let scalar = Unicode.Scalar(value) else { continue }
                let properties = GraphemeBreakProperties(scalar, unicode: version)
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

    @Test func changesBetweenVersions() {
        // The changes listed in the Unicode-versions issue, each checked against the data files.
        // 15.0 has no Indic_Conjunct_Break; 15.1 introduces it.
        #expect(IndicConjunctBreak("\u{0915}", unicode: .v15_0) == .none)
        #expect(IndicConjunctBreak("\u{0915}", unicode: .v15_1) == .consonant)
        #expect(IndicConjunctBreak("\u{200D}", unicode: .v15_0) == .none)
        #expect(IndicConjunctBreak("\u{200D}", unicode: .v15_1) == .extend)
        // 16.0: spacing viramas move SpacingMark -> Extend; U+1171E moves Extend -> SpacingMark.
        #expect(GraphemeClusterBreak("\u{0D4D}", unicode: .v15_1) == .extend)   // MALAYALAM SIGN VIRAMA: Extend in every version
        #expect(GraphemeClusterBreak("\u{111C0}", unicode: .v15_1) == .spacingMark)  // SHARADA SIGN VIRAMA
        #expect(GraphemeClusterBreak("\u{111C0}", unicode: .v16_0) == .extend)
        #expect(GraphemeClusterBreak("\u{1171E}", unicode: .v15_1) == .extend)  // AHOM CONSONANT SIGN MEDIAL RA
        #expect(GraphemeClusterBreak("\u{1171E}", unicode: .v16_0) == .spacingMark)
        // 17.0: Myanmar's virama becomes a linker; U+11A3A leaves Prepend.
        #expect(IndicConjunctBreak("\u{1039}", unicode: .v16_0) == .extend)
        #expect(IndicConjunctBreak("\u{1039}", unicode: .v17_0) == .linker)
        #expect(GraphemeClusterBreak("\u{11A3A}", unicode: .v16_0) == .prepend)
        #expect(GraphemeClusterBreak("\u{11A3A}", unicode: .v17_0) == .other)
        // 18.0: three linkers that are not Extend.
        for value: UInt32 in [0x1CF5, 0x1CF6, 0x11A3A] {
            let scalar = Unicode.Scalar(value)!
            #expect(IndicConjunctBreak(scalar, unicode: .v17_0) != .linker)
            #expect(IndicConjunctBreak(scalar, unicode: .v18_0) == .linker)
            #expect(GraphemeClusterBreak(scalar, unicode: .v18_0) == .other)
        }
    }
}

struct TestFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
