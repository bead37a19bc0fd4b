import GraphemeMetrics

/// What is analysed in each record beyond the scanner's counts, fixed for the whole run.
struct AnalysisOptions: Sendable {
    /// `--unicode`: whose data and rules segment, classify and measure.
    var unicode: UnicodeVersion = .default
    var policy: EmojiPolicy = .default
    /// With `--only`, the one kind that counts.
    var onlyKind: EmojiKind?
    /// The `--max-*` limits, in ``LimitKind`` order.
    var limits: [(kind: LimitKind, maximum: Int)] = []
    /// `--clusters`: build each record's `clusters` JSON array.
    var collectsClusters = false
    /// `--list`, `--top`, `--unique`: report each emoji with its scalars.
    var reportsEmoji = false
    /// With `--explain`, the number of scalars per record that are kept to be explained.
    var explainedScalars: Int?
    /// With `--clusters`, the most bytes of a record's encoded clusters kept in memory before
    /// the rest is spilled to a temporary file (see ``ClusterListBuilder``).
    var clusterMemoryLimit = ClusterListBuilder.memoryLimit

    /// The most scalars of one cluster written in `--list`, `--top` and `--unique`: longer
    /// clusters are cut there and marked with "...".
    static let listedScalarCap = 32
}

/// One cluster that counts as an emoji, for `--list`, `--top` and `--unique`.
struct FoundEmoji: Sendable {
    /// The record's index in its source, from 0.
    let record: Int
    /// The cluster's UTF-16 offset from the start of the record.
    let utf16Offset: Int
    /// The scalars in hex, as in "1F44D 1F3FD" (cut at ``AnalysisOptions/listedScalarCap``).
    let scalars: [UInt8]
    /// The classification, nil for a cluster only the emoji-like policy counts.
    let info: EmojiInfo?
}

/// The per-record work on each scanned scalar: emoji classification, width and limits (the
/// library's ``ClusterInspector``, one measure of each cluster for all three), the
/// `clusters` array and the scalars kept for `--explain`. It holds O(1) state per record, apart
/// from what `--explain` (capped) and `--clusters` (in memory up to a limit, then on disk) must keep.
struct RecordAnalysis {
    let options: AnalysisOptions
    /// The index of the record in its source, from 0.
    private let recordIndex: Int
    /// The width and largest cluster, which the scanner does not give.
    private var lengths = TextLengths()
    /// Measures and classifies each cluster; its emoji counts are the record's, and with
    /// `--max-*` its validations the record's verdicts, one per limit.
    private var inspector: ClusterInspector
    /// The open cluster's scalars in hex, space-separated.
    private var scalars: [UInt8] = []
    private var scalarsInCluster = 0
    private var clusters: ClusterListBuilder?
    /// With `--explain`, the record's first scalars.
    private(set) var explained: [ScannedScalar] = []

    init(options: AnalysisOptions, recordIndex: Int = 0) {
        self.options = options
        self.recordIndex = recordIndex
        inspector = ClusterInspector(
            policy: options.policy, unicode: options.unicode,
            limits: options.limits.map { $0.kind.lengthLimit(maximum: $0.maximum, unicode: options.unicode) })
        clusters = options.collectsClusters ? ClusterListBuilder(memoryLimit: options.clusterMemoryLimit) : nil
    }

    private var keepsScalars: Bool { options.collectsClusters || options.reportsEmoji }

    /// Takes the record's next scalar, calling `found` for the emoji it completes.
    mutating func take(_ scalar: ScannedScalar, found: (FoundEmoji) -> Void) {
        if let cluster = inspector.take(scalar) {
            finish(cluster, found: found)
        }
        if let cap = options.explainedScalars, explained.count < cap {
            explained.append(scalar)
        }
        guard keepsScalars else { return }
        scalarsInCluster += 1
        if !options.collectsClusters && scalarsInCluster > AnalysisOptions.listedScalarCap {
            if scalarsInCluster == AnalysisOptions.listedScalarCap + 1 { scalars.append(ascii: " ...") }
            return
        }
        if scalarsInCluster > 1 { scalars.append(UInt8(ascii: " ")) }
        scalars.append(hexScalar: scalar.scalar.value)
    }

    /// Ends the record at the scanner's end offsets and completes `scanned` (the scanner's
    /// graphemes, scalars, UTF-16 and UTF-8 lengths and ill-formed count) with the width, the
    /// largest cluster and the emoji counts. Returns the record with its violations, its
    /// `clusters` array (with `--clusters`) and its explained scalars (with `--explain`); the
    /// analysis is then ready for the next record.
    mutating func finishRecord(
        scanned: TextLengths, found: (FoundEmoji) -> Void
    ) -> CountedRecord {
        if let cluster = inspector.finish(utf16End: scanned.utf16, utf8End: scanned.utf8) {
            finish(cluster, found: found)
        }
        var lengths = scanned
        lengths.width = self.lengths.width
        lengths.maxClusterScalars = self.lengths.maxClusterScalars
        let counts = RecordCounts(lengths: lengths, emoji: inspector.emojiCounts, onlyKind: options.onlyKind)
        var violations: [LimitViolation] = []
        for (limit, result) in zip(options.limits, inspector.validations) {
            guard let violation = result.violation else { continue }
            violations.append(
                LimitViolation(
                    limit: limit.kind, maximum: limit.maximum, actual: limit.kind.actual(in: counts),
                    utf16Offset: violation.utf16Offset))
        }
        let record = CountedRecord(
            index: recordIndex, counts: counts, violations: violations,
            clusters: clusters?.finish(),
            explained: options.explainedScalars == nil ? nil : explained)
        self = RecordAnalysis(options: options, recordIndex: recordIndex + 1)
        return record
    }

    private mutating func finish(_ cluster: InspectedCluster, found: (FoundEmoji) -> Void) {
        let countsAsEmoji =
            cluster.isCountedAsEmoji && (options.onlyKind == nil || cluster.emoji?.kind == options.onlyKind)
        lengths.width += cluster.width
        lengths.maxClusterScalars = max(lengths.maxClusterScalars, cluster.scalarCount)
        if countsAsEmoji && options.reportsEmoji {
            found(FoundEmoji(record: recordIndex, utf16Offset: cluster.utf16Range.lowerBound, scalars: scalars, info: cluster.emoji))
        }
        clusters?.append(cluster, scalars: scalars, emoji: countsAsEmoji ? kindName(cluster.emoji) : nil)
        scalars.removeAll(keepingCapacity: true)
        scalarsInCluster = 0
    }
}

/// The name `--list`, `--top`, `--unique` and `--clusters` give an emoji's kind: the
/// ``EmojiKind`` name, or "unclassified" for a cluster only the emoji-like policy counts.
func kindName(_ info: EmojiInfo?) -> String {
    info?.kind.name ?? "unclassified"
}
