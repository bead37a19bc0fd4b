/// One finished grapheme cluster as the length, validation and truncation code sees it.
struct ClusterSummary: Sendable {
    var utf16Start = 0
    var utf8Start = 0
    var utf16Length = 0
    var utf8Length = 0
    var scalarCount = 0
    /// Terminal columns (see the "Display width rules" article).
    var width = 0
    /// The weighted length in the profile's units (0 without a profile).
    var weight = 0
    var isControl = false
    /// A CR, LF or CR LF cluster (Grapheme_Cluster_Break CR or LF).
    var isLineBreak = false
    /// Every scalar is Default_Ignorable_Code_Point.
    var isDefaultIgnorable = false
    var isEmojiPresentation = false
    /// The number of U+FFFD scalars standing for ill-formed input.
    var repairedCount = 0

    var utf16End: Int { utf16Start + utf16Length }
    var utf8End: Int { utf8Start + utf8Length }

    /// The cluster's length in a unit.
    @inline(__always)
    func length(in unit: LengthUnit) -> Int {
        switch unit {
        case .graphemes: 1
        case .scalars: scalarCount
        case .utf16: utf16Length
        case .utf8: utf8Length
        case .width: width
        }
    }
}

/// Groups the scalars a grapheme scanner reports into ``ClusterSummary`` values.
///
/// A cluster is finished when the next one starts or at the end of the text, so `add` returns the
/// previous cluster when a new one starts, and `finish` the last one. O(1) state whatever the cluster's size.
struct ClusterAccumulator: Sendable {
    let ambiguousIsWide: Bool
    let profile: WeightProfile?
    // The tables, read once here rather than through their `shared` globals per scalar.
    private let widthTables: ScalarPropertyTables
    private let graphemeTables: GraphemeTables
    private var current = ClusterSummary()
    private var widthState = ClusterWidthState()
    /// Classifies the cluster for the profile's emoji weight; only fed when there is a profile.
    private var emoji: EmojiClusterClassifier
    private var hasCurrent = false

    /// The Unicode version of the tables.
    var version: UnicodeVersion { graphemeTables.version }

    init(options: DisplayWidth.Options, profile: WeightProfile? = nil, unicode version: UnicodeVersion) {
        graphemeTables = .tables(for: version)
        widthTables = .tables(for: version)
        emoji = EmojiClusterClassifier(.tables(for: version))
        ambiguousIsWide = options.ambiguousIsWide
        self.profile = profile
    }

    /// The scalars in the cluster being built, so far.
    var currentScalarCount: Int { hasCurrent ? current.scalarCount : 0 }
    /// The UTF-16 offset where the cluster being built starts.
    var currentUTF16Start: Int { current.utf16Start }

    @inline(__always)
    mutating func add(_ scalar: ScannedScalar) -> ClusterSummary? {
        let property = widthTables.widthProperty(of: scalar.scalar.value)
        var finished: ClusterSummary?
        if scalar.startsCluster {
            if hasCurrent {
                close(utf16End: scalar.utf16Offset, utf8End: scalar.utf8Offset)
                finished = current
            }
            hasCurrent = true
            current = ClusterSummary(utf16Start: scalar.utf16Offset, utf8Start: scalar.utf8Offset)
            let graphemeClass = graphemeTables.classOf(scalar.scalar.value)
            // GraphemeClass raw values 1 and 2 are CR and LF (see GraphemeClass).
            current.isLineBreak = graphemeClass == GraphemeClass.cr.rawValue || graphemeClass == GraphemeClass.lf.rawValue
            widthState.start(property)
        } else {
            widthState.add(property)
        }
        current.scalarCount += 1
        if scalar.isRepaired { current.repairedCount += 1 }
        if let profile {
            current.weight &+= profile.weight(of: scalar.scalar.value)
            if scalar.startsCluster { emoji.reset() }
            emoji.consume(scalar.scalar.value)
        }
        return finished
    }

    /// Reports the last cluster, given the end offsets of the whole text.
    @inline(__always)
    mutating func finish(utf16End: Int, utf8End: Int) -> ClusterSummary? {
        guard hasCurrent else { return nil }
        hasCurrent = false
        close(utf16End: utf16End, utf8End: utf8End)
        return current
    }

    @inline(__always)
    private mutating func close(utf16End: Int, utf8End: Int) {
        current.utf16Length = utf16End - current.utf16Start
        current.utf8Length = utf8End - current.utf8Start
        current.width = widthState.width(ambiguousIsWide: ambiguousIsWide)
        current.isControl = widthState.isControl
        current.isDefaultIgnorable = widthState.allDefaultIgnorable
        current.isEmojiPresentation = current.width == 2 && widthState.isEmojiPresentation
        // An emoji, for the weight, is what `Emoji.counts` counts under the profile's policy.
        if let profile, profile.emojiPolicy.includes(emoji.classification(), startsLikeEmoji: emoji.startsLikeEmoji) {
            current.weight = profile.emojiWeight
        }
    }
}

/// Walks whole inputs scalar by scalar, with early stop and the end offsets the accumulator needs.
enum ScanDriver {
    /// Walks `units`, calling `body` per scalar until it returns false.
    /// Returns the end offsets (UTF-16, UTF-8) of the text when it ran to the end, nil when stopped.
    @inline(__always)
    static func scan<Encoding: GraphemeEncoding>(
        _ units: UnsafeBufferPointer<Encoding.CodeUnit>, as _: Encoding.Type, unicode version: UnicodeVersion,
        _ body: (ScannedScalar) -> Bool
    ) -> (utf16: Int, utf8: Int)? {
        withoutActuallyEscaping(body) { body in
            var sink = ScalarBodySink<Encoding>(body: body)
            GraphemeWalk.walk(units, as: Encoding.self, tables: .tables(for: version), into: &sink)
            guard !sink.isFinished else { return nil }
            let other = sink.other.count
            return OtherEncodingOffset<Encoding>.inputIsUTF16 ? (units.count, other) : (other, units.count)
        }
    }

    /// Calls `body` with each finished cluster of `units`; `body` returns false to stop.
    /// Returns whether the whole text was seen.
    @discardableResult @inline(__always)
    static func forEachCluster<Encoding: GraphemeEncoding>(
        _ units: UnsafeBufferPointer<Encoding.CodeUnit>, as _: Encoding.Type, options: DisplayWidth.Options,
        profile: WeightProfile? = nil, unicode version: UnicodeVersion, _ body: (ClusterSummary) -> Bool
    ) -> Bool {
        var accumulator = ClusterAccumulator(options: options, profile: profile, unicode: version)
        return forEachCluster(units, as: Encoding.self, accumulator: &accumulator, body)
    }

    /// ``forEachCluster(_:as:options:profile:unicode:_:)`` with an accumulator that has no
    /// cluster in progress (a new one, or one whose last text was finished), which it leaves so
    /// when it returns true: for callers that measure many pieces.
    @discardableResult @inline(__always)
    static func forEachCluster<Encoding: GraphemeEncoding>(
        _ units: UnsafeBufferPointer<Encoding.CodeUnit>, as _: Encoding.Type, accumulator: inout ClusterAccumulator,
        _ body: (ClusterSummary) -> Bool
    ) -> Bool {
        let end = scan(units, as: Encoding.self, unicode: accumulator.version) { scalar in
            guard let cluster = accumulator.add(scalar) else { return true }
            return body(cluster)
        }
        guard let end else { return false }
        guard let last = accumulator.finish(utf16End: end.utf16, utf8End: end.utf8) else { return true }
        return body(last)
    }
}
