/// Which grapheme clusters count as emoji: the one written policy behind every count.
///
/// | Cluster                                   | ``fullyQualifiedRGI`` | ``presentedAsEmoji`` (default) | ``emojiLike`` |
/// |-------------------------------------------|:-----:|:-----:|:-----:|
/// | `"\u{1F600}"` grinning face               | yes   | yes   | yes   |
/// | `"\u{2764}\u{FE0F}"` red heart            | yes   | yes   | yes   |
/// | `"\u{2764}"` red heart, no VS16 (text)    | no    | no    | yes   |
/// | `"1\u{20E3}"` keycap without VS16         | no    | yes   | yes   |
/// | `"\u{1F1FF}\u{1F1FF}"` flag ZZ (non-RGI)  | no    | yes   | yes   |
/// | `"\u{1F3FB}"` skin tone alone (component) | no    | yes   | yes   |
/// | `"\u{1F1FA}"` lone Regional Indicator     | no    | no    | yes   |
/// | `"\u{1F600}\u{0301}"` emoji + acute accent| no    | no    | yes   |
/// | `"1"`, `"#"`, `"a\u{1F3FB}"`, `"A\u{20E3}"` | no  | no    | no    |
///
/// See the article <doc:WhatCountsAsAnEmoji>.
public enum EmojiPolicy: Hashable, Sendable, CaseIterable {
    /// Only exact RGI emoji (ED-27) with the status fully-qualified in emoji-test.txt: what an
    /// up-to-date emoji keyboard emits.
    case fullyQualifiedRGI
    /// Every well-formed emoji sequence (any ``EmojiKind``, RGI or not, any qualification) that
    /// is displayed as emoji: all kinds except a ``EmojiKind/basic`` character whose default
    /// presentation is text (Emoji_Presentation=No, such as `"\u{00A9}"` or `"\u{2764}"`).
    case presentedAsEmoji
    /// Every cluster that is a well-formed emoji sequence (text-style characters included) or
    /// whose first scalar is Extended_Pictographic or has Emoji_Presentation.
    case emojiLike

    /// The default policy, ``presentedAsEmoji``.
    public static let `default` = EmojiPolicy.presentedAsEmoji

    /// Whether a cluster with this classification is counted.
    func includes(_ info: EmojiInfo?, startsLikeEmoji: Bool) -> Bool {
        switch self {
        case .fullyQualifiedRGI: info.map { $0.isRGI && $0.qualification == .fullyQualified } ?? false
        case .presentedAsEmoji: info?.isPresentedAsEmoji ?? false
        case .emojiLike: info != nil || startsLikeEmoji
        }
    }
}
