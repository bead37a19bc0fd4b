/// `--json`: one JSON object per record on its own line.
///
/// ```
/// {"source": "a.txt", "record": 0, "graphemes": 7, "scalars": 12, "utf16": 16, "utf8": 27, "illFormed": 0}
/// ```
/// The keys come in a fixed order: `source`, `record`, then ``RecordCounts/columns``, then
/// `clusters` with `--clusters`. Only complete records reach a formatter, so no line is ever cut short.
struct JSONLinesFormatter: RecordFormatter {
    let output: OutputWriter

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
            if let clusters = record.clusters {
                json.append(ascii: ", \"clusters\": [")
                json.append(contentsOf: clusters)
                json.append(UInt8(ascii: "]"))
            }
            json.append(ascii: "}\n")
        }
    }

    func sourceFinished(_ source: String, totals: RecordCounts) {}

    func runFinished(totals: RecordCounts, sourceCount: Int) {}
}
