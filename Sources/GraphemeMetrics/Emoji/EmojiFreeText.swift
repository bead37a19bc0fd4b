/// Tells stretches of text in which no cluster can be an emoji, so that emoji counting counts
/// their clusters with the count-only loops instead of classifying each one.
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
    /// UTF-8 check skips ASCII eight bytes at a time.
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

    /// Whether no cluster of UTF-16 `units` can be an emoji.
    ///
    /// - Complexity: O(n) in code units; stops at the first candidate.
    func isEmojiFree(utf16 units: UnsafeBufferPointer<UInt16>) -> Bool {
        guard let base = units.baseAddress else { return true }
        let end = units.count
        var index = 0
        // Four units at a time: ASCII at once, other units with one branch for the four.
        while end &- index >= 4 {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            if asciiHasCandidates || word & 0xFF80_FF80_FF80_FF80 != 0 {
                let hits = candidateBit(base[index]) | candidateBit(base[index &+ 1])
                    | candidateBit(base[index &+ 2]) | candidateBit(base[index &+ 3])
                if hits != 0 { return false }
            }
            index &+= 4
        }
        while index < end {
            if isCandidate(unit: base[index]) { return false }
            index &+= 1
        }
        return true
    }

    @inline(__always)
    private func candidateBit(_ unit: UInt16) -> UInt64 {
        candidates[Int(unit &>> 6)] &>> UInt64(unit & 63) & 1
    }

    /// Whether no cluster of UTF-8 `bytes` can be an emoji.
    ///
    /// - Complexity: O(n) in bytes; stops at the first candidate.
    func isEmojiFree(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let end = bytes.count
        var index = 0
        while index < end {
            let lead = base[index]
            if lead < 0x80 {
                if !asciiHasCandidates, end &- index >= 8,
                    UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0
                {
                    index &+= 8
                    continue
                }
                if isCandidate(unit: UInt16(lead)) { return false }
                index &+= 1
            } else {
                // A scalar outside the Basic Multilingual Plane or ill-formed input counts as a
                // candidate: it only sends the stretch to the classifier.
                let decoded = Unicode.UTF8.decode(base, at: index, end: end)
                guard decoded.status == DecodedScalar.valid, decoded.value < 0x10000,
                    !isCandidate(unit: UInt16(decoded.value))
                else { return false }
                index &+= decoded.length
            }
        }
        return true
    }
}
