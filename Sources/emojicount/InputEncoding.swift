import ArgumentParser

/// The `--encoding` choice: a fixed encoding, or detection from a byte order mark.
enum InputEncoding: String, CaseIterable, ExpressibleByArgument {
    case utf8
    case utf16le
    case utf16be
    /// EF BB BF, FF FE or FE FF at the start selects UTF-8, UTF-16LE or UTF-16BE; anything else is UTF-8.
    case auto
}
