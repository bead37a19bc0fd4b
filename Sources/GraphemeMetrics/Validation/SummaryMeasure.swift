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
    let policy: EmojiPolicy
    let widths: ScalarPropertyTables
    let emojiTables: EmojiTables
    /// The summary of the text measured so far.
    private(set) var summary = TextSummary()

    init(options: DisplayWidth.Options, policy: EmojiPolicy, unicode version: UnicodeVersion) {
        plainText = PlainTextMeasuring.tables(for: version)
        self.options = options
        self.policy = policy
        widths = ScalarPropertyTables.tables(for: version)
        emojiTables = EmojiTables.tables(for: version)
    }

    var graphemes: GraphemeTables { plainText.graphemes }

    @inline(__always)
    mutating func takeFast(_ units: UnsafePointer<Encoding.CodeUnit>, from start: Int, to end: Int) -> (taken: Int, stop: Int) {
        let (stretch, taken, stop) = plainText.measure(units, as: Encoding.self, from: start, to: end, options: options)
        summary.lengths.add(stretch)
        summary.emoji.addNonEmojiClusters(stretch.graphemes)
        return (taken, stop)
    }

    /// Measures and classifies each cluster of the stretch: the walk from the start of text (a
    /// stretch begins at a cluster boundary) into a ``SummaryStretchSink``.
    mutating func takeSlow(_ stretch: UnsafeBufferPointer<Encoding.CodeUnit>) {
        var sink = SummaryStretchSink<Encoding>(
            lengths: ClusterLengthsSink(widths: widths, ambiguousIsWide: options.ambiguousIsWide),
            classifier: EmojiClusterClassifier(emojiTables), policy: policy)
        GraphemeWalk.walk(stretch, as: Encoding.self, tables: graphemes, into: &sink)
        summary += sink.finished(codeUnits: stretch.count)
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

/// The lengths, width and emoji counts of a stretch that is not plain: the lengths and width as
/// ``ClusterLengthsSink`` takes them, and each cluster's scalars through the emoji classifier,
/// which counts the cluster when the next one starts or the stretch ends.
struct SummaryStretchSink<Encoding: GraphemeEncoding>: GraphemeSink {
    var lengths: ClusterLengthsSink<Encoding>
    var classifier: EmojiClusterClassifier
    let policy: EmojiPolicy
    var emoji = EmojiCounts()

    @inline(__always)
    mutating func take(_ step: WalkStep) {
        if step.startsCluster && lengths.lengths.scalars > 0 { countCluster() }
        lengths.take(step)
        classifier.consume(step.value)
    }

    @inline(__always)
    private mutating func countCluster() {
        emoji.add(classifier.classification(), startsLikeEmoji: classifier.startsLikeEmoji, policy: policy)
        classifier.reset()
    }

    /// The summary of the `codeUnits` code units walked.
    mutating func finished(codeUnits: Int) -> TextSummary {
        if lengths.lengths.scalars > 0 { countCluster() }
        return TextSummary(lengths: lengths.finished(codeUnits: codeUnits), emoji: emoji)
    }
}
