/// The encoding a source is read in, once `--encoding` and its byte order mark have decided it.
enum SourceEncoding: Equatable {
    case utf8
    case utf16LittleEndian
    case utf16BigEndian

    /// The name used in messages.
    var name: String {
        switch self {
        case .utf8: "UTF-8"
        case .utf16LittleEndian: "UTF-16LE"
        case .utf16BigEndian: "UTF-16BE"
        }
    }

    /// The bytes of U+FEFF in this encoding.
    var byteOrderMark: [UInt8] {
        switch self {
        case .utf8: [0xEF, 0xBB, 0xBF]
        case .utf16LittleEndian: [0xFF, 0xFE]
        case .utf16BigEndian: [0xFE, 0xFF]
        }
    }

    /// Decides the encoding of a source from the `--encoding` choice and the source's first bytes
    /// (at least 3 of them, unless the source is shorter), and how many leading bytes are a byte
    /// order mark that is not counted.
    ///
    /// With `auto` the mark selects the encoding. With a fixed encoding only a mark in that
    /// encoding is skipped; any other leading bytes are text.
    static func detect(
        _ choice: InputEncoding, prefix: UnsafeBufferPointer<UInt8>
    ) -> (encoding: SourceEncoding, byteOrderMarkLength: Int) {
        let candidates: [SourceEncoding] =
            switch choice {
            case .auto: [.utf8, .utf16LittleEndian, .utf16BigEndian]
            case .utf8: [.utf8]
            case .utf16le: [.utf16LittleEndian]
            case .utf16be: [.utf16BigEndian]
            }
        for encoding in candidates where prefix.starts(with: encoding.byteOrderMark) {
            return (encoding, encoding.byteOrderMark.count)
        }
        return (candidates[0], 0)
    }
}
