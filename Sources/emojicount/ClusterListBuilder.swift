import GraphemeMetrics

/// Writes the `clusters` array of one record as JSON, one finished cluster at a time:
/// `{"utf16": [start, end], "scalars": "1F469 200D 1F52C", "emoji": "zwjSequence", "rgi": true}`
/// per cluster, separated by ", ". Only the record's own clusters are held.
struct ClusterListBuilder {
    private var json: [UInt8] = []

    /// Adds a finished cluster: `scalars` in hex, `emoji` the kind name when the cluster counts
    /// as an emoji (else the key is null).
    mutating func append(_ cluster: InspectedCluster, scalars: [UInt8], emoji: String?) {
        if !json.isEmpty { json.append(ascii: ", ") }
        json.append(ascii: "{\"utf16\": [")
        json.append(decimal: cluster.utf16Range.lowerBound)
        json.append(ascii: ", ")
        json.append(decimal: cluster.utf16Range.upperBound)
        json.append(ascii: "], \"scalars\": \"")
        json.append(contentsOf: scalars)
        json.append(ascii: "\", \"emoji\": ")
        if let emoji {
            JSONString.append(emoji, to: &json)
        } else {
            json.append(ascii: "null")
        }
        json.append(ascii: ", \"rgi\": ")
        json.append(ascii: cluster.emoji?.isRGI == true ? "true" : "false")
        json.append(ascii: "}")
    }

    /// Returns the record's array elements; the builder is then empty for the next record.
    mutating func finish() -> [UInt8] {
        defer { json.removeAll(keepingCapacity: true) }
        return json
    }
}
