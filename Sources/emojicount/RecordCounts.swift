import GraphemeMetrics

/// The counts of one record, or the sum over several: the library's ``TextLengths`` and the
/// emoji figures the output shows.
///
/// ``columns`` lists the counts that both the JSON keys (before `clusters`) and the summary
/// table show; the figures added later (``emoji`` and on) follow `clusters` in JSON, as the
/// stable key order requires, and ``tableColumns`` adds the emoji count to the table.
struct RecordCounts: Equatable {
    /// Graphemes, scalars, UTF-16 units, UTF-8 bytes, width, the largest cluster (the
    /// `maxClusterScalars` key) and the ill-formed count (the `illFormed` key: U+FFFDs standing
    /// for ill-formed input, one per maximal ill-formed UTF-8 subpart, one per unpaired
    /// surrogate, one for an odd trailing byte of UTF-16). For UTF-8 input `utf8` counts the
    /// input's bytes, for UTF-16 input `utf16` its code units.
    var lengths = TextLengths()
    /// Clusters counted as emoji (under the policy and `--only`).
    var emoji = 0
    /// How many of ``emoji`` are exactly RGI emoji.
    var rgi = 0
    /// ``emoji`` by kind: one count per ``EmojiKind`` (by raw value), then at ``unclassifiedIndex``
    /// the clusters that only the emoji-like policy counts, which have no kind.
    var kinds = SIMD8<Int>()

    /// The index in ``kinds`` of emoji without a kind.
    static let unclassifiedIndex = EmojiKind.allCases.count

    /// The keys of the `kinds` object, in output order: the ``EmojiKind`` names, then "unclassified".
    static let kindNames = EmojiKind.allCases.map(\.name) + ["unclassified"]

    init() {}

    /// The counts of a record with `lengths` and the library's emoji counts under the run's
    /// policy, of which only the kind `onlyKind` counts when given (`--only`).
    init(lengths: TextLengths, emoji counts: EmojiCounts, onlyKind: EmojiKind?) {
        self.lengths = lengths
        if let kind = onlyKind {
            emoji = counts[kind: kind]
            rgi = counts.rgi(kind: kind)
            kinds[kind.rawValue] = emoji
        } else {
            emoji = counts.total
            rgi = counts.rgi
            for kind in EmojiKind.allCases { kinds[kind.rawValue] = counts[kind: kind] }
            kinds[Self.unclassifiedIndex] = counts.unclassified
        }
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
        Column(key: "graphemes", heading: "graphemes") { $0.lengths.graphemes },
        Column(key: "scalars", heading: "scalars") { $0.lengths.scalars },
        Column(key: "utf16", heading: "utf16") { $0.lengths.utf16 },
        Column(key: "utf8", heading: "utf8") { $0.lengths.utf8 },
        Column(key: "illFormed", heading: "ill-formed") { $0.lengths.illFormedCount },
    ]

    /// The summary table's columns: ``columns``, then the emoji count.
    static let tableColumns = columns + [Column(key: "emoji", heading: "emoji") { $0.emoji }]

    static func += (total: inout RecordCounts, counts: RecordCounts) {
        total.lengths += counts.lengths
        total.emoji += counts.emoji
        total.rgi += counts.rgi
        total.kinds &+= counts.kinds
    }
}
