/// Where a source's code units sit in its bytes: after the byte order mark, one or two bytes each.
struct SourceLayout {
    let encoding: SourceEncoding
    /// The length of the byte order mark that was skipped (0 when there was none).
    let byteOrderMarkLength: Int

    /// The byte offset, from the start of the source, of the code unit at `unitOffset` after the mark.
    func byteOffset(ofUnit unitOffset: Int) -> Int {
        byteOrderMarkLength + unitOffset * (encoding == .utf8 ? 1 : 2)
    }
}
