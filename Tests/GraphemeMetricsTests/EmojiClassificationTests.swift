import GraphemeMetrics
import Testing

/// Hand-picked clusters for each pitfall of emoji classification (UTS #51, Emoji 17.0).
@Suite struct EmojiClassificationTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var text: String
        var note: String
        var kind: EmojiKind?
        var isRGI = false
        var qualification: EmojiQualification? = nil
        var counted: (fullyQualifiedRGI: Bool, presentedAsEmoji: Bool, emojiLike: Bool)

        var testDescription: String {
            text.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
                + " (\(note))"
        }
    }

    static let cases: [Case] = [
        // Digits, # and * are Emoji=Yes only to build keycaps (Swift's isEmoji is true for "0").
        Case(text: "0", note: "DIGIT ZERO alone", kind: nil, counted: (false, false, false)),
        Case(text: "1", note: "DIGIT ONE alone", kind: nil, counted: (false, false, false)),
        Case(text: "#", note: "NUMBER SIGN alone", kind: nil, counted: (false, false, false)),
        Case(text: "*", note: "ASTERISK alone", kind: nil, counted: (false, false, false)),
        Case(text: "1\u{FE0F}", note: "DIGIT ONE + VS16, no keycap", kind: nil, counted: (false, false, false)),
        Case(text: "1\u{FE0F}\u{20E3}", note: "keycap: 1, fully-qualified (ED-14c)", kind: .keycap, isRGI: true,
             qualification: .fullyQualified, counted: (true, true, true)),
        Case(text: "#\u{20E3}", note: "keycap: # without VS16, unqualified", kind: .keycap,
             qualification: .unqualified, counted: (false, true, true)),
        Case(text: "A\u{20E3}", note: "LATIN CAPITAL A + COMBINING ENCLOSING KEYCAP: one cluster, no emoji",
             kind: nil, counted: (false, false, false)),
        // Text-default characters.
        Case(text: "\u{00A9}", note: "COPYRIGHT SIGN alone: text presentation, unqualified", kind: .basic,
             qualification: .unqualified, counted: (false, false, true)),
        Case(text: "\u{00A9}\u{FE0F}", note: "COPYRIGHT SIGN + VS16 (ED-9a)", kind: .presentationSequence,
             isRGI: true, qualification: .fullyQualified, counted: (true, true, true)),
        Case(text: "\u{2764}\u{FE0E}", note: "HEAVY BLACK HEART + VS15: text presentation sequence",
             kind: nil, counted: (false, false, true)),
        Case(text: "\u{1F600}", note: "GRINNING FACE", kind: .basic, isRGI: true,
             qualification: .fullyQualified, counted: (true, true, true)),
        Case(text: "\u{1F600}\u{FE0F}", note: "GRINNING FACE + VS16: no such variation sequence, selector ignored",
             kind: .basic, counted: (false, true, true)),
        Case(text: "\u{1F600}\u{0301}", note: "GRINNING FACE + COMBINING ACUTE ACCENT", kind: nil,
             counted: (false, false, true)),
        // Regional Indicators (ED-14).
        Case(text: "\u{1F1FA}", note: "lone REGIONAL INDICATOR U", kind: nil, counted: (false, false, true)),
        Case(text: "\u{1F1FA}\u{1F1E6}", note: "flag: Ukraine", kind: .flag, isRGI: true,
             qualification: .fullyQualified, counted: (true, true, true)),
        Case(text: "\u{1F1FF}\u{1F1FF}", note: "RI Z + RI Z: well-formed flag, not RGI", kind: .flag,
             counted: (false, true, true)),
        // Modifiers (ED-13).
        Case(text: "a\u{1F3FB}", note: "LATIN SMALL A + light skin tone: one cluster, no modifier sequence",
             kind: nil, counted: (false, false, false)),
        Case(text: "\u{1F600}\u{1F3FB}", note: "GRINNING FACE (no modifier base) + light skin tone", kind: nil,
             counted: (false, false, true)),
        Case(text: "\u{1F3FB}", note: "EMOJI MODIFIER FITZPATRICK TYPE-1-2 alone: component", kind: .basic,
             isRGI: true, qualification: .component, counted: (false, true, true)),
        Case(text: "\u{1F44D}\u{1F3FD}", note: "thumbs up: medium skin tone", kind: .modifierSequence,
             isRGI: true, qualification: .fullyQualified, counted: (true, true, true)),
        // Tag sequences (ED-14a).
        Case(text: "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", note: "flag: Scotland",
             kind: .tagSequence, isRGI: true, qualification: .fullyQualified, counted: (true, true, true)),
        Case(text: "\u{1F3F4}\u{E0075}\u{E0073}\u{E0074}\u{E0078}\u{E007F}", note: "flag US-TX: well formed, not RGI",
             kind: .tagSequence, counted: (false, true, true)),
        Case(text: "\u{1F3F4}\u{E0075}\u{E0073}\u{E0074}\u{E0078}", note: "tag spec without CANCEL TAG", kind: nil,
             counted: (false, false, true)),
        // ZWJ sequences (ED-16).
        Case(text: "\u{1F469}\u{200D}\u{1F52C}", note: "woman scientist", kind: .zwjSequence, isRGI: true,
             qualification: .fullyQualified, counted: (true, true, true)),
        Case(text: "\u{1F469}\u{200D}\u{1F996}", note: "WOMAN ZWJ T-REX: well formed, not RGI", kind: .zwjSequence,
             counted: (false, true, true)),
        Case(text: "\u{1F3F3}\u{200D}\u{1F308}", note: "rainbow flag without the first VS16: unqualified",
             kind: .zwjSequence, qualification: .unqualified, counted: (false, true, true)),
        Case(text: "\u{1F3F3}\u{FE0F}\u{200D}\u{26A7}", note: "transgender flag without the last VS16: minimally-qualified",
             kind: .zwjSequence, qualification: .minimallyQualified, counted: (false, true, true)),
        Case(text: "\u{1F469}\u{200D}", note: "WOMAN + trailing ZWJ", kind: nil, counted: (false, false, true)),
    ]

    @Test(arguments: cases)
    func classification(_ testCase: Case) {
        let info = Emoji.classify(testCase.text.unicodeScalars)
        #expect(GraphemeClusters.count(testCase.text) == 1)
        #expect(info?.kind == testCase.kind)
        #expect(info?.isRGI ?? false == testCase.isRGI)
        #expect(info?.qualification == testCase.qualification)
        #expect((info?.name != nil) == (testCase.qualification != nil))
        #expect(Emoji.counts(testCase.text, policy: .fullyQualifiedRGI).total == (testCase.counted.0 ? 1 : 0))
        #expect(Emoji.counts(testCase.text, policy: .presentedAsEmoji).total == (testCase.counted.1 ? 1 : 0))
        #expect(Emoji.counts(testCase.text, policy: .emojiLike).total == (testCase.counted.2 ? 1 : 0))
    }

    @Test func oddRegionalIndicatorAtTheEndOfARun() {
        // RI U, RI A, RI U: a flag (Ukraine), then a lone RI (GB12/GB13 pair them from the left).
        let text = "\u{1F1FA}\u{1F1E6}\u{1F1FA}"
        var matches: [EmojiMatch] = []
        Emoji.forEachEmoji(text) { matches.append($0) }
        #expect(matches.map(\.utf16Range) == [0..<4])
        #expect(matches.first?.info?.name == "flag: Ukraine")
        let counts = Emoji.counts(text)
        #expect(counts.clusters == 2 && counts.total == 1 && counts[kind: .flag] == 1)
        #expect(Emoji.counts(text, policy: .emojiLike).total == 2)
    }

    @Test func namesForTheCLI() {
        #expect(Emoji.classify("\u{1F44D}\u{1F3FD}")?.name == "thumbs up: medium skin tone")
        #expect(Emoji.classify("\u{2764}\u{FE0F}")?.name == "red heart")
        #expect(Emoji.classify("\u{1F1E6}\u{1F1FD}")?.name == "flag: Åland Islands")
    }

    @Test func longClusters() {
        // 100,000 combining marks after an emoji: one cluster, classified without storing it.
        let marks = "\u{1F600}" + String(repeating: "\u{0301}", count: 100_000)
        #expect(Emoji.classify(marks.unicodeScalars) == nil)
        #expect(Emoji.counts(marks, policy: .emojiLike).total == 1)
        #expect(Emoji.counts(marks).total == 0)

        // A ZWJ sequence of 20 elements (longer than the 16 stored scalars): well formed, not RGI.
        let family = Array(repeating: "\u{1F469}", count: 20).joined(separator: "\u{200D}")
        let info = Emoji.classify(family.unicodeScalars)
        #expect(info?.kind == .zwjSequence && info?.isRGI == false && info?.qualification == nil)
        #expect(Emoji.counts(family).total == 1)

        // A tag sequence with 30 tag characters.
        let tags = "\u{1F3F4}" + String(repeating: "\u{E0061}", count: 30) + "\u{E007F}"
        #expect(Emoji.classify(tags.unicodeScalars)?.kind == .tagSequence)

        // The first 16 scalars of a long cluster must not match a listed sequence by prefix.
        let keycapPlus = "1\u{FE0F}\u{20E3}" + String(repeating: "\u{20E3}", count: 20)
        #expect(Emoji.classify(keycapPlus.unicodeScalars) == nil)
    }

    @Test func policyTable() {
        // The counter-examples of the article "What counts as an emoji".
        let text = "Hi \u{1F44B}\u{1F3FD} \u{1F1FA}\u{1F1E6}\u{1F1FA} 1 \u{00A9}"
        let counts = Emoji.counts(text)
        #expect(counts.total == 2)
        #expect(counts[kind: .modifierSequence] == 1 && counts[kind: .flag] == 1)
        #expect(counts[qualification: .fullyQualified] == 2 && counts.rgi == 2)
        #expect(counts.clusters == 11)
        let mixed = "\u{1F44D}\u{1F3FD} \u{2764} 1\u{20E3}"
        #expect(Emoji.counts(mixed).total == 2)
        #expect(Emoji.counts(mixed, policy: .fullyQualifiedRGI).total == 1)
        #expect(Emoji.counts(mixed, policy: .emojiLike).total == 3)
    }
}
