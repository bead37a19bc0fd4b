import GraphemeMetrics

/// `--merge`: the reduce step over JSON Lines that `emojicount --json` wrote for parts of an input.
///
/// The records are taken in the order given (FILEs in argument order, lines in order) and handed
/// to the run's formatter as if they had been counted in one run, so the table, `--json`, `--top`
/// and `--unique` print exactly what one run over the whole input prints, as long as each part
/// ends at a record boundary and the parts come in input order:
///
/// - A source's records are numbered again from 0 across the parts (each part's `record` starts
///   at 0 again when a stream was split into parts), so `--records line` rows and the `record` keys
///   of `--json` are those of the whole input.
/// - A source's records must be contiguous: a source that comes back after another one is
///   an error (exit 65).
/// - `--top` and `--unique` need the per-record `tally` that `--json --tally` writes.
/// - A `--records line` part of an empty file has no records, so the table has no row for it.
struct JSONLinesMerger {
    /// A line that is not a record of `emojicount --json` (exit 65), with where it is.
    struct MalformedRecord: Error {
        let message: String
    }

    /// The run's formatter; `json` and `frequency` are the same formatter when it takes a tally.
    let formatter: any RecordFormatter
    let json: JSONLinesFormatter?
    let frequency: EmojiFrequencyFormatter?
    /// Called for each record with violations (`--json` has them in its output).
    let violated: (CountedRecord, String) -> Void

    private(set) var totals = RecordCounts()
    private(set) var sourceCount = 0
    private var currentSource: String?
    private var sourceTotals = RecordCounts()
    private var nextRecord = 0
    private var finishedSources: Set<String> = []

    /// `--unicode`: whose emoji data classifies the tallied emoji (that of the runs merged).
    let unicode: UnicodeVersion

    init(
        formatter: any RecordFormatter, json: JSONLinesFormatter?, frequency: EmojiFrequencyFormatter?,
        unicode: UnicodeVersion, violated: @escaping (CountedRecord, String) -> Void
    ) {
        self.unicode = unicode
        self.formatter = formatter
        self.json = json
        self.frequency = frequency
        self.violated = violated
    }

    /// Reads the JSON Lines of `path` ("-": standard input) and passes on their records.
    mutating func read(_ path: String) throws {
        let file = try InputFile(path: path)
        var buffer = [UInt8](repeating: 0, count: InputFile.chunkSize)
        var pending: [UInt8] = []
        var lineNumber = 0
        while true {
            let count = try buffer.withUnsafeMutableBufferPointer { try file.fill($0) }
            if count == 0 { break }
            var start = 0
            for index in 0..<count where buffer[index] == UInt8(ascii: "\n") {
                lineNumber += 1
                if pending.isEmpty {
                    try take(buffer[start..<index], at: path, line: lineNumber)
                } else {
                    pending.append(contentsOf: buffer[start..<index])
                    try take(pending[...], at: path, line: lineNumber)
                    pending.removeAll(keepingCapacity: true)
                }
                start = index + 1
            }
            pending.append(contentsOf: buffer[start..<count])
        }
        if !pending.isEmpty { try take(pending[...], at: path, line: lineNumber + 1) }
    }

    /// Ends the last source and the run.
    mutating func finish() {
        if let currentSource { formatter.sourceFinished(currentSource, totals: sourceTotals) }
        formatter.runFinished(totals: totals, sourceCount: sourceCount)
    }

    private mutating func take(_ line: ArraySlice<UInt8>, at path: String, line number: Int) throws(MalformedRecord) {
        if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { return }
        let place = "\(path == "-" ? "standard input" : path):\(number)"
        let record: JSONValue
        do {
            record = try JSONValue.parse(line)
        } catch {
            throw MalformedRecord(message: "\(place): not JSON: \(error.message)")
        }
        func integer(_ key: String, in object: JSONValue = record) throws(MalformedRecord) -> Int {
            guard case .integer(let value)? = object[key], value >= 0 else {
                throw MalformedRecord(message: "\(place): no count \"\(key)\": not a record of emojicount --json")
            }
            return value
        }
        guard case .string(let source)? = record["source"] else {
            throw MalformedRecord(message: "\(place): no \"source\": not a record of emojicount --json")
        }
        var counts = RecordCounts()
        counts.lengths = TextLengths(
            graphemes: try integer("graphemes"), scalars: try integer("scalars"), utf16: try integer("utf16"),
            utf8: try integer("utf8"), width: try integer("width"), maxClusterScalars: try integer("maxClusterScalars"),
            illFormedCount: try integer("illFormed"))
        counts.emoji = try integer("emoji")
        counts.rgi = try integer("rgi")
        guard let kinds = record["kinds"] else {
            throw MalformedRecord(message: "\(place): no \"kinds\": not a record of emojicount --json")
        }
        for (index, name) in RecordCounts.kindNames.enumerated() {
            counts.kinds[index] = try integer(name, in: kinds)
        }
        guard case .array(let violationValues)? = record["violations"] else {
            throw MalformedRecord(message: "\(place): no \"violations\": not a record of emojicount --json")
        }
        var violations: [LimitViolation] = []
        for value in violationValues {
            guard case .string(let name)? = value["limit"], let limit = LimitKind(rawValue: name) else {
                throw MalformedRecord(message: "\(place): a violation without a known \"limit\"")
            }
            violations.append(
                LimitViolation(
                    limit: limit, maximum: try integer("maximum", in: value), actual: try integer("actual", in: value),
                    utf16Offset: try integer("utf16Offset", in: value)))
        }
        var clusters: ClusterList?
        if case .array(let elements)? = record["clusters"] {
            var json: [UInt8] = []
            for (index, element) in elements.enumerated() {
                if index > 0 { json.append(ascii: ", ") }
                element.append(to: &json)
            }
            clusters = ClusterList(spilled: nil, tail: json)
        }
        var tally: [(key: String, value: JSONValue)]?
        if case .object(let members)? = record["tally"] { tally = members }

        if source != currentSource {
            if let currentSource {
                formatter.sourceFinished(currentSource, totals: sourceTotals)
                finishedSources.insert(currentSource)
            }
            if finishedSources.contains(source) {
                throw MalformedRecord(
                    message: "\(place): the records of \"\(source)\" are not together: give the parts in input order")
            }
            currentSource = source
            sourceTotals = RecordCounts()
            sourceCount += 1
            nextRecord = 0
        }
        if frequency != nil || json?.takesTally == true {
            guard let tally else {
                throw MalformedRecord(message: "\(place): no \"tally\": write the parts with --json --tally")
            }
            for (key, value) in tally {
                guard case .integer(let count) = value, count > 0 else {
                    throw MalformedRecord(message: "\(place): a tally count that is not a positive integer")
                }
                let scalars = Array(key.utf8)
                frequency?.add(scalars, info: Self.classify(key, unicode: unicode), count: count)
                json?.addToTally(scalars, count: count)
            }
        }
        let counted = CountedRecord(
            index: nextRecord, counts: counts, violations: violations, clusters: clusters, explained: nil)
        nextRecord += 1
        formatter.record(counted, of: source)
        if !violations.isEmpty { violated(counted, source) }
        sourceTotals += counts
        totals += counts
    }

    /// The classification of an emoji from its hex scalars as `--list` writes them ("1F44D 1F3FD";
    /// a cluster cut at 32 scalars, " ..." at the end, is classified by those 32).
    static func classify(_ hexScalars: String, unicode: UnicodeVersion) -> EmojiInfo? {
        let scalars = hexScalars.split(separator: " ").compactMap { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) }
        return scalars.isEmpty ? nil : Emoji.classify(scalars, unicode: unicode)
    }
}
