/// One grapheme cluster counted as an emoji, with where it lies in the text.
///
/// ```swift
/// Emoji.forEachEmoji("a\u{1F1FA}\u{1F1E6}!") { match in
///     print(match.utf16Range, match.info?.name ?? "-")
/// }
/// // 1..<5 flag: Ukraine
/// ```
public struct EmojiMatch: Hashable, Sendable {
    /// The cluster's range in UTF-16 code units from the start of the text.
    public var utf16Range: Range<Int>
    /// The cluster's range in UTF-8 bytes from the start of the text.
    public var utf8Range: Range<Int>
    /// The classification, or `nil` for a cluster that only ``EmojiPolicy/emojiLike`` counts.
    public var info: EmojiInfo?

    /// Creates a match.
    public init(utf16Range: Range<Int>, utf8Range: Range<Int>, info: EmojiInfo?) {
        self.utf16Range = utf16Range
        self.utf8Range = utf8Range
        self.info = info
    }
}
