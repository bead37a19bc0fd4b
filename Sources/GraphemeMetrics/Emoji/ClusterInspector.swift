/// One grapheme cluster with its emoji classification and display width, as
/// ``ClusterInspector`` reports it.
///
/// ```swift
/// // "\u{1F44D}\u{1F3FD}": THUMBS UP SIGN + medium skin tone, at the start of a text
/// cluster.utf16Range           // 0..<4
/// cluster.scalarCount          // 2
/// cluster.width                // 2
/// cluster.emoji?.kind          // .modifierSequence
/// cluster.isCountedAsEmoji     // true under every policy
/// ```
public struct InspectedCluster: Hashable, Sendable {
    /// The cluster's range in UTF-16 code units from the start of the text.
    public var utf16Range: Range<Int>
    /// The cluster's range in UTF-8 bytes from the start of the text.
    public var utf8Range: Range<Int>
    /// The number of scalars in the cluster (each repaired ill-formed part counts as one U+FFFD).
    public var scalarCount: Int
    /// Terminal columns (see ``DisplayWidth``).
    public var width: Int
    /// The emoji classification of the cluster, whatever the policy, or `nil` when it is no
    /// well-formed emoji sequence (the answer of ``Emoji``'s `classify`).
    public var emoji: EmojiInfo?
    /// Whether the inspector's ``EmojiPolicy`` counts the cluster as an emoji.
    public var isCountedAsEmoji: Bool

    /// Creates a cluster description.
    public init(
        utf16Range: Range<Int>, utf8Range: Range<Int>, scalarCount: Int, width: Int, emoji: EmojiInfo?,
        isCountedAsEmoji: Bool
    ) {
        self.utf16Range = utf16Range
        self.utf8Range = utf8Range
        self.scalarCount = scalarCount
        self.width = width
        self.emoji = emoji
        self.isCountedAsEmoji = isCountedAsEmoji
    }
}

/// Describes each grapheme cluster of a text from the scalars a grapheme scanner reports: its
/// ranges, size, display width and emoji classification under a policy.
///
/// Feed it every ``ScannedScalar`` of ``UTF8GraphemeScanner`` or ``UTF16GraphemeScanner`` in
/// order; a cluster is complete when the next one starts, or at ``finish(utf16End:utf8End:)``.
/// This lets a program that already scans a text (to count it, or to cut it into records) add
/// emoji and width figures without a second pass.
///
/// ```swift
/// var scanner = UTF8GraphemeScanner()
/// var inspector = ClusterInspector()
/// var clusters: [InspectedCluster] = []
/// let bytes = Array("a\u{1F1FA}\u{1F1E6}".utf8)   // a, flag of Ukraine
/// bytes.withUnsafeBufferPointer { buffer in
///     scanner.scan(buffer) { if let cluster = inspector.take($0) { clusters.append(cluster) } }
/// }
/// scanner.finish { if let cluster = inspector.take($0) { clusters.append(cluster) } }
/// if let last = inspector.finish(utf16End: scanner.utf16Count, utf8End: scanner.utf8Count) {
///     clusters.append(last)
/// }
/// clusters.map(\.emoji?.kind)        // [nil, .flag]
/// inspector.emojiCounts.total        // 1
/// ```
///
/// The counts and matches agree with ``UTF8EmojiCounter`` and the widths with
/// ``DisplayWidth/forEachCluster(_:options:unicode:_:)``.
///
/// - Complexity: O(1) per scalar and O(1) memory, whatever the cluster's size.
public struct ClusterInspector: Sendable {
    /// The policy that decides ``InspectedCluster/isCountedAsEmoji``.
    public let policy: EmojiPolicy
    /// The emoji counted so far under ``policy``, over the clusters reported.
    public private(set) var emojiCounts = EmojiCounts()
    private var accumulator: ClusterAccumulator
    private var classifier: EmojiClusterClassifier

    /// Creates an inspector at the start of a text that classifies emoji and measures width by
    /// the data of a Unicode version (18.0 by default).
    ///
    /// ```swift
    /// var inspector = ClusterInspector(policy: .fullyQualifiedRGI, unicode: .v15_1)
    /// ```
    ///
    /// Feed it the scalars of a scanner of the same version (``GraphemeScanner/init(unicode:)``).
    public init(
        policy: EmojiPolicy = .default, widthOptions: DisplayWidth.Options = .standard,
        unicode version: UnicodeVersion = .default
    ) {
        self.policy = policy
        accumulator = ClusterAccumulator(options: widthOptions, unicode: version)
        classifier = EmojiClusterClassifier(EmojiTables.tables(for: version))
    }

    /// Takes the next scanned scalar; returns the previous cluster when this scalar starts a new one.
    public mutating func take(_ scalar: ScannedScalar) -> InspectedCluster? {
        var finished: InspectedCluster?
        if let cluster = accumulator.add(scalar) { finished = describe(cluster) }
        classifier.consume(scalar.scalar.value)
        return finished
    }

    /// Ends the text at the given end offsets (the scanner's `utf16Count` and `utf8Count`) and
    /// returns its last cluster, or `nil` for an empty text. The inspector can then take another
    /// text; ``emojiCounts`` goes on summing.
    public mutating func finish(utf16End: Int, utf8End: Int) -> InspectedCluster? {
        guard let cluster = accumulator.finish(utf16End: utf16End, utf8End: utf8End) else { return nil }
        return describe(cluster)
    }

    private mutating func describe(_ cluster: ClusterSummary) -> InspectedCluster {
        let info = classifier.classification()
        let startsLikeEmoji = classifier.startsLikeEmoji
        classifier.reset()
        let before = emojiCounts.total
        emojiCounts.add(info, startsLikeEmoji: startsLikeEmoji, policy: policy)
        return InspectedCluster(
            utf16Range: cluster.utf16Start..<cluster.utf16End, utf8Range: cluster.utf8Start..<cluster.utf8End,
            scalarCount: cluster.scalarCount, width: cluster.width, emoji: info,
            isCountedAsEmoji: emojiCounts.total != before)
    }
}
