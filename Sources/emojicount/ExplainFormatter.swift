import GraphemeMetrics

/// `--explain`: for each record, the grapheme cluster boundary decision before each scalar.
///
/// ```
/// a.txt record 0
///   utf16  break  rule   scalar    property            name
///       0  ÷      GB1    U+0065    Other               LATIN SMALL LETTER E
///       1  ×      GB9    U+0301    Extend              COMBINING ACUTE ACCENT
///       2  ÷      GB2    end of text
/// ```
/// The rule comes from ``GraphemeBreakRule/rules(for:unicode:)`` (with `--unicode`), the property is the scalar's
/// Grapheme_Cluster_Break value and the name the Unicode name (or its first alias, as for
/// control characters; "-" when Swift's tables have neither). At most
/// ``cap`` scalars of each record are explained; a longer record ends with a line saying how
/// many were left out.
struct ExplainFormatter: RecordFormatter {
    /// The number of scalars explained per record.
    static let cap = 10_000

    let output: OutputWriter
    /// `--unicode`: whose rules and properties explain the boundaries.
    let unicode: UnicodeVersion

    func record(_ record: CountedRecord, of source: String) {
        let scalars = record.explained ?? []
        let rules = GraphemeBreakRule.rules(for: scalars.lazy.map(\.scalar), unicode: unicode)
        output.write { text in
            text.append(contentsOf: source.utf8)
            text.append(ascii: " record ")
            text.append(decimal: record.index)
            text.append(ascii: "\n  utf16  break  rule   scalar    property            name\n")
        }
        for (scanned, rule) in zip(scalars, rules) {
            let scalar = scanned.scalar
            let property = GraphemeClusterBreak(scalar, unicode: unicode).rawValue
            let name = scalar.properties.name ?? scalar.properties.nameAlias ?? "-"
            output.write { row in
                row.append(decimal: scanned.utf16Offset, width: 7)
                row.append(ascii: "  ")
                row.append(contentsOf: (rule.isBoundary ? "\u{F7}" : "\u{D7}").utf8)
                row.append(ascii: "      ")
                row.appendPadded(rule.rawValue, width: 7)
                var code: [UInt8] = Array("U+".utf8)
                code.append(hexScalar: scalar.value)
                row.appendPadded(String(decoding: code, as: UTF8.self), width: 10)
                row.appendPadded(property, width: 20)
                row.append(contentsOf: name.utf8)
                row.append(UInt8(ascii: "\n"))
            }
        }
        output.write { row in
            let omitted = record.counts.lengths.scalars - scalars.count
            if omitted > 0 {
                row.append(ascii: "  ... ")
                row.append(decimal: omitted)
                row.append(ascii: " more scalars not explained\n")
            }
            row.append(decimal: record.counts.lengths.utf16, width: 7)
            row.append(contentsOf: "  \u{F7}      GB2    end of text\n".utf8)
        }
    }
}

extension Array where Element == UInt8 {
    /// Appends `text` and spaces up to `width` characters (at least one space).
    fileprivate mutating func appendPadded(_ text: String, width: Int) {
        append(contentsOf: text.utf8)
        append(contentsOf: repeatElement(UInt8(ascii: " "), count: Swift.max(1, width - text.count)))
    }
}
