/// Lengths, width and emoji counts of a whole text in one pass (``TextMetrics/summarize(utf8:options:policy:unicode:)``),
/// driven by ``StretchWalk``.
///
/// Plain text (see ``PlainTextMeasuring``) is also emoji-free (``EmojiFreeText``): it has no
/// Emoji, Emoji_Presentation or Extended_Pictographic scalar but the keycap bases, and no
/// U+20E3. So the plain-text loop gives the lengths of a stretch and its clusters are no emoji;
/// the rest goes through one per-cluster scan that measures and classifies each cluster.
struct SummaryMeasure<Encoding: GraphemeEncoding>: StretchMeasure {
    let plainText: PlainTextMeasuring
    let options: DisplayWidth.Options
    /// The per-cluster scan's state, kept from one stretch to the next (each ends at a cluster
    /// boundary, where the accumulator and the classifier are empty), and the summary so far.
    private var scan: ClusterScan

    init(options: DisplayWidth.Options, policy: EmojiPolicy, unicode version: UnicodeVersion) {
        plainText = PlainTextMeasuring.tables(for: version)
        self.options = options
        scan = ClusterScan(
            accumulator: ClusterAccumulator(options: options, unicode: version),
            classifier: EmojiClusterClassifier(EmojiTables.tables(for: version)), policy: policy,
            summary: TextSummary())
    }

    var graphemes: GraphemeTables { plainText.graphemes }

    /// The summary of the text measured so far.
    var summary: TextSummary { scan.summary }

    @inline(__always)
    mutating func takeFast(_ units: UnsafePointer<Encoding.CodeUnit>, from start: Int, to end: Int) -> (taken: Int, stop: Int) {
        let (stretch, taken, stop) = plainText.measure(units, as: Encoding.self, from: start, to: end, options: options)
        scan.summary.lengths.add(stretch)
        scan.summary.emoji.addNonEmojiClusters(stretch.graphemes)
        return (taken, stop)
    }

    mutating func takeSlow(_ stretch: UnsafeBufferPointer<Encoding.CodeUnit>) {
        let end = ScanDriver.scan(stretch, as: Encoding.self, unicode: graphemes.version) {
            scan.take($0)
            return true
        }
        if let end { scan.finish(utf16End: end.utf16, utf8End: end.utf8) }
    }

    /// The state of one per-cluster scan, in one struct so that the scan's closure captures a
    /// single `inout` value (no box, no run-time exclusivity check per scalar).
    private struct ClusterScan {
        var accumulator: ClusterAccumulator
        var classifier: EmojiClusterClassifier
        let policy: EmojiPolicy
        var summary: TextSummary

        /// Takes one scalar; the cluster before it is measured and classified when it starts a new one.
        @inline(__always)
        mutating func take(_ scalar: ScannedScalar) {
            if let cluster = accumulator.add(scalar) { close(cluster) }
            classifier.consume(scalar.scalar.value)
        }

        /// Measures and classifies the last cluster, at the end of the stretch.
        mutating func finish(utf16End: Int, utf8End: Int) {
            if let last = accumulator.finish(utf16End: utf16End, utf8End: utf8End) { close(last) }
        }

        @inline(__always)
        private mutating func close(_ cluster: ClusterSummary) {
            summary.lengths.add(cluster)
            summary.emoji.add(classifier.classification(), startsLikeEmoji: classifier.startsLikeEmoji, policy: policy)
            classifier.reset()
        }
    }

    /// The summary of the whole of `units`.
    ///
    /// - Complexity: O(n) in code units; allocates nothing.
    static func summarize(
        _ units: UnsafeBufferPointer<Encoding.CodeUnit>, options: DisplayWidth.Options, policy: EmojiPolicy,
        unicode version: UnicodeVersion
    ) -> TextSummary {
        var measure = SummaryMeasure(options: options, policy: policy, unicode: version)
        StretchWalk.walk(units, into: &measure)
        return measure.summary
    }
}
