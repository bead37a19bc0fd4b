import GraphemeMetrics
import PropertyBased
import Testing

/// Display width per cluster, by the numbered rules of DisplayWidthRules.md.
@Suite struct WidthTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var text: String
        var width: Int
        var eastAsianWidth: Int
        var note: String
        var testDescription: String { "\(note): \(width)" }
        init(_ text: String, _ width: Int, eastAsian: Int? = nil, _ note: String) {
            self.text = text
            self.width = width
            self.eastAsianWidth = eastAsian ?? width
            self.note = note
        }
    }

    static let cases: [Case] = [
        Case("", 0, "empty"),
        Case("abc", 3, "ASCII (rule 8)"),
        Case("\u{0009}", 0, "CHARACTER TABULATION (rule 1)"),
        Case("\r\n", 0, "CR LF, one cluster (rule 1)"),
        Case("\u{2028}", 0, "LINE SEPARATOR, Zl (rule 1)"),
        Case("\u{65E5}\u{672C}", 4, "CJK ideographs, W (rule 6)"),
        Case("\u{FF21}", 2, "FULLWIDTH LATIN CAPITAL LETTER A, F (rule 6)"),
        Case("\u{FF71}", 1, "HALFWIDTH KATAKANA LETTER A, H (rule 8)"),
        Case("\u{00B1}", 1, eastAsian: 2, "PLUS-MINUS SIGN, A (rule 7)"),
        Case("\u{FFFD}", 1, eastAsian: 2, "REPLACEMENT CHARACTER, A (rule 7)"),
        Case("e\u{0301}", 1, "e + COMBINING ACUTE ACCENT (rule 5)"),
        Case("\u{0301}", 0, "COMBINING ACUTE ACCENT alone (rule 9)"),
        Case("\u{200B}", 0, "ZERO WIDTH SPACE, Cf (rule 9)"),
        Case("\u{00AD}", 0, "SOFT HYPHEN, Cf and default ignorable (rule 9)"),
        Case("\u{0600}1", 1, "ARABIC NUMBER SIGN + DIGIT ONE: prepend cluster, first visible scalar (rule 5)"),
        Case("\u{1100}\u{1161}\u{11A8}", 2, "Hangul L V T jamo, one cluster (rules 5, 6)"),
        Case("\u{0915}\u{094D}\u{0937}", 1, "DEVANAGARI KA VIRAMA SSA, one conjunct cluster (rule 5)"),
        Case("\u{2764}", 1, "HEAVY BLACK HEART, text by default (rule 8)"),
        Case("\u{2764}\u{FE0F}", 2, "HEAVY BLACK HEART + VS16 (rule 4a)"),
        Case("\u{231A}", 2, "WATCH, Emoji_Presentation (rule 4e)"),
        Case("\u{231A}\u{FE0E}", 1, "WATCH + VS15 (rule 3)"),
        Case("\u{2660}\u{FE0E}", 1, eastAsian: 2, "BLACK SPADE SUIT + VS15, ambiguous (rules 3, 7)"),
        Case("1\u{FE0F}\u{20E3}", 2, "keycap 1 (rule 4b)"),
        Case("1\u{20E3}", 2, "keycap 1 without VS16 (rule 4b)"),
        Case("a\u{20E3}", 1, "a + COMBINING ENCLOSING KEYCAP: not an emoji base (rule 5)"),
        Case("\u{1F1FA}\u{1F1E6}", 2, "flag of Ukraine, RI pair (rule 2)"),
        Case("\u{1F1FA}", 1, "lone REGIONAL INDICATOR SYMBOL LETTER U (rule 8)"),
        Case("\u{1F1FA}\u{1F1E6}\u{1F1FA}", 3, "a flag and a lone RI (rules 2, 8)"),
        Case("\u{1F44D}\u{1F3FD}", 2, "THUMBS UP + medium skin tone (rule 4c)"),
        Case("\u{270C}\u{1F3FD}", 2, "VICTORY HAND (text default) + medium skin tone (rule 4c)"),
        Case("\u{1F3FD}", 2, "EMOJI MODIFIER FITZPATRICK TYPE-4 alone (rule 4e)"),
        Case("\u{1F469}\u{200D}\u{1F52C}", 2, "WOMAN SCIENTIST, ZWJ sequence (rule 4d)"),
        Case("\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}", 2, "family MWGB, ZWJ sequence (rule 4)"),
        Case("\u{2764}\u{200D}\u{1F525}", 2, "HEART ON FIRE without VS16, ZWJ sequence (rule 4d)"),
        Case("\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}", 2, "flag of England, tag sequence (rule 4e)"),
        Case("\u{00A9}", 1, "COPYRIGHT SIGN, text default (rule 8)"),
        Case("\u{00A9}\u{FE0F}", 2, "COPYRIGHT SIGN + VS16 (rule 4a)"),
        Case("a\u{FE0F}", 1, "a + VS16: not an emoji (rule 5)"),
        Case("\u{FE0F}", 0, "VS16 alone (rule 9)"),
    ]

    @Test(arguments: cases) func width(_ test: Case) {
        #expect(DisplayWidth.of(test.text) == test.width)
        #expect(DisplayWidth.of(test.text, options: .eastAsian) == test.eastAsianWidth)
        #expect(DisplayWidth.of(utf16: Array(test.text.utf16)) == test.width)
        #expect(DisplayWidth.of(utf8: Array(test.text.utf8)) == test.width)
    }

    @Test func singleScalars() {
        #expect(DisplayWidth.of(scalar: "a") == 1)
        #expect(DisplayWidth.of(scalar: "\u{0301}") == 0)        // COMBINING ACUTE ACCENT
        #expect(DisplayWidth.of(scalar: "\u{1F600}") == 2)       // GRINNING FACE
        #expect(DisplayWidth.of(scalar: "\u{00B1}", options: .eastAsian) == 2)  // PLUS-MINUS SIGN
        #expect(DisplayWidth.of(scalar: "\u{0000}") == 0)        // NULL
    }

    @Test func clusterWidths() {
        var seen: [String] = []
        DisplayWidth.forEachCluster("a\u{1F1FA}\u{1F1E6}\u{65E5}") { seen.append("\($0):\($1)") }
        #expect(seen == ["0..<1:1", "1..<5:2", "5..<6:2"])
    }

    @Test func illFormedInputIsReplacementCharacters() {
        #expect(DisplayWidth.of(utf16: [0x0061, 0xD800, 0x0062]) == 3)            // a, lone high surrogate, b
        #expect(DisplayWidth.of(utf8: [0x61, 0xFF, 0x62]) == 3)                   // a, invalid byte, b
        #expect(DisplayWidth.of(utf16: [0xDC00], options: .eastAsian) == 2)       // lone low: U+FFFD is ambiguous
    }

    @Test func widthIsTheSumOverClusters() async {
        await propertyCheck(count: 1000, input: LengthTestSupport.string) { text in
            var sum = 0
            var ranges: [Range<Int>] = []
            DisplayWidth.forEachCluster(text) { range, width in
                sum += width
                ranges.append(range)
            }
            #expect(DisplayWidth.of(text) == sum)
            // Measured one Swift `Character` at a time, where Swift's clusters are ours: Swift 6.3
            // segments by Unicode 17.0 (without its new GB9c linkers), so a Unicode 18.0 conjunct
            // that starts with a linker ("a\u{094D}\u{0937}": a, VIRAMA, SSA) is two Characters.
            var separately = 0
            var characterRanges: [Range<Int>] = []
            var offset = 0
            for character in text {
                separately += DisplayWidth.of(String(character))
                characterRanges.append(offset..<offset + character.utf16.count)
                offset += character.utf16.count
            }
            if characterRanges == ranges { #expect(separately == sum) }
        }
    }

    @Test func utf16AndUTF8Agree() async {
        await propertyCheck(count: 1000, input: LengthTestSupport.utf16) { units in
            let repaired = String(decoding: units, as: UTF16.self)
            #expect(DisplayWidth.of(utf16: units) == DisplayWidth.of(repaired))
            #expect(DisplayWidth.of(utf8: Array(repaired.utf8)) == DisplayWidth.of(repaired))
        }
    }

    /// U+2630 TRIGRAM FOR HEAVEN: East_Asian_Width N in EastAsianWidth-15.1.0.txt, W in 16.0.0
    /// (one of the 188 N to W changes of Unicode 16.0).
    @Test(arguments: UnicodeVersion.allCases)
    func widthFollowsTheVersion(_ version: UnicodeVersion) {
        let expected = version >= .v16_0 ? 2 : 1
        let trigram = "\u{2630}"
        #expect(DisplayWidth.of(trigram, unicode: version) == expected)
        #expect(DisplayWidth.of(utf16: Array(trigram.utf16), unicode: version) == expected)
        #expect(DisplayWidth.of(utf8: Array(trigram.utf8), unicode: version) == expected)
        #expect(DisplayWidth.of(scalar: "\u{2630}", unicode: version) == expected)
        // In a long run of simple scalars (the run tables), in a plain stretch after a mark,
        // and in a stretch the scanner measures (after an emoji).
        let run = String(repeating: "a\u{2630}", count: 20)
        #expect(DisplayWidth.of(run, unicode: version) == 20 * (1 + expected))
        #expect(DisplayWidth.of("e\u{0301}\u{2630}", unicode: version) == 1 + expected)
        #expect(DisplayWidth.of("\u{1F600}\u{2630}", unicode: version) == 2 + expected)
        var widths: [Int] = []
        DisplayWidth.forEachCluster("\u{1F600}\u{2630}", unicode: version) { widths.append($1) }
        #expect(widths == [2, expected])

        // U+1FAE9 FACE WITH BAGS UNDER EYES: unassigned in 15.1 (EastAsianWidth N, reserved
        // Extended_Pictographic), an Emoji_Presentation emoji of width 2 from 16.0.
        #expect(DisplayWidth.of("\u{1FAE9}", unicode: version) == (version >= .v16_0 ? 2 : 1))

        var inspector = ClusterInspector(unicode: version)
        var scanner = UTF8GraphemeScanner(unicode: version)
        var inspected: [Int] = []
        Array(trigram.utf8).withUnsafeBufferPointer { buffer in
            scanner.scan(buffer) { if let cluster = inspector.take($0) { inspected.append(cluster.width) } }
        }
        scanner.finish { if let cluster = inspector.take($0) { inspected.append(cluster.width) } }
        if let last = inspector.finish(utf16End: scanner.utf16Count, utf8End: scanner.utf8Count) {
            inspected.append(last.width)
        }
        #expect(inspected == [expected])
    }

    /// Every fully-qualified emoji and component of a version's emoji-test.txt is 2 columns wide
    /// in that version (rules 2 and 4), in both encodings.
    @Test(arguments: UnicodeVersion.allCases)
    func everyQualifiedEmojiOfAVersionIsWide(_ version: UnicodeVersion) {
        let lines = (EmojiTestFileTests.linesByVersion[version] ?? []).filter { $0.status == "f" || $0.status == "c" }
        #expect(lines.count == EmojiTestFileTests.expectedCounts[version].map { $0.f + $0.c })
        var wrong: [String] = []
        for line in lines {
            var text = ""
            text.unicodeScalars.append(contentsOf: line.scalars)
            if DisplayWidth.of(text, unicode: version) != 2 || DisplayWidth.of(utf16: Array(text.utf16), unicode: version) != 2 {
                wrong.append(line.testDescription)
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(10))")
    }
}
