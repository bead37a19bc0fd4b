#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `--json`: one JSON object per record on its own line.
///
/// ```
/// {"source": "a.txt", "record": 0, "graphemes": 7, "scalars": 12, "utf16": 16, "utf8": 27, "illFormed": 0,
///  "emoji": 2, "kinds": {"basic": 0, ..., "unclassified": 0}, "rgi": 2, "width": 8,
///  "maxClusterScalars": 3, "violations": []}
/// ```
/// (on one line). The keys come in a fixed order: `source`, `record`, then ``RecordCounts/columns``,
/// then `clusters` with `--clusters`, then the emoji, width and validation keys. Only complete
/// records reach a formatter, so no line is ever cut short; clusters spilled to disk are copied
/// out in 64 KiB pieces (if reading them back fails, the run stops as on a failed write). With `--tally`, a last key `tally`
/// holds the record's emoji (``EmojiTally``).
final class JSONLinesFormatter: RecordFormatter {
    let output: OutputWriter
    /// With `--tally`, the emoji of the record being read (the emoji come before their record).
    private var tally: EmojiTally?

    init(output: OutputWriter, tallies: Bool = false) {
        self.output = output
        self.tally = tallies ? EmojiTally() : nil
    }

    /// Whether each record gets a `tally` (`--tally`).
    var takesTally: Bool { tally != nil }

    func emoji(_ emoji: FoundEmoji, of source: String) {
        tally?.add(emoji.scalars)
    }

    /// Adds `count` occurrences of an emoji to the next record's tally (for `--merge`).
    func addToTally(_ scalars: [UInt8], count: Int) {
        tally?.add(scalars, count: count)
    }

    func record(_ record: CountedRecord, of source: String) {
        output.write { json in
            json.append(ascii: "{\"source\": ")
            JSONString.append(source, to: &json)
            json.append(ascii: ", \"record\": ")
            json.append(decimal: record.index)
            for column in RecordCounts.columns {
                json.append(contentsOf: column.jsonKeyPrefix)
                json.append(decimal: column.value(record.counts))
            }
        }
        if let clusters = record.clusters {
            output.write { $0.append(ascii: ", \"clusters\": [") }
            if let spilled = clusters.spilled {
                let complete = spilled.forEachChunk { chunk in output.write { $0.append(contentsOf: chunk) } }
                // A line cut short must not pass for a record: stop the run as a failed output does.
                if !complete { output.fail(errorNumber: EIO) }
            }
            output.write {
                $0.append(contentsOf: clusters.tail)
                $0.append(UInt8(ascii: "]"))
            }
        }
        output.write { json in
            let counts = record.counts
            json.append(ascii: ", \"emoji\": ")
            json.append(decimal: counts.emoji)
            json.append(ascii: ", \"kinds\": {")
            for (index, name) in RecordCounts.kindNames.enumerated() {
                if index > 0 { json.append(ascii: ", ") }
                JSONString.append(name, to: &json)
                json.append(ascii: ": ")
                json.append(decimal: counts.kinds[index])
            }
            json.append(ascii: "}, \"rgi\": ")
            json.append(decimal: counts.rgi)
            json.append(ascii: ", \"width\": ")
            json.append(decimal: counts.lengths.width)
            json.append(ascii: ", \"maxClusterScalars\": ")
            json.append(decimal: counts.lengths.maxClusterScalars)
            json.append(ascii: ", \"violations\": [")
            for (index, violation) in record.violations.enumerated() {
                if index > 0 { json.append(ascii: ", ") }
                json.append(ascii: "{\"limit\": ")
                JSONString.append(violation.limit.rawValue, to: &json)
                json.append(ascii: ", \"maximum\": ")
                json.append(decimal: violation.maximum)
                json.append(ascii: ", \"actual\": ")
                json.append(decimal: violation.actual)
                json.append(ascii: ", \"utf16Offset\": ")
                json.append(decimal: violation.utf16Offset)
                json.append(UInt8(ascii: "}"))
            }
            json.append(UInt8(ascii: "]"))
            tally?.appendJSON(to: &json)
            json.append(ascii: "}\n")
        }
    }
}
