import GraphemeMetrics
import Testing

/// The examples in the README and the DocC comments, so the documented results stay true.
@Suite struct DocumentationExampleTests {
    @Test func graphemeClustersExamples() {
        #expect(GraphemeClusters.count("e\u{0301}") == 1)                        // e + COMBINING ACUTE ACCENT
        #expect(GraphemeClusters.count("\u{1F469}\u{200D}\u{1F52C}") == 1)      // WOMAN SCIENTIST (ZWJ sequence)
        #expect(GraphemeClusters.count("\u{1F1FA}\u{1F1E6}\u{1F1FA}") == 2)     // flag UA + a lone Regional Indicator
        #expect(GraphemeClusters.count("\u{0915}\u{094D}\u{0937}") == 1)        // DEVANAGARI KA, VIRAMA, SSA (GB9c)
        #expect(GraphemeClusters.count(utf16: [0x0061, 0xD800]) == 2)            // "a" + unpaired high surrogate
        #expect(GraphemeClusters.count(utf16: [0xD83D]) == 1)                    // a lone high surrogate
        #expect(GraphemeClusters.boundaries(utf16: Array("a\r\nb".utf16)) == [0, 1, 3, 4])
        #expect(GraphemeClusters.boundaries(utf16: [UInt16]()) == [0])
        var ranges: [Range<Int>] = []
        GraphemeClusters.forEachCluster("a\u{1F1FA}\u{1F1E6}") { ranges.append($0) }
        #expect(ranges == [0..<1, 1..<5])
    }

    @Test func ruleExamples() {
        #expect(GraphemeBreakRule.rules(for: "\r\n".unicodeScalars) == [.gb1, .gb3])
        #expect(GraphemeBreakRule.rules(for: "\r\n\u{1F1FA}\u{1F1E6}".unicodeScalars) == [.gb1, .gb3, .gb4, .gb13])
        #expect(GraphemeBreakRule.rules(for: "\u{0915}\u{094D}\u{0937}".unicodeScalars) == [.gb1, .gb9, .gb9c])
        #expect(GraphemeBreakRule.rules(for: "\u{1F1FA}\u{1F1E6}".unicodeScalars) == [.gb1, .gb12])
    }

    @Test func scannerExamples() {
        // UTF16GraphemeScanner's example: a flag and a lone RI, split inside the second RI's surrogate pair.
        var scanner = UTF16GraphemeScanner()
        var starts: [Int] = []
        let text = Array("\u{1F1FA}\u{1F1E6}\u{1F1EB}".utf16)
        text.withUnsafeBufferPointer { units in
            scanner.scan(UnsafeBufferPointer(rebasing: units[..<3])) { if $0.startsCluster { starts.append($0.utf16Offset) } }
            scanner.scan(UnsafeBufferPointer(rebasing: units[3...])) { if $0.startsCluster { starts.append($0.utf16Offset) } }
        }
        scanner.finish { if $0.startsCluster { starts.append($0.utf16Offset) } }
        #expect(starts == [0, 4])
        #expect(scanner.clusterCount == 2)

        // UTF8GraphemeScanner's example: a, U+0301, an invalid byte, b.
        var utf8Scanner = UTF8GraphemeScanner()
        let bytes: [UInt8] = [0x61, 0xCC, 0x81, 0xFF, 0x62]
        bytes.withUnsafeBufferPointer { utf8Scanner.scan($0) { _ in } }
        utf8Scanner.finish { _ in }
        #expect(utf8Scanner.clusterCount == 3)
        #expect(utf8Scanner.repairedCount == 1)
    }

    @Test func propertyExamples() {
        #expect(GraphemeClusterBreak(Unicode.Scalar(0x1F1FA)!) == .regionalIndicator)
        #expect(GraphemeClusterBreak("\u{0308}") == .extend)
        #expect(IndicConjunctBreak("\u{17D2}") == .linker)                      // KHMER SIGN COENG
        let copyright = GraphemeBreakProperties("\u{00A9}")                      // COPYRIGHT SIGN
        #expect(copyright.clusterBreak == .other)
        #expect(copyright.isExtendedPictographic)
        #expect(unicodeVersion == "18.0.0")
        // UnicodeVersion's, GraphemeClusters' and IndicConjunctBreak's examples.
        #expect(GraphemeClusters.count("\u{0915}\u{094D}\u{0937}") == 1)
        #expect(GraphemeClusters.count("\u{0915}\u{094D}\u{0937}", unicode: .v15_0) == 2)
        #expect(UnicodeVersion("15.1") == .v15_1)
        #expect(UnicodeVersion("18") == .v18_0 && UnicodeVersion("18.0.0") == .v18_0)
        #expect(UnicodeVersion("19.0") == nil && UnicodeVersion("15.1.1") == nil && UnicodeVersion("") == nil)
        #expect(IndicConjunctBreak("\u{17D2}", unicode: .v16_0) == .extend)
        // The Unicode versions article's first example.
        #expect(GraphemeClusters.count("\u{094D}\u{0937}") == 1)
        #expect(GraphemeClusters.count("\u{094D}\u{0937}", unicode: .v17_0) == 2)
        #expect(UnicodeVersion.allCases.map(\.description) == ["15.0", "15.1", "16.0", "17.0", "18.0"])
    }
}

/// The README's examples beyond segmentation: emoji, lengths, validation, truncation and width.
@Suite struct ReadmeExampleTests {
    @Test func emojiExamples() {
        let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"                 // FAMILY: MAN, WOMAN, GIRL
        #expect(Emoji.classify(Character(family))?.kind == .zwjSequence)
        #expect(Emoji.classify(Character(family))?.isRGI == true)
        #expect(Emoji.classify(Character("1\u{FE0F}\u{20E3}"))?.kind == .keycap)     // KEYCAP: 1
        #expect(Emoji.classify(Character("1")) == nil)                               // a digit alone
        #expect(Emoji.classify(Character("a\u{1F3FB}")) == nil)                      // a + LIGHT SKIN TONE
        #expect(Emoji.counts("Hi \u{1F44B}\u{1F3FD} \u{1F1FA}\u{1F1E6}!").total == 2)  // waving hand + tone, flag UA
    }

    @Test func summaryExamples() {
        // TextSummary: "Hi " + THUMBS UP SIGN + medium skin tone + " " + flag of Ukraine.
        let summary = TextMetrics.summarize("Hi \u{1F44D}\u{1F3FD} \u{1F1FA}\u{1F1E6}")
        #expect(summary.lengths.graphemes == 6)
        #expect(summary.lengths.width == 8)
        #expect(summary.emoji.total == 2)
        #expect(summary.emoji[kind: .flag] == 1)
        var total = TextMetrics.summarize("ab\u{1F600}")
        total += TextMetrics.summarize("\u{1F1FA}\u{1F1E6}")
        #expect(total == TextMetrics.summarize("ab\u{1F600}\u{1F1FA}\u{1F1E6}"))

        // TextMetrics.summarize(_:): á, WOMAN SCIENTIST.
        let scientist = TextMetrics.summarize("a\u{0301}\u{1F469}\u{200D}\u{1F52C}")
        #expect(scientist.lengths.graphemes == 2)
        #expect(scientist.lengths.width == 3)
        #expect(scientist.emoji[kind: .zwjSequence] == 1)

        // TextMetrics.summarize(utf8:): "a", GRINNING FACE, a bad byte.
        let bytes: [UInt8] = [0x61, 0xF0, 0x9F, 0x98, 0x80, 0xFF]
        let repaired = bytes.withUnsafeBufferPointer { TextMetrics.summarize(utf8: $0) }
        #expect(repaired.lengths.graphemes == 3)
        #expect(repaired.lengths.illFormedCount == 1)
        #expect(repaired.emoji.total == 1)
    }

    @Test func lengthExamples() {
        let lengths = TextMetrics.measure("Caf\u{00E9} \u{1F1EB}\u{1F1F7}")           // "Café 🇫🇷"
        #expect(lengths.graphemes == 6)
        #expect(lengths.scalars == 7)
        #expect(lengths.utf16 == 9)
        #expect(lengths.utf8 == 14)
        #expect(lengths.width == 7)

        let limit = LengthLimit(maximum: 5, in: .graphemes)
        let result = limit.validate("\u{1F1EB}\u{1F1F7}\u{1F1E9}\u{1F1EA}abcdef")      // 🇫🇷🇩🇪abcdef: 8 graphemes
        #expect(!result.isValid)
        #expect(result.violation?.kind == .tooLong)
        #expect(result.fittingUTF16Length == 11)                                     // two flags + "abc"

        // 🇫🇷🇩🇪 is 8 UTF-16 units: 6 units keep the first flag whole, never half of the second.
        #expect(Truncation.truncate("\u{1F1EB}\u{1F1F7}\u{1F1E9}\u{1F1EA}", to: 6, in: .utf16) == "\u{1F1EB}\u{1F1F7}")
        #expect(Truncation.truncate("ab\u{1F1EB}\u{1F1F7}cd", to: 4, in: .graphemes, ellipsis: "\u{2026}") == "ab\u{1F1EB}\u{1F1F7}\u{2026}")
        #expect(DisplayWidth.of("\u{6F22}\u{5B57}") == 4)                            // 漢字
        #expect(DisplayWidth.of("e\u{0301}") == 1)
    }
}
