import GraphemeMetrics

/// `--list`: one tab-separated line per emoji, in input order:
///
/// ```
/// a.txt	0	3	👍🏽	1F44D 1F3FD	modifierSequence	thumbs up: medium skin tone
/// ```
/// source, record (from 0), UTF-16 offset in the record, the emoji itself, its scalars in hex (for
/// terminals that cannot draw it), kind, and the name from emoji-test.txt, or "-" for a sequence
/// that file does not list (a non-RGI sequence).
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
/// 3	😀	1F600	basic	grinning face
/// ```
/// count, the emoji, scalars in hex, kind and name as in ``EmojiListFormatter``. `--unique` lists every
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
        add(emoji.scalars, info: emoji.info, count: 1)
    }

    /// Counts `count` occurrences of the emoji with these hex scalars (`--merge` adds a tally's).
    func add(_ scalars: [UInt8], info: @autoclosure () -> EmojiInfo?, count: Int) {
        if let index = indices[scalars] {
            entries[index].count += count
        } else {
            indices[scalars] = entries.count
            entries.append((scalars, info(), count))
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
    /// Appends `emoji TAB scalars TAB kind TAB name` for an emoji of `--list`, `--top` and `--unique`.
    fileprivate mutating func appendDescription(of scalars: [UInt8], _ info: EmojiInfo?) {
        appendScalars(hex: scalars)
        append(UInt8(ascii: "\t"))
        append(contentsOf: scalars)
        append(UInt8(ascii: "\t"))
        append(contentsOf: kindName(info).utf8)
        append(UInt8(ascii: "\t"))
        append(contentsOf: (info?.name ?? "-").utf8)
    }
}

extension Array where Element == UInt8 {
    /// Appends in UTF-8 the scalars written in `hex` as "1F44D 1F3FD" (a trailing "..." of a cut
    /// cluster is left out): the emoji itself, beside its hex scalars.
    fileprivate mutating func appendScalars(hex: [UInt8]) {
        var value: UInt32 = 0
        var digits = 0
        for byte in hex + [UInt8(ascii: " ")] {
            let digit: UInt32? =
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
                case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
                default: nil
                }
            if let digit, digits < 6 {
                value = value << 4 | digit
                digits += 1
                continue
            }
            if digits > 0, let scalar = Unicode.Scalar(value) {
                append(contentsOf: String(Character(scalar)).utf8)
            }
            value = 0
            digits = 0
        }
    }
}
