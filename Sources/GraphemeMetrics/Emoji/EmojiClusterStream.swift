/// Turns the scalars a grapheme scanner reports into classified clusters: the shared core of
/// ``EmojiCounter``.
struct EmojiClusterStream {
    let policy: EmojiPolicy
    private(set) var counts = EmojiCounts()
    private var classifier: EmojiClusterClassifier
    private var utf16Start = 0
    private var utf8Start = 0

    init(policy: EmojiPolicy, tables: EmojiTables) {
        self.policy = policy
        classifier = EmojiClusterClassifier(tables)
    }

    /// Takes one scanned scalar; when it starts a cluster, the previous cluster is complete
    /// and `body` receives it if the policy counts it.
    @inline(__always)
    mutating func take<Failure: Error>(_ scanned: ScannedScalar, _ body: (EmojiMatch) throws(Failure) -> Void) throws(Failure) {
        if scanned.startsCluster {
            try close(utf16End: scanned.utf16Offset, utf8End: scanned.utf8Offset, body)
            utf16Start = scanned.utf16Offset
            utf8Start = scanned.utf8Offset
        }
        classifier.consume(scanned.scalar.value)
    }

    /// Takes one scalar when only the counts matter (no ``EmojiMatch`` is made, so no offsets).
    @inline(__always)
    mutating func count(_ value: UInt32, startsCluster: Bool) {
        if startsCluster { finishCounting() }
        classifier.consume(value)
    }

    /// Counts the cluster in progress, if any: it ended.
    mutating func finishCounting() {
        close(utf16End: utf16Start, utf8End: utf8Start) { _ in }
    }

    /// Completes the cluster in progress at the end of the text.
    mutating func close<Failure: Error>(
        utf16End: Int, utf8End: Int, _ body: (EmojiMatch) throws(Failure) -> Void
    ) throws(Failure) {
        guard classifier.scalarCount > 0 else { return }
        let info = classifier.classification()
        let startsLikeEmoji = classifier.startsLikeEmoji
        classifier.reset()
        let before = counts.total
        counts.add(info, startsLikeEmoji: startsLikeEmoji, policy: policy)
        if counts.total != before {
            try body(EmojiMatch(utf16Range: utf16Start..<utf16End, utf8Range: utf8Start..<utf8End, info: info))
        }
    }
}
