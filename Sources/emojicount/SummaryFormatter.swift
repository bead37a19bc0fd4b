/// The default output: a table with a heading, one row per source and a `total` row when more
/// than one source is given. In line mode each record gets a row `SOURCE:LINE` (from 1) before
/// its source's row, which then sums the lines.
///
/// ```
///  graphemes    scalars      utf16       utf8 ill-formed      emoji  source
///          7         12         16         27          0          2  a.txt
///          3          3          3          3          0          0  b.txt
///         10         15         19         30          0          2  total
/// ```
/// Counts are right-aligned in columns of at least ``columnWidth`` characters; the source comes
/// last, so that any name fits.
final class SummaryFormatter: RecordFormatter {
    static let columnWidth = 10

    let output: OutputWriter
    let mode: RecordMode
    private var wroteHeading = false

    init(output: OutputWriter, mode: RecordMode) {
        self.output = output
        self.mode = mode
    }

    func record(_ record: CountedRecord, of source: String) {
        if mode == .line {
            writeRow(record.counts, label: source, line: record.index + 1)
        }
    }

    func sourceFinished(_ source: String, totals: RecordCounts) {
        writeRow(totals, label: source)
    }

    func runFinished(totals: RecordCounts, sourceCount: Int) {
        if sourceCount > 1 {
            writeRow(totals, label: "total")
        }
    }

    private func writeRow(_ counts: RecordCounts, label: String, line: Int? = nil) {
        if !wroteHeading {
            wroteHeading = true
            writeHeading()
        }
        output.write { row in
            for (index, column) in RecordCounts.tableColumns.enumerated() {
                if index > 0 { row.append(UInt8(ascii: " ")) }
                row.append(decimal: column.value(counts), width: Self.columnWidth)
            }
            row.append(ascii: "  ")
            row.append(contentsOf: label.utf8)
            if let line {
                row.append(UInt8(ascii: ":"))
                row.append(decimal: line)
            }
            row.append(UInt8(ascii: "\n"))
        }
    }

    private func writeHeading() {
        let cells = RecordCounts.tableColumns.map {
            String(repeating: " ", count: max(0, Self.columnWidth - $0.heading.count)) + $0.heading
        }
        output.write(cells.joined(separator: " ") + "  source\n")
    }
}
