#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One of the pieces that a large regular file is cut into, so that several workers count it at
/// once with the totals of one sequential pass.
///
/// A line feed is always a grapheme cluster boundary (UAX #29 GB4 breaks after it, GB5 before
/// it), it ends a line record, and its code unit is never part of another scalar's encoding: in
/// UTF-8 the byte 0x0A is only U+000A, and a UTF-16 unit 0x000A at a unit boundary (an even byte
/// offset) is only U+000A. Right after one, a fresh scanner sees what the scanner over the whole
/// file sees, and an ill-formed sequence before it has already ended. So the file is cut there:
///
/// ```
/// nominal:   |0 ........... |S ........... |2S ........... |3S ......... EOF
/// actual:    |mark ..... LF|  .......  LF|  ................ (no LF) ..... |
///             segment 0      segment 1      segment 2 (to EOF)  segment 3 empty
/// ```
///
/// Segment `i` runs from ``cut(before:)`` its nominal start to the same cut of the next
/// segment's nominal start: from just after the first LF unit that starts at or after
/// `nominalStart - unitSize`. Every worker finds its own cuts, so the segments tile the file
/// without coordination; a segment whose nominal range holds no such LF is empty (a line longer
/// than a segment is counted whole by the segment where it starts).
struct FileSegment: Sendable {
    /// The file, shared by the segments of one source.
    let file: SegmentedFile
    /// The segment's position among the file's segments, from 0.
    let index: Int
    /// The number of segments of the file.
    let count: Int
    /// Where the segment would start without cutting at an LF, in bytes from the start of the file.
    let nominalStart: Int
    /// The nominal start of the next segment (the file's size for the last segment).
    let nominalEnd: Int

    var isFirst: Bool { index == 0 }
    var isLast: Bool { index == count - 1 }

    /// The segments of the file at `path` for `jobs` workers, each about `segmentSize` bytes;
    /// nil when the file should be read by one worker (not a regular file, smaller than two
    /// segments, or not readable: the sequential reader then reports the failure).
    static func plan(path: String, choice: InputEncoding, segmentSize: Int) -> [FileSegment]? {
        guard path != "-", let file = SegmentedFile(path: path, choice: choice),
            file.size >= 2 * segmentSize, file.size - file.layout.byteOrderMarkLength >= 2
        else { return nil }
        // Nominal starts on unit boundaries, which are even byte offsets in UTF-16.
        let step = segmentSize + segmentSize % file.unitSize
        let count = (file.size + step - 1) / step
        return (0..<count).map { index in
            FileSegment(
                file: file, index: index, count: count, nominalStart: index * step,
                nominalEnd: index == count - 1 ? file.size : (index + 1) * step)
        }
    }
}

/// A regular file that is counted in segments: its size and encoding, decided once when it is
/// planned. Each segment opens the file itself (``InputFile``), so that a run over many large
/// files keeps only the files being counted open.
struct SegmentedFile: Sendable {
    let path: String
    /// The file's size when it was planned.
    let size: Int
    /// The file's encoding and byte order mark, decided from its first bytes.
    let layout: SourceLayout

    /// The bytes per code unit: 1 for UTF-8, 2 for UTF-16.
    var unitSize: Int { layout.encoding == .utf8 ? 1 : 2 }

    /// The LF unit's bytes in the file's encoding.
    var lineFeed: (UInt8, UInt8) {
        switch layout.encoding {
        case .utf8: (0x0A, 0)
        case .utf16LittleEndian: (0x0A, 0x00)
        case .utf16BigEndian: (0x00, 0x0A)
        }
    }

    /// Reads the size and first bytes of `path` when it is a regular file, else returns nil.
    init?(path: String, choice: InputEncoding) {
        let opened = open(path, O_RDONLY)
        guard opened >= 0 else { return nil }
        defer { close(opened) }
        var info = stat()
        guard fstat(opened, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        var prefix: [UInt8] = [0, 0, 0]
        let read = prefix.withUnsafeMutableBytes { pread(opened, $0.baseAddress!, 3, 0) }
        guard read >= 0 else { return nil }
        let (encoding, markLength) = prefix.withUnsafeBufferPointer {
            SourceEncoding.detect(choice, prefix: UnsafeBufferPointer(rebasing: $0[..<read]))
        }
        self.path = path
        size = Int(info.st_size)
        layout = SourceLayout(encoding: encoding, byteOrderMarkLength: markLength)
    }

    /// The index just after the first LF unit of `bytes` that starts at or after index `from`,
    /// or nil. `bytes` starts at a unit boundary and `from` is one, so that only whole units
    /// are compared: in UTF-16, "0A 00" at an odd offset is the end of one unit and the start of the next.
    func indexAfterLineFeed(in bytes: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        let (first, second) = lineFeed
        if unitSize == 1 {
            var index = from
            while index < bytes.count {
                if bytes[index] == first { return index + 1 }
                index += 1
            }
            return nil
        }
        var index = from
        while index + 1 < bytes.count {
            if bytes[index] == first && bytes[index + 1] == second { return index + 2 }
            index += 2
        }
        return nil
    }
}
