/// The first ill-formed sequence of a source, which `--strict` rejects (exit status 65).
struct IllFormedInput: Error {
    /// What was wrong, for the message.
    enum Kind {
        /// An ill-formed UTF-8 sequence (a maximal subpart, Unicode §3.9).
        case utf8Sequence
        /// A high surrogate without a low one after it, or a low surrogate without a high one before it.
        case unpairedSurrogate
        /// The last byte of a UTF-16 source with an odd number of bytes.
        case oddTrailingByte
    }

    let kind: Kind
    let encoding: SourceEncoding
    /// The offset of the sequence's first byte from the start of the source, byte order mark included.
    let byteOffset: Int

    /// The message for standard error, without the program name and the source.
    var message: String {
        let what =
            switch kind {
            case .utf8Sequence: "ill-formed UTF-8"
            case .unpairedSurrogate: "ill-formed \(encoding.name) (unpaired surrogate)"
            case .oddTrailingByte: "ill-formed \(encoding.name) (odd trailing byte)"
            }
        return "\(what) at byte offset \(byteOffset)"
    }
}
