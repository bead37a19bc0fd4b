/// How many emoji a text holds, under one ``EmojiPolicy``, by kind and by qualification.
///
/// ```swift
/// let counts = Emoji.counts("Hi \u{1F44B}\u{1F3FD} \u{1F1FA}\u{1F1E6}\u{1F1FA} 1 \u{00A9}")
/// // WAVING HAND + medium skin tone, flag of Ukraine, a lone RI, a digit, COPYRIGHT SIGN
/// counts.total                              // 2
/// counts[kind: .modifierSequence]           // 1
/// counts[kind: .flag]                       // 1
/// counts[qualification: .fullyQualified]    // 2
/// counts.rgi                                // 2
/// counts.clusters                           // 11 grapheme clusters in all
/// ```
///
/// The counts are plain integers (no dictionary), so counting allocates nothing.
public struct EmojiCounts: Hashable, Sendable {
    /// The number of grapheme clusters counted as emoji by the policy.
    public internal(set) var total = 0
    /// How many of them are exactly RGI emoji (ED-27).
    public internal(set) var rgi = 0
    /// How many of them are not listed in emoji-test.txt (non-RGI sequences, and clusters that
    /// ``EmojiPolicy/emojiLike`` counts without a kind).
    public internal(set) var unlisted = 0
    /// How many of them have no ``EmojiKind`` (only ``EmojiPolicy/emojiLike`` counts those).
    public internal(set) var unclassified = 0
    /// The number of grapheme clusters seen, emoji or not.
    public internal(set) var clusters = 0

    private var kinds = SIMD8<Int>()
    private var rgiKinds = SIMD8<Int>()
    private var qualifications = SIMD4<Int>()

    /// Creates empty counts.
    public init() {}

    /// The number of counted emoji of a kind.
    public subscript(kind kind: EmojiKind) -> Int { kinds[kind.rawValue] }

    /// The number of counted emoji of a kind that are exactly RGI emoji: the part of ``rgi``
    /// that `self[kind: kind]` holds.
    ///
    /// ```swift
    /// // flag of Ukraine, flag of US-TX (well formed, not RGI)
    /// let counts = Emoji.counts("\u{1F1FA}\u{1F1E6}\u{1F3F4}\u{E0075}\u{E0073}\u{E0074}\u{E0078}\u{E007F}")
    /// counts.rgi(kind: .flag)           // 1
    /// counts[kind: .tagSequence]        // 1
    /// counts.rgi(kind: .tagSequence)    // 0
    /// ```
    public func rgi(kind: EmojiKind) -> Int { rgiKinds[kind.rawValue] }

    /// The number of counted emoji with a qualification in emoji-test.txt.
    public subscript(qualification qualification: EmojiQualification) -> Int {
        qualifications[qualification.rawValue]
    }

    /// Adds the counts of another stretch of text (both under the same policy).
    mutating func add(_ other: EmojiCounts) {
        total += other.total
        rgi += other.rgi
        unlisted += other.unlisted
        unclassified += other.unclassified
        clusters += other.clusters
        kinds &+= other.kinds
        rgiKinds &+= other.rgiKinds
        qualifications &+= other.qualifications
    }

    /// Adds clusters that are not emoji.
    mutating func addNonEmojiClusters(_ count: Int) {
        clusters += count
    }

    /// Adds one grapheme cluster.
    mutating func add(_ info: EmojiInfo?, startsLikeEmoji: Bool, policy: EmojiPolicy) {
        clusters += 1
        guard policy.includes(info, startsLikeEmoji: startsLikeEmoji) else { return }
        total += 1
        guard let info else {
            unclassified += 1
            unlisted += 1
            return
        }
        kinds[info.kind.rawValue] += 1
        if info.isRGI {
            rgi += 1
            rgiKinds[info.kind.rawValue] += 1
        }
        if let qualification = info.qualification {
            qualifications[qualification.rawValue] += 1
        } else {
            unlisted += 1
        }
    }
}
