import GraphemeMetrics
import Testing

/// `print(Emoji.counts(_:))` shows the figures by name.
struct EmojiCountsDescriptionTests {
    @Test func namesKindsAndQualifications() {
        // WAVING HAND + medium skin tone, flag of Ukraine
        let counts = Emoji.counts("Hi \u{1F44B}\u{1F3FD} \u{1F1FA}\u{1F1E6}")
        #expect(
            "\(counts)"
                == "EmojiCounts(total: 2, rgi: 2, clusters: 6, flag: 1, modifierSequence: 1, fullyQualified: 2)")
        #expect("\(EmojiCounts())" == "EmojiCounts(total: 0, rgi: 0, clusters: 0)")
        // A lone RI under .emojiLike: counted, unclassified and unlisted.
        #expect(
            "\(Emoji.counts("\u{1F1FA}", policy: .emojiLike))"
                == "EmojiCounts(total: 1, rgi: 0, unlisted: 1, unclassified: 1, clusters: 1)")
    }
}
