@testable import GraphemeMetrics
import Testing

/// The generated width table against the ranges the generator derived from each version's UCD,
/// for all 1,114,112 code points of every version (CI's `GenerateUnicodeTables --check` ties
/// those ranges to the raw UCD).
@Suite struct WidthTableTests {
    @Test(arguments: UnicodeVersion.allCases)
    func everyCodePointMatchesTheData(_ version: UnicodeVersion) throws {
        let lines = try TestData.lines("width-properties-\(version).0.txt")
        #expect(lines.count > 1000, "a truncated file would hide most code points")
        var next: UInt32 = 0
        var mismatches: [String] = []
        for line in lines {
            let fields = line.split(separator: ";").map(String.init)
            let bounds = fields[0].split(separator: ".", omittingEmptySubsequences: true)
            guard fields.count == 4, bounds.count == 2,
                  let low = UInt32(bounds[0], radix: 16), let high = UInt32(bounds[1], radix: 16),
                  let widthClass = WidthProperty.WidthClass.allCases.first(where: { "\($0)" == fields[1] }),
                  let role = WidthProperty.Role.allCases.first(where: { "\($0)" == fields[2] })
            else { throw TestFailure("unparseable line: \(line)") }
            #expect(low == next)
            next = high + 1
            for value in low...high {
                let property = WidthProperty(value, unicode: version)
                if property.widthClass != widthClass || property.role != role
                    || property.isDefaultIgnorable != (fields[3] == "Y") {
                    if mismatches.count < 20 { mismatches.append("U+\(String(value, radix: 16)): \(property)") }
                }
            }
        }
        #expect(next == 0x110000)
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    @Test func knownValues() {
        // Spot checks with their sources, so a wholesale shift in the table reads clearly.
        #expect(WidthProperty(0x0000).role == .control)                    // NULL (Cc)
        #expect(WidthProperty(0x0301).widthClass == .zero)                 // COMBINING ACUTE ACCENT (Mn)
        #expect(WidthProperty(0x00B1).widthClass == .ambiguous)            // PLUS-MINUS SIGN (EAW A)
        #expect(WidthProperty(0x4E00).widthClass == .wide)                 // CJK UNIFIED IDEOGRAPH-4E00 (EAW W)
        #expect(WidthProperty(0x3FFFD).widthClass == .wide)                // unassigned, plane 3 defaults to W
        #expect(WidthProperty(0x200D).role == .zwj)                        // ZERO WIDTH JOINER
        #expect(WidthProperty(0xFE0F).role == .emojiSelector)              // VARIATION SELECTOR-16
        #expect(WidthProperty(0xFE0E).role == .textSelector)               // VARIATION SELECTOR-15
        #expect(WidthProperty(0x20E3).role == .keycap)                     // COMBINING ENCLOSING KEYCAP
        #expect(WidthProperty(0x1F1E6).role == .regionalIndicator)         // REGIONAL INDICATOR SYMBOL LETTER A
        #expect(WidthProperty(0x1F3FB).role == .emojiModifier)             // EMOJI MODIFIER FITZPATRICK TYPE-1-2
        #expect(WidthProperty(0x2764).role == .textDefaultEmoji)           // HEAVY BLACK HEART
        #expect(WidthProperty(0x231A).role == .emojiPresentation)          // WATCH
        #expect(WidthProperty(0xE0067).isDefaultIgnorable)                 // TAG LATIN SMALL LETTER G
    }

    /// East_Asian_Width N to W in Unicode 16.0: 188 code points listed as N in
    /// EastAsianWidth-15.1.0.txt, among them the eight trigrams U+2630..2637, plus 10 code points
    /// unassigned in 15.1 (N by the file's @missing line) and assigned as W in 16.0.
    @Test func eastAsianWidthChanges() {
        let narrowToWide = (UInt32(0)..<0x110000).filter {
            WidthProperty($0, unicode: .v15_1).widthClass == .narrow && WidthProperty($0, unicode: .v16_0).widthClass == .wide
        }
        #expect(narrowToWide.count == 198)
        #expect((0x2630...0x2637).allSatisfy(narrowToWide.contains))
        // U+2FFC..2FFF and U+31EF (IDEOGRAPHIC DESCRIPTION CHARACTERs, DerivedAge 15.1) are new in
        // 15.1 and W: the only N to W changes from 15.0 (unassigned) to 15.1.
        let new15_1 = (UInt32(0)..<0x110000).filter {
            WidthProperty($0, unicode: .v15_0).widthClass == .narrow && WidthProperty($0, unicode: .v15_1).widthClass == .wide
        }
        #expect(new15_1 == [0x2FFC, 0x2FFD, 0x2FFE, 0x2FFF, 0x31EF])
    }
}
