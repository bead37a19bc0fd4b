import GraphemeMetrics
import Testing

/// The generated emoji property lookup against the ranges the generator derived from each
/// version's emoji-data.txt and emoji-variation-sequences.txt, for all 1,114,112 code points of
/// every version.
@Suite struct EmojiPropertyTableTests {
    @Test(arguments: UnicodeVersion.allCases)
    func everyCodePointMatchesTheData(_ version: UnicodeVersion) throws {
        var next: UInt32 = 0
        var mismatches: [String] = []
        let lines = try TestData.lines("emoji-properties-\(version).txt")
        #expect(lines.count > 500, "a truncated file would hide most code points")
        for line in lines {
            let fields = line.split(separator: ";")
            let bounds = fields[0].split(separator: ".", omittingEmptySubsequences: true)
            let low = try #require(UInt32(bounds[0], radix: 16))
            let high = try #require(UInt32(bounds[1], radix: 16))
            let flags = try #require(UInt8(fields[1], radix: 16))
            #expect(low == next)
            next = high + 1
            for cp in low...high {
                guard let scalar = Unicode.Scalar(cp) else { continue }
                let actual = EmojiProperties(of: scalar, unicode: version).rawValue
                if actual != flags && mismatches.count < 10 {
                    mismatches.append("U+\(String(cp, radix: 16, uppercase: true)): \(actual) != \(flags)")
                }
            }
        }
        #expect(next == 0x110000)
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    @Test func knownProperties() {
        #expect(EmojiProperties(of: "1") == [.emoji, .emojiComponent, .hasEmojiVariationSequence])  // DIGIT ONE
        #expect(EmojiProperties(of: "a").isEmpty)
        #expect(EmojiProperties(of: "\u{1F3FB}").contains([.emojiModifier, .emojiComponent]))  // light skin tone
        #expect(EmojiProperties(of: "\u{1F44D}").contains([.emojiPresentation, .emojiModifierBase]))  // THUMBS UP SIGN
        #expect(EmojiProperties(of: "\u{00A9}") == [.emoji, .extendedPictographic, .hasEmojiVariationSequence])  // COPYRIGHT SIGN
        #expect(EmojiProperties(of: "\u{1FFFD}") == [.extendedPictographic])  // reserved, Extended_Pictographic only
    }

    @Test func propertiesChangeWithTheVersion() {
        // FACE WITH BAGS UNDER EYES: reserved (Extended_Pictographic) until Emoji 16.0 adds it.
        #expect(EmojiProperties(of: "\u{1FAE9}", unicode: .v15_1) == [.extendedPictographic])
        #expect(EmojiProperties(of: "\u{1FAE9}", unicode: .v16_0) == [.emoji, .emojiPresentation, .extendedPictographic])
        // SHAKING FACE (Emoji 15.0) in every version.
        for version in UnicodeVersion.allCases {
            #expect(EmojiProperties(of: "\u{1FAE8}", unicode: version) == [.emoji, .emojiPresentation, .extendedPictographic])
        }
        #expect(EmojiProperties(of: "\u{1FAE9}") == EmojiProperties(of: "\u{1FAE9}", unicode: .default))
    }
}
