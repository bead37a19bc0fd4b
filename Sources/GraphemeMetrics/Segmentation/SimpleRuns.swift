/// Skips the per-cluster machinery over runs of text where every scalar is a cluster of its own
/// with a known contribution to a measure (0 emoji, 1 column, ...).
///
/// A scalar is *simple* for a measure when its class is in
/// ``GraphemeRunTables/alwaysBreakingClasses`` (Other, LF, Control, LV, LVT, InCB=Consonant, ...)
/// and the measure of the one-scalar cluster it forms is fixed: Latin, CJK, Hangul syllables,
/// most punctuation. Between two such scalars a boundary always falls, and the state after
/// either is the same from every state, so in a run of them every scalar but the first and the
/// last is a whole cluster; the first may end the cluster before it (after a Prepend) and the
/// last may begin the next one (before a combining mark). Everything else goes to the full
/// scanner in *stretches* that begin and end at those boundaries, each with a fresh scanner,
/// which sees exactly what one scanner over the whole text would (the state after a simple
/// scalar is the state at the start of a text that begins with it).
///
/// Only whole-text measures use it; the incremental scanners keep the one-scanner path.
struct SimpleRunTable: @unchecked Sendable {
    /// For each BMP code point: its contribution plus one when simple, else 0. Surrogates are
    /// never simple. 64 KiB, allocated once and never freed, like ``GraphemeTables``.
    private let values: UnsafePointer<UInt8>

    /// Runs shorter than this (in whole clusters) are left to the scanner: leaving it and
    /// starting a fresh one costs more than it saves.
    static let minimumRun = 8

    /// Builds the table from a version's grapheme tables and the contribution of each
    /// one-scalar cluster, or nil for a scalar that is not simple for the measure.
    init(_ tables: GraphemeTables, _ contribution: (Unicode.Scalar) -> UInt8?) {
        let runs = tables.runs
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 0x10000)
        for unit in 0..<0x10000 {
            var value: UInt8 = 0
            if runs.alwaysBreaks(unit: UInt16(unit)), let scalar = Unicode.Scalar(UInt32(unit)),
                let amount = contribution(scalar), amount < UInt8.max
            {
                value = amount + 1
            }
            (table + unit).initialize(to: value)
        }
        values = UnsafePointer(table)
    }

    /// What the runs of simple scalars add up to, besides what `stretch` measures.
    struct Skipped {
        /// The scalars in the runs: each is one cluster (and one UTF-16 unit).
        var scalars = 0
        /// The UTF-8 bytes of those scalars.
        var utf8 = 0
        /// The sum of their contributions.
        var sum = 0
    }

    /// Splits UTF-16 text into stretches for `stretch` and runs of simple scalars.
    ///
    /// `stretch` gets each part of the text that is not in a long run, in order, with its
    /// UTF-16 offset; each begins at a cluster boundary after a simple scalar (or the start of the
    /// text) and ends at one (or the end). Together with the returned runs they cover the text.
    ///
    /// - Complexity: O(n) in UTF-16 code units.
    @inline(__always)
    func split(
        utf16 units: UnsafeBufferPointer<UInt16>, _ stretch: (UnsafeBufferPointer<UInt16>, Int) -> Void
    ) -> Skipped {
        var skipped = Skipped()
        guard let base = units.baseAddress else { return skipped }
        let end = units.count
        var stretchStart = 0
        var index = 0
        while index < end {
            let first = values[Int(base[index])]
            guard first != 0 else {
                index &+= 1
                continue
            }
            // A run of simple units [runStart, index).
            let runStart = index
            var sum = 0
            var utf8 = 0
            var value = first
            repeat {
                sum &+= Int(value) &- 1
                utf8 &+= Unicode.UTF16.utf8Length(ofBMPUnit: base[index])
                index &+= 1
                guard index < end else { break }
                value = values[Int(base[index])]
            } while value != 0
            // Whole clusters: all but the first unit, and but the last unless the text ends there.
            let wholeStart = runStart &+ 1
            var wholeEnd = index
            sum &-= Int(first) &- 1
            utf8 &-= Unicode.UTF16.utf8Length(ofBMPUnit: base[runStart])
            if index < end {
                wholeEnd &-= 1
                sum &-= Int(values[Int(base[wholeEnd])]) &- 1
                utf8 &-= Unicode.UTF16.utf8Length(ofBMPUnit: base[wholeEnd])
            }
            guard wholeEnd &- wholeStart >= Self.minimumRun else { continue }
            stretch(UnsafeBufferPointer(rebasing: units[stretchStart..<wholeStart]), stretchStart)
            skipped.scalars &+= wholeEnd &- wholeStart
            skipped.utf8 &+= utf8
            skipped.sum &+= sum
            stretchStart = wholeEnd
        }
        if stretchStart < end {
            stretch(UnsafeBufferPointer(rebasing: units[stretchStart..<end]), stretchStart)
        }
        return skipped
    }

    /// Splits UTF-8 text into stretches for `stretch` and runs of simple scalars, like
    /// ``split(utf16:_:)``; `stretch` gets byte offsets. Only well-formed sequences of up to three
    /// bytes can be simple.
    ///
    /// - Complexity: O(n) in bytes.
    @inline(__always)
    func split(
        utf8 bytes: UnsafeBufferPointer<UInt8>, _ stretch: (UnsafeBufferPointer<UInt8>, Int) -> Void
    ) -> Skipped {
        var skipped = Skipped()
        guard let base = bytes.baseAddress else { return skipped }
        let end = bytes.count
        var stretchStart = 0
        var index = 0
        while index < end {
            let (first, firstLength) = simpleScalar(base, at: index, end: end)
            guard first != 0 else {
                index &+= 1
                continue
            }
            // A run of simple scalars [runStart, index); lastStart is where its last one begins.
            let runStart = index
            var lastStart = index
            var lastValue = first
            var scalars = 0
            var sum = 0
            var (value, length) = (first, firstLength)
            repeat {
                sum &+= Int(value) &- 1
                scalars &+= 1
                lastStart = index
                lastValue = value
                index &+= length
                guard index < end else { break }
                (value, length) = simpleScalar(base, at: index, end: end)
            } while value != 0
            let wholeStart = runStart &+ firstLength
            var wholeEnd = index
            sum &-= Int(first) &- 1
            scalars &-= 1
            if index < end {
                wholeEnd = lastStart
                sum &-= Int(lastValue) &- 1
                scalars &-= 1
            }
            guard scalars >= Self.minimumRun else { continue }
            stretch(UnsafeBufferPointer(rebasing: bytes[stretchStart..<wholeStart]), stretchStart)
            skipped.scalars &+= scalars
            skipped.utf8 &+= wholeEnd &- wholeStart
            skipped.sum &+= sum
            stretchStart = wholeEnd
        }
        if stretchStart < end {
            stretch(UnsafeBufferPointer(rebasing: bytes[stretchStart..<end]), stretchStart)
        }
        return skipped
    }

    /// The table value of the scalar at `index` and its length: value 0 when it is not simple
    /// (a scalar outside the Basic Multilingual Plane, or ill-formed input, is never simple).
    @inline(__always)
    private func simpleScalar(_ base: UnsafePointer<UInt8>, at index: Int, end: Int) -> (UInt8, Int) {
        let decoded = Unicode.UTF8.decode(base, at: index, end: end)
        guard decoded.status == DecodedScalar.valid, decoded.value < 0x10000 else { return (0, decoded.length) }
        return (values[Int(decoded.value)], decoded.length)
    }

}

/// The ``SimpleRunTable``s of one Unicode version, built the first time the version is used.
struct SimpleRunTables: Sendable, VersionedTables {
    /// Simple for emoji counting: one cluster that no policy counts as an emoji.
    let emoji: SimpleRunTable
    /// Simple for display width, with East Asian Ambiguous as narrow: the one-scalar cluster's width.
    let width: SimpleRunTable
    /// Simple for display width, with East Asian Ambiguous as wide.
    let eastAsianWidth: SimpleRunTable

    private init(_ version: UnicodeVersion) {
        let tables = GraphemeTables.tables(for: version)
        let emojiTables = EmojiTables.tables(for: version)
        emoji = SimpleRunTable(tables) { scalar in
            var classifier = EmojiClusterClassifier(emojiTables)
            classifier.consume(scalar.value)
            return classifier.classification() == nil && !classifier.startsLikeEmoji ? 0 : nil
        }
        width = SimpleRunTable(tables) { UInt8(DisplayWidth.of(scalar: $0, options: .standard, unicode: version)) }
        eastAsianWidth = SimpleRunTable(tables) { UInt8(DisplayWidth.of(scalar: $0, options: .eastAsian, unicode: version)) }
    }

    /// The width table for some options.
    func width(_ options: DisplayWidth.Options) -> SimpleRunTable {
        options.ambiguousIsWide ? eastAsianWidth : width
    }

    // One per version, built on its first use; `tables(for:)` (``VersionedTables``) picks one.
    static let v15_0 = SimpleRunTables(.v15_0)
    static let v15_1 = SimpleRunTables(.v15_1)
    static let v16_0 = SimpleRunTables(.v16_0)
    static let v17_0 = SimpleRunTables(.v17_0)
    static let v18_0 = SimpleRunTables(.v18_0)

}
