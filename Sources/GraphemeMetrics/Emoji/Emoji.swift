/// Emoji classification and counting per grapheme cluster (UTS #51), by the emoji data of a
/// Unicode version: Emoji 18.0 by default, or 15.0, 15.1, 16.0 or 17.0 (`unicode:`).
///
/// Each grapheme cluster (UAX #29) is classified by its shape (``EmojiKind``), looked up among
/// the RGI emoji (ED-27) and the sequences of emoji-test.txt (``EmojiQualification``, names),
/// and counted under an ``EmojiPolicy``.
///
/// ```swift
/// Emoji.classify("\u{1F44D}\u{1F3FD}")?.name   // "thumbs up: medium skin tone"
/// Emoji.classify("0")                          // nil, although Swift's `isEmoji` is true for "0"
/// Emoji.counts("\u{1F600}\u{1F600} \u{00A9}").total    // 2: the © alone is text
/// Emoji.classify("\u{1FAE9}")?.isRGI                        // true: FACE WITH BAGS UNDER EYES (Emoji 16.0)
/// Emoji.classify("\u{1FAE9}", unicode: .v15_1)?.isRGI       // false: not yet an emoji in 15.1
/// ```
///
/// A version's answer uses only that version's data: a sequence that a later Emoji version adds
/// is not RGI, has no qualification and no name in the earlier one (its shape may still make it
/// a well-formed sequence, as for any non-RGI emoji). Names are those of the newest
/// emoji-test.txt (Emoji 18.0) for every version.
///
/// See <doc:WhatCountsAsAnEmoji> and [UTS #51](https://www.unicode.org/reports/tr51/tr51-29.html).
public enum Emoji {
    /// Classifies one grapheme cluster given as its scalars, by the emoji data of a Unicode version.
    ///
    /// Returns `nil` when the scalars are no well-formed emoji sequence: `"1"`, `"#"` or a lone
    /// Regional Indicator alone, `"A\u{20E3}"` (a letter in a keycap), `"a\u{1F3FB}"` (a skin
    /// tone after a letter), an emoji followed by a combining mark. The scalars should be one
    /// grapheme cluster; the answer for several clusters is that of their concatenation.
    ///
    /// ```swift
    /// Emoji.classify("1\u{FE0F}\u{20E3}".unicodeScalars)?.kind           // .keycap (fully-qualified)
    /// Emoji.classify("\u{1F1FF}\u{1F1FF}".unicodeScalars)?.isRGI         // false: flag ZZ
    /// Emoji.classify("\u{1F469}\u{200D}\u{1F996}".unicodeScalars)?.kind  // .zwjSequence (WOMAN ZWJ T-REX, non-RGI)
    /// ```
    ///
    /// - Complexity: O(n) in scalars; allocates nothing.
    public static func classify(
        _ scalars: some Sequence<Unicode.Scalar>, unicode version: UnicodeVersion = .default
    ) -> EmojiInfo? {
        var classifier = EmojiClusterClassifier(EmojiTables.tables(for: version))
        for scalar in scalars { classifier.consume(scalar.value) }
        return classifier.classification()
    }

    /// Classifies a `Character` (one grapheme cluster as Swift segments it), by the emoji data
    /// of a Unicode version.
    ///
    /// ```swift
    /// Emoji.classify("\u{2764}\u{FE0F}")?.kind   // .presentationSequence  RED HEART + VS16
    /// Emoji.classify("\u{00A9}")?.kind           // .basic, but text by default (not counted by default)
    /// ```
    public static func classify(_ character: Character, unicode version: UnicodeVersion = .default) -> EmojiInfo? {
        classify(character.unicodeScalars, unicode: version)
    }

    /// Counts the emoji of a string or substring under a policy, by the emoji data of a Unicode
    /// version.
    ///
    /// ```swift
    /// let text = "\u{1F44D}\u{1F3FD} \u{2764} 1\u{20E3}"   // thumbs up: medium, RED HEART (text), keycap 1 (unqualified)
    /// Emoji.counts(text).total                            // 2
    /// Emoji.counts(text, policy: .fullyQualifiedRGI).total  // 1
    /// Emoji.counts(text, policy: .emojiLike).total          // 3
    /// ```
    ///
    /// - Complexity: O(n) in UTF-8 bytes; allocates nothing for native strings.
    public static func counts(
        _ text: some StringProtocol, policy: EmojiPolicy = .default, unicode version: UnicodeVersion = .default
    ) -> EmojiCounts {
        GraphemeClusters.withUTF8(of: text) { counts(buffer: $0, as: Unicode.UTF8.self, policy: policy, unicode: version) }
    }

    /// Counts the emoji of UTF-16 code units in an array, a buffer or any other sequence under a
    /// policy, by the emoji data of a Unicode version. Unpaired surrogates count as U+FFFD.
    ///
    /// - Complexity: O(n) in UTF-16 code units; allocates nothing.
    public static func counts(
        utf16 units: some Sequence<UInt16>, policy: EmojiPolicy = .default, unicode version: UnicodeVersion = .default
    ) -> EmojiCounts {
        units.withContiguousStorageIfAvailable { counts(buffer: $0, as: Unicode.UTF16.self, policy: policy, unicode: version) }
            ?? UTF16EmojiCounter.counts(chunks: units, policy: policy, unicode: version)
    }

    /// Counts the emoji of UTF-8 bytes in an array, a buffer or any other sequence under a
    /// policy, by the emoji data of a Unicode version. Ill-formed bytes count as U+FFFD.
    ///
    /// - Complexity: O(n) in bytes; allocates nothing.
    public static func counts(
        utf8 bytes: some Sequence<UInt8>, policy: EmojiPolicy = .default, unicode version: UnicodeVersion = .default
    ) -> EmojiCounts {
        bytes.withContiguousStorageIfAvailable { counts(buffer: $0, as: Unicode.UTF8.self, policy: policy, unicode: version) }
            ?? UTF8EmojiCounter.counts(chunks: bytes, policy: policy, unicode: version)
    }

    /// Counts the emoji of contiguous code units: only the clusters of text where no emoji can
    /// be (see ``EmojiFreeText``), the classifier around the rest (see ``StretchWalk``).
    static func counts<Encoding: GraphemeEncoding>(
        buffer units: UnsafeBufferPointer<Encoding.CodeUnit>, as _: Encoding.Type, policy: EmojiPolicy,
        unicode version: UnicodeVersion
    ) -> EmojiCounts {
        var measure = EmojiCountMeasure<Encoding>(policy: policy, unicode: version)
        StretchWalk.walk(units, into: &measure)
        return measure.counts
    }

    /// Calls `body` with each cluster of a string that the policy counts as an emoji by the
    /// emoji data of a Unicode version, in order, with its UTF-16 and UTF-8 ranges.
    ///
    /// ```swift
    /// Emoji.forEachEmoji("a\u{1F1FA}\u{1F1E6}\u{1F600}") { print($0.utf16Range, $0.info?.name ?? "?") }
    /// // 1..<5 flag: Ukraine
    /// // 5..<7 grinning face
    /// ```
    ///
    /// - Complexity: O(n) in UTF-8 bytes.
    public static func forEachEmoji<Failure: Error>(
        _ text: some StringProtocol, policy: EmojiPolicy = .default, unicode version: UnicodeVersion = .default,
        _ body: (EmojiMatch) throws(Failure) -> Void
    ) throws(Failure) {
        try GraphemeClusters.withUTF8(of: text) { (bytes) throws(Failure) in
            var counter = UTF8EmojiCounter(policy: policy, unicode: version)
            try counter.scan(bytes, body)
            try counter.finish(body)
        }
    }

    /// Calls `body` with each cluster of UTF-16 code units that the policy counts as an emoji by
    /// the emoji data of a Unicode version.
    ///
    /// - Complexity: O(n) in UTF-16 code units.
    public static func forEachEmoji(
        utf16 units: some Sequence<UInt16>, policy: EmojiPolicy = .default, unicode version: UnicodeVersion = .default,
        _ body: (EmojiMatch) -> Void
    ) {
        var counter = UTF16EmojiCounter(policy: policy, unicode: version)
        if units.withContiguousStorageIfAvailable({ counter.scan($0, body) }) == nil {
            GraphemeClusters.forEachChunk(of: units) { counter.scan($0, body) }
        }
        counter.finish(body)
    }

    /// Every sequence of a version's emoji-test.txt with its classification in that version:
    /// 5,244 sequences in Emoji 18.0 (4,733 in 15.0, 5,034 in 15.1, 5,042 in 16.0, 5,225 in
    /// 17.0), of which the fully-qualified ones are the RGI emoji (for listings such as the
    /// CLI's `--list`).
    ///
    /// ```swift
    /// let first = Emoji.listedSequences().first!
    /// first.scalars          // ["\u{1F600}"]
    /// first.info.name        // "grinning face"
    /// Emoji.listedSequences(unicode: .v17_0).count   // 5225
    /// ```
    ///
    /// The order is that of the newest emoji-test.txt (Emoji 18.0), restricted to the version's
    /// sequences: each version's own file order, except for the few emoji that CLDR moved in a
    /// later version (none since 17.0).
    ///
    /// - Complexity: O(n) in the number of sequences; allocates the array.
    public static func listedSequences(
        unicode version: UnicodeVersion = .default
    ) -> [(scalars: [Unicode.Scalar], info: EmojiInfo)] {
        let table = EmojiSequenceTable.shared
        let listedBit = EmojiSequenceTable.listedBit(version)
        return (0..<EmojiSequenceTable.sequenceCount).compactMap { index in
            guard table.isListed(at: index, listedBit: listedBit) else { return nil }
            let scalars = table.sequence(at: index)
            return classify(scalars, unicode: version).map { (scalars, $0) }
        }
    }
}
