/// What one grapheme cluster is as an emoji: its kind, whether it is RGI, its qualification and name.
///
/// ```swift
/// let info = Emoji.classify("\u{1F44D}\u{1F3FD}")!   // THUMBS UP SIGN + medium skin tone
/// info.kind            // .modifierSequence
/// info.isRGI           // true
/// info.qualification   // .fullyQualified
/// info.name            // "thumbs up: medium skin tone"
///
/// let texas = Emoji.classify("\u{1F3F4}\u{E0075}\u{E0073}\u{E0074}\u{E0078}\u{E007F}")!
/// texas.kind           // .tagSequence (flag of US-TX: well formed...)
/// texas.isRGI          // false        (...but not recommended for interchange)
/// texas.name           // nil
/// ```
///
/// The value is small and holds no strings: ``name`` is read from the generated tables on demand.
public struct EmojiInfo: Hashable, Sendable {
    /// The shape of the sequence.
    public var kind: EmojiKind
    /// Whether the cluster is exactly an element of the RGI_Emoji set (ED-27, emoji-sequences.txt
    /// and emoji-zwj-sequences.txt). Only fully-qualified forms and components are RGI.
    public var isRGI: Bool
    /// The status emoji-test.txt gives the exact sequence, or `nil` when it is not listed there
    /// (a well-formed but non-RGI sequence, or a needless U+FE0F).
    public var qualification: EmojiQualification?
    /// The index of the sequence in emoji-test.txt's data lines, or -1.
    let listIndex: Int32

    /// Whether the first scalar has Emoji_Presentation=Yes.
    let hasEmojiPresentation: Bool

    // The memberwise initializer, internal: made by the sequence table and the classifier.

    /// The CLDR short name from emoji-test.txt, such as `"thumbs up: medium skin tone"`, or `nil`
    /// when the sequence is not listed there. The name is that of the newest emoji-test.txt
    /// (Emoji 18.0) for every version: CLDR renames a few emoji between versions.
    public var name: String? {
        listIndex < 0 ? nil : EmojiSequenceTable.shared.name(at: Int(listIndex))
    }

    /// Whether the cluster is displayed as an emoji by default (the ``EmojiPolicy/presentedAsEmoji``
    /// policy): every kind but a ``EmojiKind/basic`` character whose default presentation is text.
    public var isPresentedAsEmoji: Bool { kind != .basic || hasEmojiPresentation }
}
