/// The counts of one record, or the sum over several.
///
/// ``columns`` lists them in output order; a new count is a new property and a new column at
/// the end, so the JSON keys and the summary table grow together.
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

    /// The counts in output order: the JSON keys after `source` and `record`, and the table's columns.
    static let columns: [Column] = [
        Column(key: "graphemes", heading: "graphemes") { $0.graphemes },
        Column(key: "scalars", heading: "scalars") { $0.scalars },
        Column(key: "utf16", heading: "utf16") { $0.utf16 },
        Column(key: "utf8", heading: "utf8") { $0.utf8 },
        Column(key: "illFormed", heading: "ill-formed") { $0.illFormed },
    ]

    static func += (total: inout RecordCounts, counts: RecordCounts) {
        total.graphemes += counts.graphemes
        total.scalars += counts.scalars
        total.utf16 += counts.utf16
        total.utf8 += counts.utf8
        total.illFormed += counts.illFormed
    }
}
