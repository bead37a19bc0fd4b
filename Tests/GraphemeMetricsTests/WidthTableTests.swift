@testable import GraphemeMetrics
import Testing

/// The generated width table against the ranges the generator derived from the UCD, for all
/// 1,114,112 code points (CI's `GenerateUnicodeTables --check` ties those ranges to the raw UCD).
@Suite struct WidthTableTests {
    @Test func everyCodePointMatchesTheData() throws {
        let lines = try TestData.lines("width-properties-17.0.0.txt")
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
                let property = WidthProperty(value)
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
}
