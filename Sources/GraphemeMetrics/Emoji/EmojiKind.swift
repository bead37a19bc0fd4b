/// The shape of an emoji grapheme cluster, as the grammar of UTS #51 names it (the same in Emoji 15.0 to 18.0).
///
/// The kind comes from the cluster's scalars alone: a sequence can be well formed without being
/// recommended for general interchange (RGI). `"\u{1F1FF}\u{1F1FF}"` (REGIONAL INDICATOR Z,
/// twice) is a ``flag`` that no vendor draws; ``EmojiInfo/isRGI`` tells the two apart.
///
/// ```swift
/// Emoji.classify("\u{1F600}")?.kind                    // .basic          GRINNING FACE
/// Emoji.classify("\u{2764}\u{FE0F}")?.kind             // .presentationSequence  RED HEART + VS16
/// Emoji.classify("1\u{FE0F}\u{20E3}")?.kind            // .keycap         keycap: 1
/// Emoji.classify("\u{1F1FA}\u{1F1E6}")?.kind           // .flag           flag: Ukraine
/// Emoji.classify("\u{1F44D}\u{1F3FD}")?.kind           // .modifierSequence  thumbs up: medium skin tone
/// Emoji.classify("\u{1F469}\u{200D}\u{1F52C}")?.kind   // .zwjSequence    woman scientist
/// Emoji.classify("1")                                  // nil: a digit alone is not an emoji
/// ```
///
/// See [UTS #51 §1.4 Definitions](https://www.unicode.org/reports/tr51/tr51-29.html#Definitions).
public enum EmojiKind: Int, CaseIterable, Hashable, Sendable {
    /// A single emoji character (Emoji=Yes) with no selector: `"\u{1F600}"` GRINNING FACE, or `"\u{00A9}"`
    /// COPYRIGHT SIGN, whose default presentation is text.
    ///
    /// Excluded: the keycap bases 0-9, # and * (emoji only in a ``keycap``) and a lone
    /// Regional Indicator (emoji only as half of a ``flag``).
    case basic
    /// An emoji presentation sequence (ED-9a): an emoji character and U+FE0F VARIATION
    /// SELECTOR-16, listed in emoji-variation-sequences.txt, such as `"\u{2764}\u{FE0F}"` (red heart).
    case presentationSequence
    /// An emoji keycap sequence (ED-14c): `[0-9#*] U+FE0F U+20E3`. The form without U+FE0F,
    /// `"1\u{20E3}"`, is a keycap too, but unqualified.
    case keycap
    /// An emoji flag sequence (ED-14): two Regional Indicators, such as `"\u{1F1FA}\u{1F1E6}"` (Ukraine).
    case flag
    /// An emoji tag sequence (ED-14a): a tag base, one or more tag characters U+E0020...U+E007E and
    /// U+E007F CANCEL TAG, such as the subdivision flag of Scotland.
    case tagSequence
    /// An emoji modifier sequence (ED-13): an Emoji_Modifier_Base followed by a skin tone
    /// modifier, such as `"\u{1F44D}\u{1F3FD}"` (thumbs up: medium skin tone).
    case modifierSequence
    /// An emoji ZWJ sequence (ED-16): two or more emoji elements joined by U+200D ZERO WIDTH
    /// JOINER, such as `"\u{1F469}\u{200D}\u{1F52C}"` (woman scientist).
    case zwjSequence
}
