import GraphemeMetrics
import Testing

/// Inputs built to hurt a grapheme segmenter: huge clusters, long runs that need state, every
/// unpaired surrogate, ill-formed UTF-8, and splits in the worst places. Each expected count comes
/// from the UAX #29 rules (cited per case); where Swift's `Character` agrees it is checked as an
/// independent oracle. Every case goes through the UTF-16, UTF-8, `String` and chunked paths
/// (`AdversarialPaths`). Sizes are fixed, so the linear-time promise is checked by bounded work,
/// never by the clock.
@Suite struct AdversarialInputTests {
    static let regionalIndicatorU: Unicode.Scalar = "\u{1F1FA}"  // REGIONAL INDICATOR SYMBOL LETTER U

    /// Asserts that every path counts `expected` clusters, and that the stdlib agrees when asked.
    static func expectCount(
        _ text: String, _ expected: Int, stdlibAgrees: Bool = true, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let wrong = AdversarialPaths.disagreements(AdversarialPaths.clusterCounts(text), expected: expected)
        #expect(wrong.isEmpty, "expected \(expected) clusters; wrong paths: \(wrong)", sourceLocation: sourceLocation)
        if stdlibAgrees {
            #expect(AdversarialPaths.characterCount(text) == expected, "Swift Character count", sourceLocation: sourceLocation)
        }
    }

    // MARK: Long runs

    @Test(arguments: [0, 1, 2, 3, 999_999, 1_000_000])
    func regionalIndicatorRun(length: Int) {
        // GB12/GB13: RIs pair from the start of the run, so a run of n is ceil(n/2) clusters.
        let run = String(String.UnicodeScalarView(repeatElement(Self.regionalIndicatorU, count: length)))
        Self.expectCount(run, (length + 1) / 2)
        // After a non-RI the pairing restarts: "a" + run (checked on the odd runs).
        if length % 2 == 1 { Self.expectCount("a" + run, 1 + (length + 1) / 2) }
    }

    @Test func regionalIndicatorPairingSurvivesEveryChunkSplit() {
        // regression guard: a chunk split inside an RI pair (between the surrogates, or between the RIs).
        let units = Array(String(repeating: "\u{1F1FA}\u{1F1E6}", count: 3).utf16) + [0xD83C, 0xDDFA]  // UA UA UA + lone U
        for split in 0...units.count {
            let (_, scanner) = AdversarialPaths.scannedUTF16([Array(units[..<split]), Array(units[split...])])
            #expect(scanner.clusterCount == 4, "split at \(split)")
        }
    }

    @Test func oneCharacterWithAHundredThousandCombiningMarks() {
        // GB9: Extend never breaks from what precedes it.
        let text = "a" + String(repeating: "\u{0301}", count: 100_000)  // COMBINING ACUTE ACCENT
        Self.expectCount(text, 1)
        #expect(GraphemeClusters.boundaries(utf16: Array(text.utf16)) == [0, 100_001])
    }

    @Test func blackFlagWithAHundredThousandTags() {
        // Tag characters are Extend (GB9): U+1F3F4 WAVING BLACK FLAG + 10^5 TAG LATIN SMALL LETTER G
        // + CANCEL TAG is one cluster, however far from any RGI tag sequence.
        let text = "\u{1F3F4}" + String(repeating: "\u{E0067}", count: 100_000) + "\u{E007F}"
        Self.expectCount(text, 1)
        // Tags without a base attach to nothing but each other (GB1, then GB9).
        Self.expectCount(String(repeating: "\u{E0067}", count: 100_000), 1)
    }

    @Test func variationSelectorFloods() {
        // VS15/VS16 are Extend (GB9): U+2764 HEAVY BLACK HEART + 10^5 VS16 + 10^5 VS15 is one cluster.
        Self.expectCount("\u{2764}" + String(repeating: "\u{FE0F}", count: 100_000) + String(repeating: "\u{FE0E}", count: 100_000), 1)
        // With no base at all, a flood is still one cluster (GB1 before the first, GB9 after).
        Self.expectCount(String(repeating: "\u{FE0F}", count: 100_000), 1)
        // VS16 after each digit: "1\u{FE0F}" pairs (GB9), so n digits are n clusters.
        Self.expectCount(String(repeating: "1\u{FE0F}", count: 50_000), 50_000)
    }

    @Test func zwjChains() {
        let woman = "\u{1F469}"  // WOMAN (Extended_Pictographic)
        // GB11: ExtPict Extend* ZWJ × ExtPict, so a chain of 10^4 joined women is one cluster.
        Self.expectCount(woman + String(repeating: "\u{200D}" + woman, count: 10_000), 1)
        // With VS16 (Extend) before each ZWJ, GB11 still applies.
        Self.expectCount(woman + String(repeating: "\u{FE0F}\u{200D}" + woman, count: 10_000), 1)
        // Two ZWJs: the second is not Extend, so GB11 fails and GB999 breaks before the woman.
        Self.expectCount(woman + "\u{200D}\u{200D}" + woman, 2)
        // ZWJ after a letter joins it (GB9), but the letter is not ExtPict: break before the woman.
        Self.expectCount("a\u{200D}" + woman, 2)
        // ZWJ flood with no emoji: one cluster (GB1, then GB9).
        Self.expectCount(String(repeating: "\u{200D}", count: 100_000), 1)
    }

    @Test func nonRGISequencesFollowTheRulesNotTheEmojiList() {
        // DOG + ZWJ + PIZZA is not an RGI ZWJ sequence but GB11 joins any ExtPict pair.
        Self.expectCount("\u{1F415}\u{200D}\u{1F355}", 1)
        // REGIONAL INDICATOR Z Z is not a country, but GB12 pairs any two RIs.
        Self.expectCount("\u{1F1FF}\u{1F1FF}", 1)
        // RI + ZWJ + RI: the ZWJ joins the first RI (GB9), RIs no longer adjacent: break (GB999).
        Self.expectCount("\u{1F1FA}\u{200D}\u{1F1E6}", 2)
        // BLACK FLAG + tags "zz" + CANCEL TAG: not a valid subdivision, still one cluster (GB9).
        Self.expectCount("\u{1F3F4}\u{E007A}\u{E007A}\u{E007F}", 1)
        // A cancel tag alone and a tag sequence on a letter.
        Self.expectCount("\u{E007F}", 1)
        Self.expectCount("a\u{E0067}\u{E0062}\u{E007F}", 1)
    }

    @Test func conjunctChains() {
        // GB9c: DEVANAGARI KA (VIRAMA KA) x 10^4 is one conjunct, with ZWJ and nukta (InCB Extend) inside.
        Self.expectCount("\u{0915}" + String(repeating: "\u{094D}\u{0915}", count: 10_000), 1)
        Self.expectCount("\u{0915}" + String(repeating: "\u{093C}\u{094D}\u{200D}\u{0915}", count: 10_000), 1)
        // Without a linker the consonants break (GB999): KA x 10^4 is 10^4 clusters.
        Self.expectCount(String(repeating: "\u{0915}", count: 10_000), 10_000)
        // A linker at the end of text or before a non-consonant joins backwards only (GB9), then breaks.
        Self.expectCount("\u{0915}\u{094D}a", 2)
    }

    @Test func conjunctLinkersNewInUnicode17() {
        // GB9c with U+1039 MYANMAR SIGN VIRAMA, U+17D2 KHMER SIGN COENG and U+1B44 BALINESE ADEG
        // ADEG, InCB=Linker since Unicode 17.0. Swift 6.3.1's hand-written linker list misses them
        // and breaks before the second consonant, so the stdlib is not an oracle here.
        let chains = [
            "\u{1000}\u{1039}\u{1001}",  // MYANMAR KA, VIRAMA, KHA
            "\u{1780}\u{17D2}\u{1781}",  // KHMER KA, COENG, KHA
            "\u{1B13}\u{1B44}\u{1B14}",  // BALINESE KA, ADEG ADEG, KA MAHAPRANA
        ]
        for chain in chains {
            Self.expectCount(chain, 1, stdlibAgrees: false)
            #expect(AdversarialPaths.characterCount(chain) == 2, "pinned: Swift 6.3.1 misses this GB9c linker")
        }
    }

    @Test func hangulJamoRuns() {
        let l = "\u{1100}", v = "\u{1161}", t = "\u{11A8}"  // CHOSEONG KIYEOK, JUNGSEONG A, JONGSEONG KIYEOK
        // GB6/GB7/GB8: L* V* T* in that order is one syllable, however long.
        Self.expectCount(String(repeating: l, count: 30_000) + String(repeating: v, count: 30_000) + String(repeating: t, count: 30_000), 1)
        // T then L, V then L: no rule joins them, so each jamo order change breaks.
        Self.expectCount(t + l, 2)
        Self.expectCount(v + l, 2)
        // LV syllable (U+AC00 GA) takes V or T (GB7); LVT syllable (U+AC01 GAG) takes only T (GB8).
        Self.expectCount("\u{AC00}" + v + t, 1)
        Self.expectCount("\u{AC01}" + t + t, 1)
        Self.expectCount("\u{AC01}" + v, 2)
        // Alternating L and T: T ÷ L every time, L × T never (no rule), so 2 per pair.
        Self.expectCount(String(repeating: l + t, count: 10_000), 20_000)
    }

    // MARK: Ill-formed UTF-16

    static let surrogates = Array(UInt16(0xD800)...UInt16(0xDFFF))

    @Test func everyUnpairedSurrogateAlone() {
        // Each of the 2,048 surrogate code units alone is one U+FFFD (GCB=Other): one cluster, repaired.
        for unit in Self.surrogates {
            let wrong = AdversarialPaths.disagreements(AdversarialPaths.clusterCounts(utf16: [unit]), expected: 1)
            #expect(wrong.isEmpty, "U+\(String(unit, radix: 16)) alone: \(wrong)")
            let (scalars, scanner) = AdversarialPaths.scannedUTF16([[unit]])
            #expect(scalars.map(\.scalar) == ["\u{FFFD}"] && scanner.repairedCount == 1)
            #expect(Array(String(decoding: [unit], as: UTF16.self).unicodeScalars) == ["\u{FFFD}"])
            // Between letters it is its own cluster: "a" ÷ U+FFFD ÷ "b", and a mark after it joins it (GB9).
            #expect(GraphemeClusters.count(utf16: [0x61, unit, 0x62]) == 3)
            #expect(GraphemeClusters.count(utf16: [unit, 0x0301]) == 1)
        }
    }

    @Test func everySurrogateInPairs() {
        // Lead i with trail i is a well-formed pair (one scalar); reversed (trail, lead) it is two
        // unpaired surrogates; two leads or two trails are two as well. Split between the two
        // units, the scanner must give the same answer.
        for index in 0..<UInt16(1024) {
            let lead = 0xD800 + index, trail = 0xDC00 + index
            let cases: [([UInt16], repaired: Int)] = [
                ([lead, trail], 0), ([trail, lead], 2), ([lead, lead], 2), ([trail, trail], 2),
            ]
            for (units, repaired) in cases {
                let text = String(decoding: units, as: UTF16.self)
                let expected = repaired == 0 ? 1 : 2
                let expectedClusters = repaired == 0 ? AdversarialPaths.characterCount(text) : 2
                #expect(expected == expectedClusters, "stdlib: \(units)")
                let whole = AdversarialPaths.scannedUTF16([units])
                let split = AdversarialPaths.scannedUTF16([[units[0]], [units[1]]])
                #expect(whole.scanner.clusterCount == expected && whole.scanner.repairedCount == repaired, "\(units)")
                #expect(split.scalars == whole.scalars && split.scanner.clusterCount == expected, "split \(units)")
                #expect(whole.scalars.map(\.scalar) == Array(text.unicodeScalars), "scalars \(units)")
                #expect(GraphemeClusters.count(utf16: units) == expected, "fast path \(units)")
            }
        }
    }

    // MARK: Ill-formed UTF-8

    /// Ill-formed byte sequences with the U+FFFD substitution of maximal subparts (Unicode §3.9,
    /// Table 3-8 practice): `expected` lists the scalars, `repaired` the U+FFFDs that stand for
    /// ill-formed input: the one meaning of "repaired" or "ill-formed" that the scanners,
    /// ``TextMetrics`` and `emojicount`'s `illFormed` key share.
    static let illFormedUTF8: [(name: String, bytes: [UInt8], expected: [Unicode.Scalar], repaired: Int)] = [
        ("overlong 2-byte /", [0xC0, 0xAF], ["\u{FFFD}", "\u{FFFD}"], 2),
        ("overlong 2-byte C1", [0xC1, 0xBF], ["\u{FFFD}", "\u{FFFD}"], 2),
        ("overlong 3-byte", [0xE0, 0x80, 0xAF], ["\u{FFFD}", "\u{FFFD}", "\u{FFFD}"], 3),
        ("overlong 4-byte", [0xF0, 0x80, 0x80, 0xAF], ["\u{FFFD}", "\u{FFFD}", "\u{FFFD}", "\u{FFFD}"], 4),
        ("surrogate D800", [0xED, 0xA0, 0x80], ["\u{FFFD}", "\u{FFFD}", "\u{FFFD}"], 3),
        ("CESU-8 pair", [0xED, 0xA0, 0xBD, 0xED, 0xB8, 0x80], Array(repeating: "\u{FFFD}", count: 6), 6),
        ("above U+10FFFF", [0xF4, 0x90, 0x80, 0x80], ["\u{FFFD}", "\u{FFFD}", "\u{FFFD}", "\u{FFFD}"], 4),
        ("F5 lead", [0xF5, 0x80, 0x80, 0x80], ["\u{FFFD}", "\u{FFFD}", "\u{FFFD}", "\u{FFFD}"], 4),
        ("FE FF", [0xFE, 0xFF], ["\u{FFFD}", "\u{FFFD}"], 2),
        ("lone continuation", [0x61, 0x80, 0x62], ["a", "\u{FFFD}", "b"], 1),
        ("truncated 3-byte", [0x61, 0xE2, 0x82, 0x62], ["a", "\u{FFFD}", "b"], 1),
        ("truncated 4-byte", [0x61, 0xF0, 0x9F, 0x98, 0x62], ["a", "\u{FFFD}", "b"], 1),
        ("truncated at end", [0x61, 0xF0, 0x9F, 0x98], ["a", "\u{FFFD}"], 1),
        ("truncated then mark", [0xE2, 0x82, 0xCC, 0x81], ["\u{FFFD}", "\u{0301}"], 1),
        ("valid U+10FFFF", [0xF4, 0x8F, 0xBF, 0xBF], ["\u{10FFFF}"], 0),
        ("valid U+FFFD is not repaired", [0xEF, 0xBF, 0xBD], ["\u{FFFD}"], 0),
    ]

    @Test(arguments: illFormedUTF8.indices)
    func illFormedUTF8AtEverySplit(case index: Int) {
        let (name, bytes, expected, repaired) = Self.illFormedUTF8[index]
        #expect(Array(String(decoding: bytes, as: UTF8.self).unicodeScalars) == expected, "stdlib oracle: \(name)")
        let whole = AdversarialPaths.scannedUTF8([bytes])
        #expect(whole.scalars.map(\.scalar) == expected, "\(name)")
        #expect(whole.scanner.repairedCount == repaired, "\(name)")
        #expect(TextMetrics.measure(utf8: bytes).illFormedCount == repaired, "\(name)")
        var measurer = UTF8TextMeasurer()
        bytes.withUnsafeBufferPointer { measurer.measure($0) }
        #expect(measurer.finish().illFormedCount == repaired, "\(name)")
        // Every scalar here is its own cluster except a mark after U+FFFD (GB9).
        let clusters = expected.filter { $0 != "\u{0301}" }.count
        #expect(whole.scanner.clusterCount == clusters, "\(name)")
        let wrong = AdversarialPaths.disagreements(AdversarialPaths.clusterCounts(utf8: bytes), expected: clusters)
        #expect(wrong.isEmpty, "\(name): \(wrong)")
        for split in 0...bytes.count {
            let chunked = AdversarialPaths.scannedUTF8([Array(bytes[..<split]), Array(bytes[split...])])
            #expect(chunked.scalars == whole.scalars, "\(name) split at \(split)")
            #expect(chunked.scanner.repairedCount == repaired, "\(name) split at \(split)")
        }
        for second in 0...bytes.count {
            for first in 0...second {
                let chunked = AdversarialPaths.scannedUTF8(
                    [Array(bytes[..<first]), Array(bytes[first..<second]), Array(bytes[second...])])
                #expect(chunked.scalars == whole.scalars, "\(name) split at \(first) and \(second)")
            }
        }
    }

    @Test func illFormedUTF8Flood() {
        // 10^5 lone continuation bytes: 10^5 U+FFFD, each its own cluster (GB999).
        let bytes = [UInt8](repeating: 0x80, count: 100_000)
        #expect(AdversarialPaths.disagreements(AdversarialPaths.clusterCounts(utf8: bytes), expected: 100_000).isEmpty)
        #expect(AdversarialPaths.scanUTF8(bytes, chunkSize: 7).repairedCount == 100_000)
        // 10^5 truncated 4-byte leads "F0 9F": one U+FFFD per 2-byte subpart.
        let truncated = Array([[UInt8]](repeating: [0xF0, 0x9F], count: 50_000).joined())
        #expect(AdversarialPaths.disagreements(AdversarialPaths.clusterCounts(utf8: truncated), expected: 50_000).isEmpty)
    }

    // MARK: Byte order marks, line ends, empty input

    @Test func byteOrderMarksAreCountedNotStripped() {
        // U+FEFF is Cf, so Grapheme_Cluster_Break=Control: a cluster of its own (GB4/GB5), before a
        // mark too. The library never strips a BOM: it is text the caller gave.
        Self.expectCount("\u{FEFF}", 1)
        Self.expectCount("\u{FEFF}a\u{0301}", 2)
        Self.expectCount("a\u{FEFF}\u{0301}", 3)  // GB5 after a, GB4 after U+FEFF
        Self.expectCount("a\u{FEFF}b\u{FEFF}\u{FEFF}c", 6)
        #expect(GraphemeClusters.count(utf8: [0xEF, 0xBB, 0xBF, 0x61]) == 2)  // UTF-8 BOM + a
        #expect(GraphemeClusters.count(utf16: [0xFEFF, 0x61]) == 2)
        // A byte-swapped BOM read as UTF-16 is U+FFFE, a noncharacter (GCB=Other): a mark joins it.
        #expect(GraphemeClusters.count(utf16: [0xFFFE, 0x0301]) == 1)
        #expect(AdversarialPaths.characterCount("\u{FFFE}\u{0301}") == 1)
    }

    @Test func crLFSplitAcrossChunks() {
        // GB3 keeps CR LF together even when the chunk ends between them; GB4/GB5 break around it.
        let text = "a\r\n\r\r\n\n"  // a | CR LF | CR | CR LF | LF
        Self.expectCount(text, 5)
        let units = Array(text.utf16), bytes = Array(text.utf8)
        let wholeUTF16 = AdversarialPaths.scannedUTF16([units])
        let wholeUTF8 = AdversarialPaths.scannedUTF8([bytes])
        for split in 0...units.count {
            let chunked = AdversarialPaths.scannedUTF16([Array(units[..<split]), Array(units[split...])])
            #expect(chunked.scalars == wholeUTF16.scalars && chunked.scanner.clusterCount == 5, "UTF-16 split at \(split)")
        }
        for split in 0...bytes.count {
            let chunked = AdversarialPaths.scannedUTF8([Array(bytes[..<split]), Array(bytes[split...])])
            #expect(chunked.scalars == wholeUTF8.scalars && chunked.scanner.clusterCount == 5, "UTF-8 split at \(split)")
        }
        // 10^5 CR LF pairs fed one unit at a time.
        let lines = Array(String(repeating: "\r\n", count: 100_000).utf16)
        #expect(AdversarialPaths.scanUTF16(lines, chunkSize: 1).clusterCount == 100_000)
        Self.expectCount(String(repeating: "\r\n", count: 100_000), 100_000)
    }

    @Test func emptyInput() {
        Self.expectCount("", 0)
        #expect(GraphemeClusters.boundaries(utf16: [UInt16]()) == [0])
        #expect(GraphemeClusters.boundaries(utf8: [UInt8]()) == [0])
        var calls = 0
        GraphemeClusters.forEachCluster("") { _ in calls += 1 }
        #expect(calls == 0)
        let (scalars16, scanner16) = AdversarialPaths.scannedUTF16([[], [], []])
        #expect(scalars16.isEmpty && scanner16.clusterCount == 0 && scanner16.utf16Count == 0 && scanner16.utf8Count == 0)
        let (scalars8, scanner8) = AdversarialPaths.scannedUTF8([[], []])
        #expect(scalars8.isEmpty && scanner8.clusterCount == 0 && scanner8.utf16Count == 0 && scanner8.repairedCount == 0)
    }
}
