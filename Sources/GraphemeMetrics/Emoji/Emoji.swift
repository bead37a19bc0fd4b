/// Emoji classification and counting per grapheme cluster (UTS #51, Emoji 17.0).
///
/// Each grapheme cluster (UAX #29) is classified by its shape (``EmojiKind``), looked up among
/// the RGI emoji (ED-27) and the sequences of emoji-test.txt (``EmojiQualification``, names),
/// and counted under an ``EmojiPolicy``.
///
/// ```swift
/// Emoji.classify("\u{1F44D}\u{1F3FD}")?.name   // "thumbs up: medium skin tone"
/// Emoji.classify("0")                          // nil, although Swift's `isEmoji` is true for "0"
/// Emoji.counts(in: "\u{1F600}\u{1F600} \u{00A9}").total    // 2: the © alone is text
/// ```
///
/// See <doc:WhatCountsAsAnEmoji> and [UTS #51](https://www.unicode.org/reports/tr51/tr51-29.html).
public enum Emoji {
    /// Classifies one grapheme cluster given as its scalars.
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
    public static func classify(_ scalars: some Sequence<Unicode.Scalar>) -> EmojiInfo? {
        var classifier = EmojiClusterClassifier()
        for scalar in scalars { classifier.consume(scalar.value) }
        return classifier.classification()
    }

    /// Classifies a `Character` (one grapheme cluster as Swift segments it).
    ///
    /// ```swift
    /// Emoji.classify("\u{2764}\u{FE0F}")?.kind   // .presentationSequence  RED HEART + VS16
    /// Emoji.classify("\u{00A9}")?.kind           // .basic, but text by default (not counted by default)
    /// ```
    public static func classify(_ character: Character) -> EmojiInfo? {
        classify(character.unicodeScalars)
    }

    /// Counts the emoji of a string or substring under a policy.
    ///
    /// ```swift
    /// let text = "\u{1F44D}\u{1F3FD} \u{2764} 1\u{20E3}"   // thumbs up: medium, RED HEART (text), keycap 1 (unqualified)
    /// Emoji.counts(in: text).total                            // 2
    /// Emoji.counts(in: text, policy: .fullyQualifiedRGI).total  // 1
    /// Emoji.counts(in: text, policy: .emojiLike).total          // 3
    /// ```
    ///
    /// - Complexity: O(n) in UTF-8 bytes; allocates nothing for native strings.
    public static func counts(in text: some StringProtocol, policy: EmojiPolicy = .default) -> EmojiCounts {
        GraphemeClusters.withUTF8(of: text) { counts(utf8: $0, policy: policy) }
    }

    /// Counts the emoji of UTF-16 code units under a policy. Unpaired surrogates count as U+FFFD.
    ///
    /// - Complexity: O(n) in UTF-16 code units; allocates nothing for contiguous storage.
    public static func counts(utf16 units: some Sequence<UInt16>, policy: EmojiPolicy = .default) -> EmojiCounts {
        if let counts = units.withContiguousStorageIfAvailable({ counts(utf16: $0, policy: policy) }) {
            return counts
        }
        var counter = UTF16EmojiCounter(policy: policy)
        GraphemeClusters.forEachChunk(of: units) { counter.scan($0) }
        counter.finish()
        return counter.counts
    }

    /// Counts the emoji of contiguous UTF-16 code units, skipping the classifier over runs of
    /// scalars that are clusters of their own and no emoji (see ``SimpleRunTable``), and
    /// counting only the clusters of stretches where no emoji can be (see ``EmojiFreeText``).
    static func counts(utf16 units: UnsafeBufferPointer<UInt16>, policy: EmojiPolicy) -> EmojiCounts {
        var counts = EmojiCounts()
        // Text without a scalar that can make an emoji (most text of most scripts) needs only
        // its clusters counted; the check stops at the first such scalar.
        if EmojiFreeText.shared.isEmojiFree(utf16: units) {
            counts.addNonEmojiClusters(GraphemeClusters.count(buffer: units, as: Unicode.UTF16.self))
            return counts
        }
        let skipped = SimpleRunTable.emoji.split(utf16: units) { stretch, _ in
            if EmojiFreeText.shared.isEmojiFree(utf16: stretch) {
                counts.addNonEmojiClusters(GraphemeClusters.count(buffer: stretch, as: Unicode.UTF16.self))
                return
            }
            var counter = UTF16EmojiCounter(policy: policy)
            counter.scan(stretch)
            counter.finish()
            counts.add(counter.counts)
        }
        counts.addNonEmojiClusters(skipped.scalars)
        return counts
    }

    /// Counts the emoji of UTF-8 bytes under a policy. Ill-formed bytes count as U+FFFD.
    ///
    /// - Complexity: O(n) in bytes; allocates nothing for contiguous storage.
    public static func counts(utf8 bytes: some Sequence<UInt8>, policy: EmojiPolicy = .default) -> EmojiCounts {
        if let counts = bytes.withContiguousStorageIfAvailable({ counts(utf8: $0, policy: policy) }) {
            return counts
        }
        var counter = UTF8EmojiCounter(policy: policy)
        GraphemeClusters.forEachChunk(of: bytes) { counter.scan($0) }
        counter.finish()
        return counter.counts
    }

    /// Counts the emoji of contiguous UTF-8 bytes, skipping the classifier over runs of scalars
    /// that are clusters of their own and no emoji (see ``SimpleRunTable``), and counting only
    /// the clusters of stretches where no emoji can be (see ``EmojiFreeText``).
    static func counts(utf8 bytes: UnsafeBufferPointer<UInt8>, policy: EmojiPolicy) -> EmojiCounts {
        var counts = EmojiCounts()
        // Text without a scalar that can make an emoji (most text of most scripts) needs only
        // its clusters counted; the check stops at the first such scalar.
        if EmojiFreeText.shared.isEmojiFree(utf8: bytes) {
            counts.addNonEmojiClusters(GraphemeClusters.count(buffer: bytes, as: Unicode.UTF8.self))
            return counts
        }
        let skipped = SimpleRunTable.emoji.split(utf8: bytes) { stretch, _ in
            if EmojiFreeText.shared.isEmojiFree(utf8: stretch) {
                counts.addNonEmojiClusters(GraphemeClusters.count(buffer: stretch, as: Unicode.UTF8.self))
                return
            }
            var counter = UTF8EmojiCounter(policy: policy)
            counter.scan(stretch)
            counter.finish()
            counts.add(counter.counts)
        }
        counts.addNonEmojiClusters(skipped.scalars)
        return counts
    }

    /// Calls `body` with each cluster of a string that the policy counts as an emoji, in order,
    /// with its UTF-16 and UTF-8 ranges.
    ///
    /// ```swift
    /// Emoji.forEachEmoji(in: "a\u{1F1FA}\u{1F1E6}\u{1F600}") { print($0.utf16Range, $0.info?.name ?? "?") }
    /// // 1..<5 flag: Ukraine
    /// // 5..<7 grinning face
    /// ```
    ///
    /// - Complexity: O(n) in UTF-8 bytes.
    public static func forEachEmoji<Failure: Error>(
        in text: some StringProtocol, policy: EmojiPolicy = .default, _ body: (EmojiMatch) throws(Failure) -> Void
    ) throws(Failure) {
        try GraphemeClusters.withUTF8(of: text) { (bytes) throws(Failure) in
            var counter = UTF8EmojiCounter(policy: policy)
            try counter.scan(bytes, body)
            try counter.finish(body)
        }
    }

    /// Calls `body` with each cluster of UTF-16 code units that the policy counts as an emoji.
    ///
    /// - Complexity: O(n) in UTF-16 code units.
    public static func forEachEmoji(
        utf16 units: some Sequence<UInt16>, policy: EmojiPolicy = .default, _ body: (EmojiMatch) -> Void
    ) {
        var counter = UTF16EmojiCounter(policy: policy)
        if units.withContiguousStorageIfAvailable({ counter.scan($0, body) }) == nil {
            GraphemeClusters.forEachChunk(of: units) { counter.scan($0, body) }
        }
        counter.finish(body)
    }

    /// Every sequence of emoji-test.txt (Emoji 17.0), in file order, with its classification:
    /// 5,225 sequences, of which the fully-qualified ones are the RGI emoji (for listings such
    /// as the CLI's `--list`).
    ///
    /// ```swift
    /// let first = Emoji.listedSequences.first!
    /// first.scalars          // ["\u{1F600}"]
    /// first.info.name        // "grinning face"
    /// ```
    public static var listedSequences: [(scalars: [Unicode.Scalar], info: EmojiInfo)] {
        let table = EmojiSequenceTable.shared
        return (0..<EmojiSequenceTable.sequenceCount).compactMap { index in
            let scalars = table.sequence(at: index)
            return classify(scalars).map { (scalars, $0) }
        }
    }
}
