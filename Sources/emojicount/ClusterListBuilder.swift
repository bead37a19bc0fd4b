import GraphemeMetrics

/// Writes the `clusters` array of one record as JSON while its scalars are scanned:
/// `{"utf16": [start, end], "scalars": "1F469 200D 1F52C"}` per cluster, separated by ", ".
///
/// A cluster is written when the next one starts (or the record ends), because its end offset
/// comes first in the object. Only the record's own clusters are held.
struct ClusterListBuilder {
    private var json: [UInt8] = []
    /// The UTF-16 offset where the open cluster starts, or nil before the first scalar.
    private var start: Int?
    /// The open cluster's scalars in hex, space-separated.
    private var scalars: [UInt8] = []

    /// Adds a scanned scalar of the record.
    mutating func append(_ scalar: ScannedScalar) {
        if scalar.startsCluster {
            close(at: scalar.utf16Offset)
            start = scalar.utf16Offset
        } else {
            scalars.append(UInt8(ascii: " "))
        }
        scalars.append(hexScalar: scalar.scalar.value)
    }

    /// Ends the record at UTF-16 offset `end` and returns its array elements; the builder is then
    /// empty for the next record.
    mutating func finish(at end: Int) -> [UInt8] {
        close(at: end)
        defer { json.removeAll(keepingCapacity: true) }
        return json
    }

    private mutating func close(at end: Int) {
        guard let start else { return }
        if !json.isEmpty { json.append(ascii: ", ") }
        json.append(ascii: "{\"utf16\": [")
        json.append(decimal: start)
        json.append(ascii: ", ")
        json.append(decimal: end)
        json.append(ascii: "], \"scalars\": \"")
        json.append(contentsOf: scalars)
        json.append(ascii: "\"}")
        scalars.removeAll(keepingCapacity: true)
        self.start = nil
    }
}
