import GraphemeMetrics
import PropertyBased
import Testing

/// The built-in twitter-text v3 profile against the published expectations of twitter-text's
/// conformance file `conformance/validate.yml`, sections WeightedTweetsWithDiscountedEmojiCounterTest
/// and UnicodeDirectionalMarkerCounterTest (github.com/twitter/twitter-text, Apache-2.0). Cases that
/// need URL counting (23 per URL) or NFC normalization are left out: the library does neither.
@Suite struct WeightedLengthTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var text: String
        var expected: Int
        var description: String
        var testDescription: String { description }
    }

    static let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}"   // family: man, woman, girl, boy

    static let conformance: [Case] = [
        Case(text: "H\u{1F431}\u{263A}" + family, expected: 7,
             description: "Count a mix of single byte single word, and double word unicode characters"),
        Case(text: "\u{1F637}\u{1F47E}\u{1F621}\u{1F525}\u{1F4A9}", expected: 10,
             description: "Count unicode emoji chars inside the basic multilingual plane"),
        Case(text: "\u{1F64B}\u{1F3FD}\u{1F468}\u{200D}\u{1F3A4}", expected: 4,
             description: "Count unicode emoji chars outside the basic multilingual plane with skin tone modifiers"),
        Case(text: String(repeating: family, count: 140), expected: 280, description: "140 family emoji"),
        Case(text: "1\u{20E3}", expected: 2, description: "Emoji with a leading character in the latin range is counted as 2"),
        Case(text: "Unicode 10.0 emoji: \u{1F92A}; \u{1F9D5}; \u{1F9D5}\u{1F3FE}; "
                 + "\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}",
             expected: 34, description: "Unicode 10.0 emoji"),
        Case(text: "Unicode 9.0 emoji: \u{1F920}; \u{1F483}; \u{1F483}\u{1F3FE}", expected: 29,
             description: "Unicode 9.0 emoji"),
        Case(text: "ABC\u{202A}\u{FFFF}ABC\u{FFFE}", expected: 12, description: "Handle invalid characters"),
        Case(text: "\u{2066}\u{202A}", expected: 4,
             description: "Directional characters weigh 200 each (derived from the rules, not a published case)"),
    ]

    @Test(arguments: conformance) func twitterTextV3(_ test: Case) {
        #expect(WeightProfile.twitter.weightedLength(test.text) == test.expected)
        let units = Array(test.text.utf16)
        #expect(units.withUnsafeBufferPointer { WeightProfile.twitter.weightedLength(utf16: $0) } == test.expected)
    }

    @Test func derivedByHandFromTheRules() {
        let twitter = WeightProfile.twitter
        #expect(twitter.weightedLength("") == 0)
        #expect(twitter.weightedLength("hello") == 5)
        #expect(twitter.weightedLength("\u{65E5}\u{672C}") == 4)          // 日本: default weight 200
        #expect(twitter.weightedLength("\u{10FF}\u{1100}") == 3)          // last of range 1 (100), HANGUL CHOSEONG KIYEOK (200)
        #expect(twitter.weightedLength("\u{2014}\u{2030}") == 3)          // EM DASH (100), PER MILLE SIGN (200)
        #expect(twitter.weightedLength("e\u{0301}") == 2)                 // decomposed é: two scalars (no NFC here)
        #expect(twitter.weightedLength("\u{1F1FA}\u{1F1E6}") == 2)        // a flag weighs one emoji
        #expect(twitter.weightedLength("\u{00A9}") == 1)                  // COPYRIGHT SIGN, text presentation
        #expect(twitter.weightedLength("\u{00A9}\u{FE0F}") == 2)          // ... with VS16: one emoji
        #expect(twitter.remaining("hello") == 275)
        #expect(twitter.remaining(String(repeating: "\u{65E5}", count: 141)) == -2)
    }

    /// The emoji weight goes to exactly the clusters that `Emoji.counts` counts under the
    /// profile's policy: one definition of "emoji" in the library.
    @Test(arguments: EmojiPolicy.allCases)
    func emojiWeightFollowsTheEmojiCounts(policy: EmojiPolicy) {
        let profile = WeightProfile(
            scale: 1, defaultWeight: 0, ranges: [], emojiWeight: 1, maximumLength: 100, emojiPolicy: policy)
        let texts = [
            "\u{1F600}\u{0301}",                  // regression: GRINNING FACE + COMBINING ACUTE: no emoji by default
            "\u{1F600}", "\u{2764}", "\u{2764}\u{FE0F}", "1\u{20E3}", "1\u{FE0F}\u{20E3}",
            "\u{1F1FA}\u{1F1E6}", "\u{1F1FA}", "\u{1F44D}\u{1F3FD}", "a\u{1F3FB}",
            "\u{1F469}\u{200D}\u{1F52C}", "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}",
        ]
        for text in texts {
            #expect(profile.weightedLength(text) == Emoji.counts(text, policy: policy).total, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        #expect(WeightProfile.twitter.weightedLength("\u{1F600}\u{0301}") == 3)  // 200 + 100: two scalars
    }

    @Test func customProfile() {
        let profile = WeightProfile(
            scale: 10, defaultWeight: 10, ranges: [.init(0x41...0x5A, weight: 5)], emojiWeight: 30, maximumLength: 100)
        #expect(profile.weightedLength("AB") == 1)                        // 5 + 5 = 10 → 1
        #expect(profile.weightedLength("ab\u{1F600}") == 5)               // 10 + 10 + 30 = 50 → 5
    }

    @Test func atLeastTheGraphemeCount() async {
        await propertyCheck(count: 1000, input: LengthTestSupport.string) { text in
            #expect(WeightProfile.twitter.weightedLength(text) >= GraphemeClusters.count(text))
        }
    }
}
