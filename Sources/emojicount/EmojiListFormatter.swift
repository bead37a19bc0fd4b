import GraphemeMetrics

/// `--list`: one tab-separated line per emoji, in input order:
///
/// ```
/// a.txt	0	3	1F44D 1F3FD	modifierSequence	thumbs up: medium skin tone
/// ```
/// source, record (from 0), UTF-16 offset in the record, scalars in hex, kind, and the name from
/// emoji-test.txt, or "-" for a sequence that file does not list (a non-RGI sequence).
struct EmojiListFormatter: RecordFormatter {
    let output: OutputWriter

    func emoji(_ emoji: FoundEmoji, of source: String) {
        output.write { line in
            line.append(contentsOf: source.utf8)
            line.append(UInt8(ascii: "\t"))
            line.append(decimal: emoji.record)
            line.append(UInt8(ascii: "\t"))
            line.append(decimal: emoji.utf16Offset)
            line.append(UInt8(ascii: "\t"))
            line.appendDescription(of: emoji.scalars, emoji.info)
            line.append(UInt8(ascii: "\n"))
        }
    }
}

/// `--top N` and `--unique`: each distinct emoji (by its scalars) with how often it occurs, over
/// all sources, one tab-separated line each after the last source:
///
/// ```
/// 3	1F600	basic	grinning face
/// ```
/// count, scalars in hex, kind and name as in ``EmojiListFormatter``. `--unique` lists every
/// distinct emoji in the order of first appearance; `--top N` the N most frequent, by count
/// descending and, for equal counts, in the order of first appearance.
///
/// Only one entry per distinct emoji is held, whatever the input's size.
final class EmojiFrequencyFormatter: RecordFormatter {
    let output: OutputWriter
    /// The number of lines for `--top`, nil for `--unique`.
    let top: Int?
    private var entries: [(scalars: [UInt8], info: EmojiInfo?, count: Int)] = []
    private var indices: [[UInt8]: Int] = [:]

    init(output: OutputWriter, top: Int?) {
        self.output = output
        self.top = top
    }

    func emoji(_ emoji: FoundEmoji, of source: String) {
        if let index = indices[emoji.scalars] {
            entries[index].count += 1
        } else {
            indices[emoji.scalars] = entries.count
            entries.append((emoji.scalars, emoji.info, 1))
        }
    }

    func runFinished(totals: RecordCounts, sourceCount: Int) {
        var listed = entries[...]
        if let top {
            // Sorting the indices keeps equal counts in first-seen order.
            let order = entries.indices.sorted { (entries[$0].count, $1) > (entries[$1].count, $0) }
            listed = order.prefix(top).map { entries[$0] }[...]
        }
        for entry in listed {
            output.write { line in
                line.append(decimal: entry.count)
                line.append(UInt8(ascii: "\t"))
                line.appendDescription(of: entry.scalars, entry.info)
                line.append(UInt8(ascii: "\n"))
            }
        }
    }
}

extension Array where Element == UInt8 {
    /// Appends `scalars TAB kind TAB name` for an emoji of `--list`, `--top` and `--unique`.
    fileprivate mutating func appendDescription(of scalars: [UInt8], _ info: EmojiInfo?) {
        append(contentsOf: scalars)
        append(UInt8(ascii: "\t"))
        append(contentsOf: kindName(info).utf8)
        append(UInt8(ascii: "\t"))
        append(contentsOf: (info?.name ?? "-").utf8)
    }
}
