import GraphemeMetrics

/// `--tally`: each distinct emoji of one record with its count, in the order of first appearance,
/// written after the other `--json` keys as
///
/// ```
/// "tally": {"1F44D 1F3FD": 2, "1F600": 1}
/// ```
///
/// Keys are the scalars as `--list` writes them (upper-case hex, a cluster of more than 32 scalars
/// cut with " ..."). With it, `--merge --top N` and `--merge --unique` give exactly the list one
/// run over the whole input gives. Only the record's own emoji are held.
struct EmojiTally {
    private(set) var entries: [(scalars: [UInt8], count: Int)] = []
    private var indices: [[UInt8]: Int] = [:]

    /// Counts one more occurrence of the emoji with these hex scalars.
    mutating func add(_ scalars: [UInt8], count: Int = 1) {
        if let index = indices[scalars] {
            entries[index].count += count
        } else {
            indices[scalars] = entries.count
            entries.append((scalars, count))
        }
    }

    /// Appends `, "tally": {...}` and empties the tally for the next record.
    mutating func appendJSON(to json: inout [UInt8]) {
        json.append(ascii: ", \"tally\": {")
        for (index, entry) in entries.enumerated() {
            if index > 0 { json.append(ascii: ", ") }
            json.append(UInt8(ascii: "\""))
            json.append(contentsOf: entry.scalars)
            json.append(ascii: "\": ")
            json.append(decimal: entry.count)
        }
        json.append(UInt8(ascii: "}"))
        entries.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
    }
}
