import GraphemeMetrics
import Testing

/// The incremental counters: whole == chunked for every split, UTF-8 == UTF-16.
@Suite struct EmojiCounterTests {
    static let texts = [
        "a\u{1F1FA}\u{1F1E6}\u{1F1FA}b",  // flag, lone RI
        "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}!",  // family: man, woman, girl, boy
        "x1\u{FE0F}\u{20E3}#\u{20E3}\u{00A9}\u{00A9}\u{FE0F}\u{1F44D}\u{1F3FD}",  // keycaps, copyright, thumbs up
        "\u{1F3F4}\u{E0067}\u{E0062}\u{E0077}\u{E006C}\u{E0073}\u{E007F}\u{1F469}\u{200D}\u{1F996}a\u{1F3FB}",  // Wales, woman T-rex
        "e\u{0301}\u{1F600}\u{0301}",  // an unpaired high surrogate is inserted after "e\u{0301}" below
    ]

    static func utf16Counts(_ units: [UInt16], splits: [Int], policy: EmojiPolicy) -> (EmojiCounts, [EmojiMatch]) {
        var counter = UTF16EmojiCounter(policy: policy)
        var matches: [EmojiMatch] = []
        var start = 0
        units.withUnsafeBufferPointer { buffer in
            for end in splits + [units.count] where end >= start {
                counter.scan(UnsafeBufferPointer(rebasing: buffer[start..<end])) { matches.append($0) }
                start = end
            }
        }
        counter.finish { matches.append($0) }
        return (counter.counts, matches)
    }

    static func utf8Counts(_ bytes: [UInt8], splits: [Int], policy: EmojiPolicy) -> (EmojiCounts, [EmojiMatch]) {
        var counter = UTF8EmojiCounter(policy: policy)
        var matches: [EmojiMatch] = []
        var start = 0
        bytes.withUnsafeBufferPointer { buffer in
            for end in splits + [bytes.count] where end >= start {
                counter.scan(UnsafeBufferPointer(rebasing: buffer[start..<end])) { matches.append($0) }
                start = end
            }
        }
        counter.finish { matches.append($0) }
        return (counter.counts, matches)
    }

    @Test(arguments: texts)
    func wholeEqualsEverySplit(_ text: String) {
        var units = Array(text.utf16)
        // Ill-formed UTF-16: an unpaired high surrogate (one U+FFFD) just before an emoji.
        if text.hasPrefix("e\u{0301}") { units.insert(0xD83D, at: 2) }
        for policy in EmojiPolicy.allCases {
            let whole = Self.utf16Counts(units, splits: [], policy: policy)
            #expect(whole.0 == Emoji.counts(utf16: units, policy: policy))
            for split in 0...units.count {
                for second in split...units.count {
                    let chunked = Self.utf16Counts(units, splits: [split, second], policy: policy)
                    #expect(chunked.0 == whole.0 && chunked.1 == whole.1, "splits \(split), \(second)")
                }
            }
            let bytes = Array(text.utf8)
            let wholeUTF8 = Self.utf8Counts(bytes, splits: [], policy: policy)
            if !text.hasPrefix("e\u{0301}") {
                #expect(wholeUTF8.0 == whole.0 && wholeUTF8.1 == whole.1)
                #expect(Emoji.counts(text, policy: policy) == whole.0)
            }
            for split in 0...bytes.count {
                let chunked = Self.utf8Counts(bytes, splits: [split], policy: policy)
                #expect(chunked.0 == wholeUTF8.0 && chunked.1 == wholeUTF8.1, "split \(split)")
            }
        }
    }

    @Test func matchesCarryOffsetsAndInfo() {
        let text = "a\u{1F1FA}\u{1F1E6}\u{1F600}"  // a, flag: Ukraine, GRINNING FACE
        var matches: [EmojiMatch] = []
        Emoji.forEachEmoji(text) { matches.append($0) }
        #expect(matches.map(\.utf16Range) == [1..<5, 5..<7])
        #expect(matches.map(\.utf8Range) == [1..<9, 9..<13])
        #expect(matches.map { $0.info?.name } == ["flag: Ukraine", "grinning face"])
        var utf16Matches: [EmojiMatch] = []
        Emoji.forEachEmoji(utf16: Array(text.utf16)) { utf16Matches.append($0) }
        #expect(utf16Matches == matches)
    }

    @Test(arguments: texts)
    func rgiByKindSumsTheClustersOfEachKind(_ text: String) {
        for policy in EmojiPolicy.allCases {
            var expected = [EmojiKind: Int]()
            Emoji.forEachEmoji(text, policy: policy) { match in
                if let info = match.info, info.isRGI { expected[info.kind, default: 0] += 1 }
            }
            let counts = Emoji.counts(text, policy: policy)
            for kind in EmojiKind.allCases {
                #expect(counts.rgi(kind: kind) == expected[kind, default: 0], "\(kind) \(policy)")
            }
            #expect(EmojiKind.allCases.map { counts.rgi(kind: $0) }.reduce(0, +) == counts.rgi)
        }
        let flags = Emoji.counts("\u{1F1FA}\u{1F1E6}\u{1F3F4}\u{E0075}\u{E0073}\u{E0074}\u{E0078}\u{E007F}")
        #expect(flags.rgi(kind: .flag) == 1)
        #expect(flags[kind: .tagSequence] == 1 && flags.rgi(kind: .tagSequence) == 0)
    }
}
