import GraphemeMetrics

/// Writes the `clusters` array of one record as JSON, one finished cluster at a time:
/// `{"utf16": [start, end], "scalars": "1F469 200D 1F52C", "emoji": "zwjSequence", "rgi": true}`
/// per cluster, separated by ", ".
///
/// The JSON keys that come before `clusters` (`graphemes`, `utf16`, ...) are only known when the
/// record ends, so its clusters must wait until then. At most ``memoryLimit`` bytes of them wait
/// in memory; beyond that they go to an anonymous ``SpillFile``, so that memory stays bounded on
/// a record of any size (a 55 MB line has about 31 million clusters, 2.5 GB of JSON). When no
/// temporary file can be created or written (a full disk), the rest stays in memory.
struct ClusterListBuilder {
    /// The most bytes of encoded clusters kept in memory before they are spilled to disk.
    static let memoryLimit = 1 << 20

    private let memoryLimit: Int
    private var json: [UInt8] = []
    private var spilled: SpillFile?
    /// Whether spilling failed in this record: the rest of it stays in memory.
    private var spillFailed = false

    /// Creates a builder that spills past `memoryLimit` bytes (``memoryLimit`` by default;
    /// smaller in tests).
    init(memoryLimit: Int = Self.memoryLimit) {
        self.memoryLimit = memoryLimit
    }

    /// Adds a finished cluster: `scalars` in hex, `emoji` the kind name when the cluster counts
    /// as an emoji (else the key is null).
    mutating func append(_ cluster: InspectedCluster, scalars: [UInt8], emoji: String?) {
        if !json.isEmpty || spilled != nil { json.append(ascii: ", ") }
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
        if json.count >= memoryLimit && !spillFailed { spill() }
    }

    /// Moves the elements held in memory to the end of the spill file.
    private mutating func spill() {
        if spilled == nil { spilled = SpillFile() }
        guard let spilled else {
            spillFailed = true
            return
        }
        let written = json.withUnsafeBytes { spilled.append($0) }
        json.removeFirst(written)
        if !json.isEmpty { spillFailed = true }
    }

    /// Returns the record's array elements; the builder is then empty for the next record.
    mutating func finish() -> ClusterList {
        defer {
            json.removeAll(keepingCapacity: json.capacity <= 2 * memoryLimit)
            spilled = nil
            spillFailed = false
        }
        return ClusterList(spilled: spilled, tail: json)
    }
}
