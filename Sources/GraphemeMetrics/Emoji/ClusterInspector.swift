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
/// Given ``LengthLimit``s, it also validates each text against them in the same pass, from the
/// same cluster summaries (see ``validations``): what a ``LengthValidator`` would give, without
/// measuring every cluster a second time.
///
/// - Complexity: O(1) per scalar and per limit, and O(1) memory, whatever the cluster's size.
public struct ClusterInspector: Sendable {
    /// The policy that decides ``InspectedCluster/isCountedAsEmoji``.
    public let policy: EmojiPolicy
    /// The limits each text is validated against, in the order of ``validations``.
    public let limits: [LengthLimit]
    /// The emoji counted so far under ``policy``, over the clusters reported.
    public private(set) var emojiCounts = EmojiCounts()
    /// The verdicts on the last text that ``finish(utf16End:utf8End:)`` ended, one per limit in
    /// the order of ``limits``; empty before the first text ends, and always without limits.
    ///
    /// ```swift
    /// let limits = [LengthLimit(maximum: 3, in: .graphemes), LengthLimit(maximum: 6, in: .width)]
    /// var inspector = ClusterInspector(limits: limits)
    /// var scanner = UTF8GraphemeScanner()
    /// let bytes = Array("ab\u{1F1FA}\u{1F1E6}cd".utf8)   // a, b, flag of Ukraine, c, d
    /// bytes.withUnsafeBufferPointer { buffer in scanner.scan(buffer) { _ = inspector.take($0) } }
    /// scanner.finish { _ = inspector.take($0) }
    /// _ = inspector.finish(utf16End: scanner.utf16Count, utf8End: scanner.utf8Count)
    /// inspector.validations[0].violation   // LengthViolation(kind: .tooLong, utf16Offset: 6, amount: 2): "c" does not fit
    /// inspector.validations[1].count       // 6: valid, 6 columns
    /// inspector.emojiCounts.total          // 1
    /// ```
    ///
    /// Each result is what ``LengthValidator`` gives for the text: the limit's `validate(utf8:)`
    /// with ``LengthLimit/measuresWholeText`` (exact counts), without the
    /// ``LengthLimit/rawSizeCap``. The results stay until the next text ends.
    public private(set) var validations: [LengthValidation] = []
    private var accumulator: ClusterAccumulator
    private var classifier: EmojiClusterClassifier
    private var checks: LimitChecks

    /// Creates an inspector at the start of a text that classifies emoji and measures width by
    /// the data of a Unicode version (18.0 by default), and validates each text against `limits`
    /// (none by default; see ``validations``).
    ///
    /// ```swift
    /// var inspector = ClusterInspector(policy: .fullyQualifiedRGI, unicode: .v15_1)
    /// var checked = ClusterInspector(limits: [LengthLimit(maximum: 280, in: .graphemes)])
    /// ```
    ///
    /// Feed it the scalars of a scanner of the same version (``GraphemeScanner/init(unicode:)``).
    ///
    /// - Precondition: every limit has the inspector's Unicode version and width options
    ///   (``LengthLimit/unicodeVersion`` == `version`, ``LengthLimit/widthOptions`` ==
    ///   `widthOptions`), since one measure of each cluster serves them all.
    /// - Complexity: O(number of limits).
    public init(
        policy: EmojiPolicy = .default, widthOptions: DisplayWidth.Options = .standard,
        unicode version: UnicodeVersion = .default, limits: [LengthLimit] = []
    ) {
        precondition(
            limits.allSatisfy { $0.unicodeVersion == version && $0.widthOptions == widthOptions },
            "ClusterInspector: every limit must measure by the inspector's Unicode version and width options")
        self.policy = policy
        self.limits = limits
        accumulator = ClusterAccumulator(options: widthOptions, unicode: version)
        classifier = EmojiClusterClassifier(EmojiTables.tables(for: version))
        checks = LimitChecks(limits: limits)
    }

    /// Takes the next scanned scalar; returns the previous cluster when this scalar starts a new one.
    ///
    /// - Complexity: O(number of limits).
    public mutating func take(_ scalar: ScannedScalar) -> InspectedCluster? {
        var finished: InspectedCluster?
        if let cluster = accumulator.add(scalar) {
            checks.check(cluster)
            finished = describe(cluster)
        }
        checks.check(scalar, takenBy: accumulator)
        classifier.consume(scalar.scalar.value)
        return finished
    }

    /// Ends the text at the given end offsets (the scanner's `utf16Count` and `utf8Count`) and
    /// returns its last cluster, or `nil` for an empty text; ``validations`` then holds the
    /// text's verdicts. The inspector can then take another text, whose validation starts
    /// afresh; ``emojiCounts`` goes on summing.
    ///
    /// - Complexity: O(number of limits).
    public mutating func finish(utf16End: Int, utf8End: Int) -> InspectedCluster? {
        let cluster = accumulator.finish(utf16End: utf16End, utf8End: utf8End)
        if !limits.isEmpty { validations = checks.finish(end: (utf16End, utf8End), last: cluster) }
        guard let cluster else { return nil }
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
