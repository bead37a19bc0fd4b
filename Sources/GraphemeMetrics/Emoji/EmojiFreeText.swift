/// Tells where text in which no cluster can be an emoji ends, so that emoji counting counts the
/// clusters before it with the walk's count loop instead of classifying each one
/// (``EmojiCountMeasure``).
///
/// A policy counts a cluster only when ``EmojiClusterClassifier`` classifies it or it starts like
/// an emoji (``EmojiPolicy/includes(_:startsLikeEmoji:)``), and both need its first scalar to be
/// Emoji, Emoji_Presentation or Extended_Pictographic (``EmojiSequenceParser`` rejects any other
/// first scalar). Of those, a keycap base (a digit, `#` or `*`) is classified only as a keycap,
/// which needs U+20E3 in the cluster. So a *candidate* is a scalar with one of those properties
/// that is not a keycap base, or U+20E3; text without a candidate has no emoji under any policy.
///
/// The check is conservative: surrogates (in UTF-16) and four-byte or ill-formed sequences (in
/// UTF-8) count as candidates, which only sends their stretch to the classifier.
///
/// One per Unicode version (``tables(for:)``): a scalar that a later version makes an emoji is
/// a candidate only from that version on.
struct EmojiFreeText: @unchecked Sendable, VersionedTables {
    /// One bit per code point of the Basic Multilingual Plane, set for candidates and for the
    /// surrogates: 8 KiB, allocated once and never freed, like ``GraphemeTables``.
    private let candidates: UnsafePointer<UInt64>
    /// Whether some ASCII scalar is a candidate (none is in Emoji 15.0 to 18.0); when not, the
    /// checks skip ASCII a machine word at a time.
    private let asciiHasCandidates: Bool

    // One per version, built on its first use; `tables(for:)` (``VersionedTables``) picks one.
    static let v15_0 = EmojiFreeText(.v15_0)
    static let v15_1 = EmojiFreeText(.v15_1)
    static let v16_0 = EmojiFreeText(.v16_0)
    static let v17_0 = EmojiFreeText(.v17_0)
    static let v18_0 = EmojiFreeText(.v18_0)

    /// Whether a scalar value can take part in making a cluster an emoji in a version (see the
    /// type's notes).
    static func isCandidate(_ value: UInt32, unicode version: UnicodeVersion = .default) -> Bool {
        if value == EmojiSequenceParser.combiningEnclosingKeycap { return true }
        let properties = EmojiPropertyTable.tables(for: version).properties(of: value)
        guard !properties.isKeycapBase else { return false }
        return !properties.isDisjoint(with: [.emoji, .emojiPresentation, .extendedPictographic])
    }

    private init(_ version: UnicodeVersion) {
        let bitmap = UnsafeMutablePointer<UInt64>.allocate(capacity: 0x10000 / 64)
        bitmap.initialize(repeating: 0, count: 0x10000 / 64)
        for value in UInt32(0)..<0x10000
        where (0xD800...0xDFFF).contains(value) || Self.isCandidate(value, unicode: version) {
            bitmap[Int(value >> 6)] |= 1 << UInt64(value & 63)
        }
        candidates = UnsafePointer(bitmap)
        asciiHasCandidates = (UInt32(0)..<0x80).contains { Self.isCandidate($0, unicode: version) }
    }

    @inline(__always)
    private func isCandidate(unit: UInt16) -> Bool {
        candidates[Int(unit &>> 6)] &>> UInt64(unit & 63) & 1 != 0
    }

    @inline(__always)
    private func candidateBit(_ unit: UInt16) -> UInt64 {
        candidates[Int(unit &>> 6)] &>> UInt64(unit & 63) & 1
    }

    /// Where the first candidate of UTF-16 `units[start..<end]` starts, or `end`.
    ///
    /// - Complexity: O(n) in code units; stops at the first candidate.
    func firstCandidate(utf16 base: UnsafePointer<UInt16>, from start: Int, to end: Int) -> Int {
        var index = start
        // Four units at a time: ASCII at once, other units with one branch for the four.
        while end &- index >= 4 {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            if asciiHasCandidates || word & 0xFF80_FF80_FF80_FF80 != 0 {
                let hits = candidateBit(base[index]) | candidateBit(base[index &+ 1])
                    | candidateBit(base[index &+ 2]) | candidateBit(base[index &+ 3])
                if hits != 0 { break }
            }
            index &+= 4
        }
        while index < end {
            if isCandidate(unit: base[index]) { return index }
            index &+= 1
        }
        return end
    }

    /// Where the first candidate of UTF-8 `bytes[start..<end]` starts, or `end`.
    ///
    /// - Complexity: O(n) in bytes; stops at the first candidate.
    func firstCandidate(utf8 base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
        var index = start
        while index < end {
            let lead = base[index]
            if lead < 0x80 {
                if !asciiHasCandidates, end &- index >= 8,
                    UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0
                {
                    index &+= 8
                    continue
                }
                if isCandidate(unit: UInt16(lead)) { return index }
                index &+= 1
            } else {
                // A scalar outside the Basic Multilingual Plane or ill-formed input counts as a
                // candidate: it only sends the stretch to the classifier.
                let decoded = Unicode.UTF8.decode(base, at: index, end: end)
                guard decoded.status == DecodedScalar.valid, decoded.value < 0x10000,
                    !isCandidate(unit: UInt16(decoded.value))
                else { return index }
                index &+= decoded.length
            }
        }
        return end
    }

    /// Where the first candidate of `units[start..<end]` starts, or `end`.
    @inline(__always)
    func firstCandidate<Encoding: GraphemeEncoding>(
        _ units: UnsafePointer<Encoding.CodeUnit>, from start: Int, to end: Int, as _: Encoding.Type
    ) -> Int {
        let raw = UnsafeRawPointer(units)
        return Encoding.self == Unicode.UTF16.self
            ? firstCandidate(utf16: raw.assumingMemoryBound(to: UInt16.self), from: start, to: end)
            : firstCandidate(utf8: raw.assumingMemoryBound(to: UInt8.self), from: start, to: end)
    }
}

/// Emoji counts of a whole text (``Emoji/counts(utf16:policy:unicode:)``): emoji-free text up
/// to the last cut before each candidate counted by the walk's count loop, the classifier from
/// there to the next cut (see ``StretchWalk``).
struct EmojiCountMeasure<Encoding: GraphemeEncoding>: StretchMeasure {
    let freeText: EmojiFreeText
    let graphemes: GraphemeTables
    let policy: EmojiPolicy
    var counts = EmojiCounts()

    init(policy: EmojiPolicy, unicode version: UnicodeVersion) {
        freeText = EmojiFreeText.tables(for: version)
        graphemes = GraphemeTables.tables(for: version)
        self.policy = policy
    }

    @inline(__always)
    mutating func takeFast(_ units: UnsafePointer<Encoding.CodeUnit>, from start: Int, to end: Int) -> (taken: Int, stop: Int) {
        let candidate = freeText.firstCandidate(units, from: start, to: end, as: Encoding.self)
        // Before a candidate, the text is well formed and in the Basic Multilingual Plane.
        let taken = candidate == end
            ? end
            : StretchWalk.previousCut(units, before: candidate, from: start, to: end, as: Encoding.self, tables: graphemes)
        let free = UnsafeBufferPointer(start: units + start, count: taken &- start)
        counts.addNonEmojiClusters(GraphemeClusters.count(buffer: free, as: Encoding.self, tables: graphemes))
        return (taken, candidate)
    }

    mutating func takeSlow(_ stretch: UnsafeBufferPointer<Encoding.CodeUnit>) {
        var counter = EmojiCounter<Encoding>(policy: policy, unicode: graphemes.version)
        counter.scan(stretch)
        counter.finish()
        counts.add(counter.counts)
    }
}
