/// The emoji character properties of a scalar (UTS #51, emoji-data.txt) in a Unicode version
/// (Emoji 18.0 by default), as a set.
///
/// ```swift
/// let digit = EmojiProperties(of: "1")
/// digit.contains(.emoji)                      // true: "1" can start a keycap sequence
/// digit.contains(.emojiPresentation)          // false: alone it is text
/// EmojiProperties(of: "\u{1F44D}")            // THUMBS UP SIGN
///     .contains([.emojiPresentation, .emojiModifierBase])   // true
/// EmojiProperties(of: "\u{1FAE8}").contains(.emoji)                    // true: SHAKING FACE, Emoji 15.0
/// EmojiProperties(of: "\u{1FAE9}", unicode: .v15_1).contains(.emoji)   // false: FACE WITH BAGS UNDER EYES is Emoji 16.0
/// ```
///
/// One property is not enough to call a cluster an emoji (see ``Emoji``): `"0"`
/// has ``emoji``, and `"a\u{1F3FB}"` holds an ``emojiModifier`` but is no modifier sequence.
///
/// - Complexity: O(1): one two-stage table lookup.
public struct EmojiProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    /// Creates a set of properties from its raw bits (the layout of the generated table).
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The properties of `scalar` in a Unicode version, from the generated tables of that
    /// version's emoji-data.txt and emoji-variation-sequences.txt.
    ///
    /// A scalar that a later version makes an emoji has no emoji property before: U+1FAE9 FACE
    /// WITH BAGS UNDER EYES (Emoji 16.0) is only ``extendedPictographic`` (reserved) in 15.1.
    ///
    /// - Complexity: O(1): one two-stage table lookup.
    public init(of scalar: Unicode.Scalar, unicode version: UnicodeVersion = .default) {
        self = ScalarPropertyTables.tables(for: version).emojiProperties(of: scalar.value)
    }

    /// Emoji=Yes: an emoji character, including the keycap bases 0-9, # and *.
    public static let emoji = EmojiProperties(rawValue: 1 << 0)
    /// Emoji_Presentation=Yes: displayed as emoji by default, with no selector.
    public static let emojiPresentation = EmojiProperties(rawValue: 1 << 1)
    /// Emoji_Modifier=Yes: a skin tone modifier, U+1F3FB...U+1F3FF.
    public static let emojiModifier = EmojiProperties(rawValue: 1 << 2)
    /// Emoji_Modifier_Base=Yes: may be followed by a skin tone modifier (ED-13).
    public static let emojiModifierBase = EmojiProperties(rawValue: 1 << 3)
    /// Emoji_Component=Yes: appears in emoji sequences; most components are not emoji alone.
    public static let emojiComponent = EmojiProperties(rawValue: 1 << 4)
    /// Extended_Pictographic=Yes: pictographic, or reserved for future emoji (used by UAX #29 GB11).
    public static let extendedPictographic = EmojiProperties(rawValue: 1 << 5)
    /// The scalar followed by U+FE0F is an emoji presentation sequence listed in
    /// emoji-variation-sequences.txt (ED-9a). Not a property of emoji-data.txt.
    public static let hasEmojiVariationSequence = EmojiProperties(rawValue: 1 << 6)

    /// Whether the scalar can only be a keycap base (ED-14c): the digits, # and *, which have
    /// Emoji=Yes and Emoji_Component=Yes but neither Emoji_Presentation nor Extended_Pictographic.
    var isKeycapBase: Bool {
        intersection([.emoji, .emojiComponent, .emojiPresentation, .extendedPictographic])
            == [.emoji, .emojiComponent]
    }
}
