import GraphemeMetrics

/// The counts of one record, or the sum over several.
///
/// ``columns`` lists the counts that both the JSON keys (before `clusters`) and the summary
/// table show; the figures added later (``emoji`` and on) follow `clusters` in JSON, as the
/// stable key order requires, and ``tableColumns`` adds the emoji count to the table.
struct RecordCounts: Equatable {
    /// Extended grapheme clusters (UAX #29).
    var graphemes = 0
    /// Unicode scalars; each repaired sequence counts as one U+FFFD.
    var scalars = 0
    /// UTF-16 code units: the input's units for UTF-16 input, else the UTF-16 length of the repaired text.
    var utf16 = 0
    /// UTF-8 bytes: the input's bytes for UTF-8 input, else the UTF-8 length of the repaired text.
    var utf8 = 0
    /// Input repaired to U+FFFD: bytes for UTF-8 input, code units (and an odd trailing byte) for UTF-16.
    var illFormed = 0
    /// Clusters counted as emoji (under the policy and `--only`).
    var emoji = 0
    /// How many of ``emoji`` are exactly RGI emoji.
    var rgi = 0
    /// ``emoji`` by kind: one count per ``EmojiKind`` (by raw value), then at ``unclassifiedIndex``
    /// the clusters that only the emoji-like policy counts, which have no kind.
    var kinds = SIMD8<Int>()
    /// Terminal columns (``DisplayWidth``).
    var width = 0
    /// The number of scalars in the largest cluster (the maximum, not the sum, over records).
    var maxClusterScalars = 0

    /// The index in ``kinds`` of emoji without a kind.
    static let unclassifiedIndex = EmojiKind.allCases.count

    /// The keys of the `kinds` object, in output order: the ``EmojiKind`` names, then "unclassified".
    static let kindNames = EmojiKind.allCases.map(\.name) + ["unclassified"]

    /// Adds one finished cluster; `countsAsEmoji` says whether the policy and `--only` count it.
    mutating func add(_ cluster: InspectedCluster, countsAsEmoji: Bool) {
        width += cluster.width
        maxClusterScalars = max(maxClusterScalars, cluster.scalarCount)
        guard countsAsEmoji else { return }
        emoji += 1
        kinds[cluster.emoji.map(\.kind.rawValue) ?? Self.unclassifiedIndex] += 1
        if cluster.emoji?.isRGI == true { rgi += 1 }
    }

    /// One count as the output shows it.
    struct Column: Sendable {
        /// The key in `--json` output.
        let key: String
        /// The heading in the summary table.
        let heading: String
        let value: @Sendable (RecordCounts) -> Int
        /// `, "key": ` in bytes, what `--json` writes before the value.
        let jsonKeyPrefix: [UInt8]

        init(key: String, heading: String, value: @escaping @Sendable (RecordCounts) -> Int) {
            self.key = key
            self.heading = heading
            self.value = value
            self.jsonKeyPrefix = Array(", \"\(key)\": ".utf8)
        }
    }

    /// The counts in output order: the JSON keys after `source` and `record`, and the table's first columns.
    static let columns: [Column] = [
        Column(key: "graphemes", heading: "graphemes") { $0.graphemes },
        Column(key: "scalars", heading: "scalars") { $0.scalars },
        Column(key: "utf16", heading: "utf16") { $0.utf16 },
        Column(key: "utf8", heading: "utf8") { $0.utf8 },
        Column(key: "illFormed", heading: "ill-formed") { $0.illFormed },
    ]

    /// The summary table's columns: ``columns``, then the emoji count.
    static let tableColumns = columns + [Column(key: "emoji", heading: "emoji") { $0.emoji }]

    static func += (total: inout RecordCounts, counts: RecordCounts) {
        total.graphemes += counts.graphemes
        total.scalars += counts.scalars
        total.utf16 += counts.utf16
        total.utf8 += counts.utf8
        total.illFormed += counts.illFormed
        total.emoji += counts.emoji
        total.rgi += counts.rgi
        total.kinds &+= counts.kinds
        total.width += counts.width
        total.maxClusterScalars = max(total.maxClusterScalars, counts.maxClusterScalars)
    }
}
