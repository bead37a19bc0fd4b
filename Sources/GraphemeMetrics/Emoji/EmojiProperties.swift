/// The emoji character properties of a scalar (UTS #51, Emoji 17.0, emoji-data.txt), as a set.
///
/// ```swift
/// let digit = EmojiProperties(of: "1")
/// digit.contains(.emoji)                      // true: "1" can start a keycap sequence
/// digit.contains(.emojiPresentation)          // false: alone it is text
/// EmojiProperties(of: "\u{1F44D}")            // THUMBS UP SIGN
///     .contains([.emojiPresentation, .emojiModifierBase])   // true
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

    /// The properties of `scalar`, from the generated tables of emoji-data.txt and
    /// emoji-variation-sequences.txt.
    public init(of scalar: Unicode.Scalar) {
        self = EmojiPropertyTable.shared.properties(of: scalar.value)
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

/// The emoji property table, copied once into memory that is never freed.
struct EmojiPropertyTable: @unchecked Sendable {
    let stage1: UnsafePointer<UInt8>
    let stage2: UnsafePointer<UInt8>

    static let shared = EmojiPropertyTable()

    private init() {
        stage1 = Self.immortalCopy(EmojiProperties.stage1)
        stage2 = Self.immortalCopy(EmojiProperties.stage2)
    }

    private static func immortalCopy(_ values: [UInt8]) -> UnsafePointer<UInt8> {
        let memory = UnsafeMutablePointer<UInt8>.allocate(capacity: values.count)
        memory.initialize(from: values, count: values.count)
        return UnsafePointer(memory)
    }

    /// The properties of a scalar value at most 0x10FFFF.
    @inline(__always)
    func properties(of codePoint: UInt32) -> EmojiProperties {
        let block = Int(stage1[Int(codePoint &>> 8)])
        return EmojiProperties(rawValue: stage2[block &<< 8 | Int(codePoint & 0xFF)])
    }
}
