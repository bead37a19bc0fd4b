/// The lengths, display width and emoji counts of a text, measured together in one pass
/// (``TextMetrics/summarize(utf8:options:policy:unicode:)``).
///
/// ```swift
/// // "Hi " + THUMBS UP SIGN + medium skin tone + " " + flag of Ukraine
/// let summary = TextMetrics.summarize("Hi \u{1F44D}\u{1F3FD} \u{1F1FA}\u{1F1E6}")
/// summary.lengths.graphemes              // 6
/// summary.lengths.width                  // 8
/// summary.emoji.total                    // 2
/// summary.emoji[kind: .flag]             // 1
/// ```
///
/// ``lengths`` equals what ``TextMetrics`` measures and ``emoji`` what ``Emoji`` counts for
/// the same text, options, policy and Unicode version; one pass gives both.
public struct TextSummary: Hashable, Sendable {
    /// The lengths in every unit, the width, the largest cluster and the ill-formed count.
    public var lengths: TextLengths
    /// The emoji counted under the policy, and the number of clusters seen.
    public var emoji: EmojiCounts

    /// Creates a summary, empty by default.
    public init(lengths: TextLengths = TextLengths(), emoji: EmojiCounts = EmojiCounts()) {
        self.lengths = lengths
        self.emoji = emoji
    }

    /// Adds the summary of the text that follows, when a grapheme cluster boundary separates
    /// them (both measured with the same options, policy and Unicode version): the lengths and
    /// counts add up, the largest cluster is the larger of the two.
    ///
    /// ```swift
    /// var total = TextMetrics.summarize("ab\u{1F600}")
    /// total += TextMetrics.summarize("\u{1F1FA}\u{1F1E6}")
    /// total == TextMetrics.summarize("ab\u{1F600}\u{1F1FA}\u{1F1E6}")   // true
    /// ```
    ///
    /// - Complexity: O(1).
    public static func += (total: inout TextSummary, next: TextSummary) {
        total.lengths += next.lengths
        total.emoji.add(next.emoji)
    }
}
