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
/// The check is conservative: scalars outside the Basic Multilingual Plane and ill-formed input
/// count as candidates, which only sends the text around them to the classifier.
///
/// One per Unicode version (``tables(for:)``): a scalar that a later version makes an emoji is
/// a candidate only from that version on.
struct EmojiFreeText: @unchecked Sendable, VersionedTables {
    /// One bit per code point of the Basic Multilingual Plane, set for candidates and for the
    /// surrogates: 8 KiB, allocated once and never freed, like ``GraphemeTables``.
    private let candidates: UnsafePointer<UInt64>
    /// The always-breaking scalars of the Basic Multilingual Plane that are no candidate (see
    /// ``GraphemeRunTables/alwaysBreakingBMP``): what ``EmojiFreeCountSink`` takes in runs.
    /// 8 KiB, allocated once and never freed.
    let runs: UnsafePointer<UInt64>

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
        let properties = ScalarPropertyTables.tables(for: version).emojiProperties(of: value)
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
        let alwaysBreaking = GraphemeTables.tables(for: version).runs.alwaysBreakingBMP
        let runs = UnsafeMutablePointer<UInt64>.allocate(capacity: 0x10000 / 64)
        for word in 0..<0x10000 / 64 { (runs + word).initialize(to: alwaysBreaking[word] & ~bitmap[word]) }
        // The count loop takes ASCII a word at a time, bitmap or not (EmojiFreeCountSink's
        // runWordLimit): no ASCII scalar may be a candidate. None is in Emoji 15.0 to 18.0.
        precondition(
            !(UInt32(0)..<0x80).contains { Self.isCandidate($0, unicode: version) },
            "an ASCII emoji candidate in \(version): EmojiFreeCountSink.runWordLimit must change")
        self.runs = UnsafePointer(runs)
    }

    @inline(__always)
    private func isCandidate(unit: UInt16) -> Bool {
        candidates[Int(unit &>> 6)] &>> UInt64(unit & 63) & 1 != 0
    }

    /// Whether a scalar, as the walk decodes it, is a candidate: a candidate of the Basic
    /// Multilingual Plane, a scalar outside it, or U+FFFD for ill-formed input (the last two
    /// only send their stretch to the classifier).
    @inline(__always)
    func isCandidate(_ step: WalkStep) -> Bool {
        step.value > 0xFFFF || step.isRepaired || isCandidate(unit: UInt16(truncatingIfNeeded: step.value))
    }
}

/// The count loop over emoji-free text: the walk counting clusters, stopped by the first
/// candidate (``EmojiFreeText``). Runs of always-breaking scalars that are no candidate are
/// taken in bulk (``EmojiFreeText/runs``).
struct EmojiFreeCountSink: GraphemeSink {
    let freeText: EmojiFreeText
    var clusters = 0
    /// Where the cluster in progress started.
    var clusterStart: Int
    /// Where the first candidate starts, once the walk has reached one.
    var candidate: Int?

    static var skipsBreakingRuns: Bool { true }

    /// U+00A9 and U+00AE are candidates: only ASCII goes a machine word at a time.
    static var runWordLimit: UInt16 { 0x80 }

    @inline(__always)
    func runBitmap(_ tables: GraphemeTables) -> UnsafePointer<UInt64> { freeText.runs }

    /// The walk stops at the first candidate (``candidate``), without counting it.
    static var stopsEarly: Bool { true }

    @inline(__always)
    var isFinished: Bool { candidate != nil }

    @inline(__always)
    mutating func take(_ step: WalkStep) {
        if _slowPath(freeText.isCandidate(step)) {
            candidate = step.offset
            return
        }
        clusters &+= step.transition.boundaryCount
        clusterStart = step.startsCluster ? step.offset : clusterStart
    }

    @inline(__always)
    mutating func takeBreakingRun(scalars: Int, codeUnits: Int, lastStart: Int) {
        clusters &+= scalars
        clusterStart = lastStart
    }
}

/// Emoji counts of a whole text (``Emoji/counts(utf16:policy:unicode:)``): the clusters of
/// emoji-free text counted by the walk until a candidate (``EmojiFreeCountSink``), the
/// classifier from the cluster in progress there to the next cut (see ``StretchWalk``).
struct EmojiCountMeasure<Encoding: GraphemeEncoding>: StretchMeasure {
    let freeText: EmojiFreeText
    let graphemes: GraphemeTables
    /// The counts of the emoji-free runs.
    var plainCounts = EmojiCounts()
    /// The classifier of the stretches around emoji, and their counts.
    var stretches: EmojiStretchSink

    init(policy: EmojiPolicy, unicode version: UnicodeVersion) {
        freeText = EmojiFreeText.tables(for: version)
        graphemes = GraphemeTables.tables(for: version)
        stretches = EmojiStretchSink(stream: EmojiClusterStream(policy: policy, tables: EmojiTables.tables(for: version)))
    }

    /// Everything counted.
    var counts: EmojiCounts {
        var total = plainCounts
        total.add(stretches.stream.counts)
        return total
    }

    @inline(__always)
    mutating func takeFast(_ units: UnsafePointer<Encoding.CodeUnit>, from start: Int, to end: Int) -> (taken: Int, stop: Int) {
        var sink = EmojiFreeCountSink(freeText: freeText, clusterStart: start)
        var state = WalkState()
        _ = GraphemeWalk.walk(
            units, from: start, to: end, as: Encoding.self, offset: 0, isFinal: true, tables: graphemes,
            state: &state, into: &sink)
        guard let candidate = sink.candidate else {
            plainCounts.addNonEmojiClusters(sink.clusters)
            return (end, end)
        }
        // The cluster in progress at the candidate may go on with it: leave it to the scan.
        plainCounts.addNonEmojiClusters(max(sink.clusters &- 1, 0))
        return (sink.clusterStart, candidate)
    }

    /// Classifies each cluster of the stretch: the walk from the start of text (a stretch begins
    /// at a cut) into the classifier, which is left empty at the end.
    ///
    /// Inlined into the count: the walk steps in two places (its common loop and between two
    /// passes of it), and left to the inliner this function was kept out of line and called
    /// `EmojiCounts.add` per cluster (emoji16 4% slower on the emoji corpus).
    @inline(__always)
    mutating func takeSlow(_ stretch: UnsafeBufferPointer<Encoding.CodeUnit>) {
        GraphemeWalk.walk(stretch, as: Encoding.self, tables: graphemes, into: &stretches)
        stretches.stream.finishCounting()
    }
}

/// Hands each scalar of a stretch to an emoji cluster stream, which counts the clusters.
struct EmojiStretchSink: GraphemeSink {
    var stream: EmojiClusterStream

    @inline(__always)
    mutating func take(_ step: WalkStep) {
        stream.count(step.value, startsCluster: step.startsCluster)
    }
}
