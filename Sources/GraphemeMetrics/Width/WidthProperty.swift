/// The display width properties of one scalar, packed into the byte that the generated
/// two-stage table stores for it:
///
///     bit    7    6     5 ....... 2   1 ... 0
///         | 0 | DI |  emoji role  | width class |
///
/// The generator (`WidthData` in GenerateUnicodeTables) derives every field from each version's
/// UCD; the exhaustive width table test compares all 1,114,112 code points of every version with
/// `Data/width-properties-<version>.txt`.
struct WidthProperty: RawRepresentable, Hashable, Sendable {
    var rawValue: UInt8

    /// How many columns a scalar takes when it is the first visible scalar of its cluster.
    enum WidthClass: UInt8, CaseIterable, Sendable {
        /// Controls (Cc, Zl, Zp), nonspacing and enclosing marks (Mn, Me), format characters (Cf)
        /// and Default_Ignorable_Code_Point: rules 1 and 9.
        case zero
        /// East_Asian_Width N, Na or H: rule 8.
        case narrow
        /// East_Asian_Width W or F: rule 6.
        case wide
        /// East_Asian_Width A: rule 7.
        case ambiguous
    }

    /// The part a scalar plays in control and emoji sequences.
    enum Role: UInt8, CaseIterable, Sendable {
        case none
        /// General_Category Cc, Zl or Zp.
        case control
        /// Extended_Pictographic=Yes but Emoji=No (mostly reserved code points).
        case pictographic
        /// Emoji=Yes with Emoji_Presentation=No: text by default (UTS #51 ED-6 / ED-7).
        case textDefaultEmoji
        /// Emoji_Presentation=Yes.
        case emojiPresentation
        /// Emoji_Modifier=Yes (the five skin tones).
        case emojiModifier
        /// Regional_Indicator=Yes.
        case regionalIndicator
        /// The text presentation selector of emoji-variation-sequences.txt (VS15).
        case textSelector
        /// The emoji presentation selector of emoji-variation-sequences.txt (VS16).
        case emojiSelector
        /// Grapheme_Cluster_Break=ZWJ.
        case zwj
        /// The last scalar of every Emoji_Keycap_Sequence (COMBINING ENCLOSING KEYCAP).
        case keycap
    }

    init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The properties of a scalar value at most 0x10FFFF in a Unicode version, from the
    /// generated table.
    @inline(__always)
    init(_ codePoint: UInt32, unicode version: UnicodeVersion = .default) {
        self = ScalarPropertyTables.tables(for: version).widthProperty(of: codePoint)
    }

    @inline(__always) var widthClass: WidthClass { WidthClass(rawValue: rawValue & 0x3) ?? .narrow }
    @inline(__always) var role: Role {
        // The generator writes only valid roles; the clamp keeps even a corrupt byte a valid case.
        unsafeBitCast(min((rawValue &>> 2) & 0xF, Role.keycap.rawValue), to: Role.self)
    }
    @inline(__always) var isDefaultIgnorable: Bool { rawValue & 0x40 != 0 }

    /// Emoji=Yes: may take emoji presentation (rules 3 and 4).
    @inline(__always) var isEmoji: Bool {
        switch role {
        case .textDefaultEmoji, .emojiPresentation, .emojiModifier, .regionalIndicator: true
        default: false
        }
    }

    /// Extended_Pictographic=Yes, as far as the width rules need it: a scalar that can start or
    /// continue an emoji ZWJ sequence (rule 4e). Keycap bases (digits, `#`, `*`) are Emoji but
    /// not pictographic; they never reach rule 4e, because GB11 does not join them.
    @inline(__always) var isPictographic: Bool {
        switch role {
        case .pictographic, .textDefaultEmoji, .emojiPresentation, .emojiModifier: true
        default: false
        }
    }
}
