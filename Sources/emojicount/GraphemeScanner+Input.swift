import GraphemeMetrics

extension GraphemeScanner {
    /// The offset of `scalar` in the scanned code units.
    static func inputOffset(of scalar: ScannedScalar) -> Int {
        Encoding.self == Unicode.UTF16.self ? scalar.utf16Offset : scalar.utf8Offset
    }

    /// What an ill-formed sequence in this encoding is.
    static var illFormedKind: IllFormedInput.Kind {
        Encoding.self == Unicode.UTF16.self ? .unpairedSurrogate : .utf8Sequence
    }
}
