/// How completely an emoji sequence carries its presentation selectors, as the emoji-test.txt of
/// the Unicode version asked about (Emoji 18.0 by default) lists it.
///
/// ```swift
/// Emoji.classify("\u{2764}\u{FE0F}")?.qualification   // .fullyQualified       RED HEART + VS16
/// Emoji.classify("\u{2764}")?.qualification           // .unqualified          RED HEART alone
/// Emoji.classify("1\u{20E3}")?.qualification          // .unqualified          keycap without VS16
/// Emoji.classify("\u{1F3FB}")?.qualification          // .component            light skin tone
/// Emoji.classify("\u{1F1FF}\u{1F1FF}")?.qualification // nil: not in emoji-test.txt
/// ```
///
/// Keyboards should emit fully-qualified emoji; the others are still displayed as emoji by most
/// platforms. See [UTS #51 §1.4.6 Qualification](https://www.unicode.org/reports/tr51/tr51-29.html#def_fully_qualified_emoji).
public enum EmojiQualification: Int, CaseIterable, Hashable, Sendable {
    /// "fully-qualified": the RGI form, with every U+FE0F it needs.
    case fullyQualified
    /// "minimally-qualified": the first character has its U+FE0F (or needs none) but a later one is missing.
    case minimallyQualified
    /// "unqualified": the first character lacks the U+FE0F it needs.
    case unqualified
    /// "component": a skin tone or hair style, listed for completeness.
    case component
}
