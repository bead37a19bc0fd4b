/// Measures *plain* stretches of text in one loop: the grapheme state machine and a width lookup
/// per scalar, with no per-cluster call. The measure of decomposed Latin, Indic, Thai or Hebrew
/// text, whose clusters are short mixes of classes.
///
/// A stretch is plain when it has no scalar that an emoji rule of the width rules reads (see
/// "Display width rules"): no Extended_Pictographic, Emoji_Presentation, Emoji_Modifier or
/// Regional_Indicator scalar, no variation selector of an emoji variation sequence, no U+20E3,
/// and no Emoji=Yes scalar but the keycap bases (digits, `#`, `*`). A keycap base takes emoji
/// presentation only with a selector, U+20E3 or a modifier after it (rules 3, 4a-4c), and never
/// starts rule 4d, since no Extended_Pictographic follows a ZWJ in its cluster in plain text. So
/// every cluster of plain text takes the width of its first visible scalar, or 0 (rules 1, 5-9).
/// Plain stretches are also well formed and in the Basic Multilingual Plane: a surrogate, a
/// four-byte UTF-8 sequence or an ill-formed byte makes a stretch not plain.
///
/// The loops stop at the first scalar that is not plain, and ``StretchWalk`` hands the text from
/// the cluster before it to the next cut to the scan; checking as they go keeps plain text to
/// one pass.
///
/// One per Unicode version (``tables(for:)``), from that version's width, emoji and grapheme data.
struct PlainTextMeasuring: @unchecked Sendable, VersionedTables {
    /// The grapheme tables of the version, which the loops step through.
    let graphemes: GraphemeTables

    /// For each BMP code point: its width class (0 zero, 1 narrow, 2 wide, 3 ambiguous) in bits
    /// 0-1, ``breaksAround`` when its grapheme class is one of
    /// ``GraphemeRunTables/alwaysBreakingClasses``; or ``notPlain``. 64 KiB, allocated once and
    /// never freed, like ``GraphemeTables``.
    private let entries: UnsafePointer<UInt8>

    /// For each BMP code point that is plain and has ``breaksAround``: its columns plus one,
    /// with East Asian Ambiguous as narrow and as wide; 0 for the others. The loops' inner run
    /// loops read only these. 64 KiB each, allocated once and never freed.
    private let narrowRunValues: UnsafePointer<UInt8>
    private let wideRunValues: UnsafePointer<UInt8>

    static let notPlain: UInt8 = 0xFF
    static let breaksAround: UInt8 = 0x4

    /// Scalars in a row whose classes always break between each other before the loops count
    /// the rest of such a run without the state machine (as in ``GraphemeWalk``).
    static let streakLength = GraphemeWalk.streakLength

    // One per version, built on its first use; `tables(for:)` (``VersionedTables``) picks one.
    static let v15_0 = PlainTextMeasuring(.v15_0)
    static let v15_1 = PlainTextMeasuring(.v15_1)
    static let v16_0 = PlainTextMeasuring(.v16_0)
    static let v17_0 = PlainTextMeasuring(.v17_0)
    static let v18_0 = PlainTextMeasuring(.v18_0)

    /// Whether a scalar can appear in plain text in a version (see the type's notes).
    static func isPlain(_ value: UInt32, unicode version: UnicodeVersion = .default) -> Bool {
        guard value < 0x10000, !(0xD800...0xDFFF).contains(value) else { return false }
        let property = WidthProperty(value, unicode: version)
        switch property.role {
        case .none, .control, .zwj:
            return true
        case .textDefaultEmoji:
            return ScalarPropertyTables.tables(for: version).emojiProperties(of: value).isKeycapBase
        case .pictographic, .emojiPresentation, .emojiModifier, .regionalIndicator,
            .textSelector, .emojiSelector, .keycap:
            return false
        }
    }

    private init(_ version: UnicodeVersion) {
        graphemes = GraphemeTables.tables(for: version)
        let runs = graphemes.runs
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 0x10000)
        for value in UInt32(0)..<0x10000 {
            var entry = Self.notPlain
            if Self.isPlain(value, unicode: version) {
                entry = WidthProperty(value, unicode: version).widthClass.rawValue
                if runs.alwaysBreaks(unit: UInt16(value)) { entry |= Self.breaksAround }
            }
            (table + Int(value)).initialize(to: entry)
        }
        entries = UnsafePointer(table)
        func runValues(_ options: DisplayWidth.Options) -> UnsafePointer<UInt8> {
            let values = UnsafeMutablePointer<UInt8>.allocate(capacity: 0x10000)
            for value in 0..<0x10000 {
                let entry = table[value]
                let runValue = entry != Self.notPlain && entry & Self.breaksAround != 0
                    ? UInt8(Self.columns(of: entry, Self.columns(options)) + 1) : 0
                (values + value).initialize(to: runValue)
            }
            return UnsafePointer(values)
        }
        narrowRunValues = runValues(.standard)
        wideRunValues = runValues(.eastAsian)
    }

    /// The columns of each width class, two bits a class: zero 0, narrow 1, wide 2, ambiguous 1 or 2.
    @inline(__always)
    private static func columns(_ options: DisplayWidth.Options) -> UInt32 {
        options.ambiguousIsWide ? 0b10_10_01_00 : 0b01_10_01_00
    }

    /// The columns of a table entry that is not ``notPlain``.
    @inline(__always)
    private static func columns(of entry: UInt8, _ columns: UInt32) -> Int {
        Int(columns &>> (UInt32(entry & 3) &<< 1) & 3)
    }

    /// What the loops carry from one scalar to the next.
    private struct Progress {
        var state: UInt16 = 0
        /// The class of the previous scalar; at the start, one that determines no state (so the
        /// first transition comes from state 0).
        var previous = GraphemeClass.extend.rawValue
        var lengths = TextLengths()
        /// The width of the cluster in progress: its first visible scalar's, 0 while none is.
        var pending = 0
        var clusterScalars = 0

        /// Takes one plain scalar of a grapheme class and a width in columns.
        @inline(__always)
        mutating func take(_ graphemeClass: UInt8, columns: Int, _ tables: GraphemeTables, _ runs: GraphemeRunTables) {
            let transition = tables.transition(state, graphemeClass)
            // The next state from the last two classes when they determine it, so the next
            // transition does not wait for this one (as in GraphemeWalk).
            let known = runs.stateAfterPair[Int(previous) &* GraphemeTables.classCount &+ Int(graphemeClass)]
            state = _fastPath(known != GraphemeRunTables.unknownState) ? known : transition.nextState
            previous = graphemeClass
            // Branch-free: whether a cluster starts here is unpredictable in the scripts that
            // come here. At the start of a text (state 0) a cluster always starts (GB1).
            let starts = transition.boundaryCount
            lengths.graphemes &+= starts
            lengths.width &+= pending & (0 &- starts)
            pending &= starts &- 1
            pending = pending == 0 ? columns : pending
            clusterScalars = (clusterScalars & (starts &- 1)) &+ 1
            lengths.maxClusterScalars = max(lengths.maxClusterScalars, clusterScalars)
        }

        /// Takes a run of `count` scalars after a scalar of the same kind (so each starts a
        /// cluster): `width` columns in all, the last of class `lastClass` and `lastColumns` wide.
        @inline(__always)
        mutating func takeBreakingRun(
            count: Int, width: Int, lastClass: UInt8, lastColumns: Int, _ tables: GraphemeTables
        ) {
            lengths.graphemes &+= count
            lengths.width &+= pending &+ width &- lastColumns
            pending = lastColumns
            clusterScalars = 1
            lengths.maxClusterScalars = max(lengths.maxClusterScalars, 1)
            state = tables.stateAfterBreak[Int(lastClass)]
            previous = lastClass
        }

        /// The lengths at the end of the text: with the cluster in progress.
        func finished() -> TextLengths {
            var lengths = lengths
            lengths.width &+= pending
            return lengths
        }

        /// The lengths before the cluster in progress (counted when it started; its width is
        /// still pending). Its scalars may count in ``TextLengths/maxClusterScalars``: at most
        /// the whole cluster's, which the scan that measures it counts too.
        func withoutClusterInProgress() -> TextLengths {
            var lengths = lengths
            lengths.graphemes &-= clusterScalars > 0 ? 1 : 0
            return lengths
        }
    }

    /// Measures UTF-16 `units[start..<end]` from a cut (see ``StretchWalk``) until the first
    /// scalar that is not plain: the lengths of `units[start..<taken]`, `taken` the start of
    /// the last cluster before that scalar (which may go on with it), and `stop` where that
    /// scalar starts; `taken == stop == end` when all of it is plain.
    ///
    /// - Complexity: O(n) in code units.
    func measure(
        utf16 base: UnsafePointer<UInt16>, from start: Int, to end: Int, options: DisplayWidth.Options
    ) -> (lengths: TextLengths, taken: Int, stop: Int) {
        let tables = graphemes
        let runs = graphemes.runs
        let classes = runs.bmpClasses
        let columns = Self.columns(options)
        let runValues = options.ambiguousIsWide ? wideRunValues : narrowRunValues
        var progress = Progress()
        var index = start
        var streak = 0
        // The UTF-8 length is counted afterwards, four units at a time (``utf8Length(ofBMP:from:to:)``).
        while index < end {
            let unit = base[index]
            let entry = entries[Int(unit)]
            guard entry != Self.notPlain else {
                // Leave the cluster in progress to the scan: the units since it started.
                let taken = index &- progress.clusterScalars
                var lengths = progress.withoutClusterInProgress()
                lengths.scalars = taken &- start
                lengths.utf16 = taken &- start
                lengths.utf8 = Self.utf8Length(ofBMP: base, from: start, to: taken)
                return (lengths, taken, index)
            }
            progress.take(classes[Int(unit)], columns: Self.columns(of: entry, columns), tables, runs)
            index &+= 1
            // Without a branch, as in GraphemeWalk.
            streak = (streak &+ 1) &* Int(entry &>> 2 & 1)
            guard streak >= Self.streakLength else { continue }
            streak = 0
            // Every unit of this run starts a cluster: sum their widths until another kind.
            let runStart = index
            let run = Self.breakingRun(base, from: index, to: end, runValues: runValues)
            index = run.end
            guard index > runStart else { continue }
            progress.takeBreakingRun(
                count: index &- runStart, width: run.width, lastClass: classes[Int(base[index &- 1])],
                lastColumns: run.lastColumns, tables)
        }
        var lengths = progress.finished()
        lengths.scalars = end &- start
        lengths.utf16 = end &- start
        lengths.utf8 = Self.utf8Length(ofBMP: base, from: start, to: end)
        return (lengths, end, end)
    }

    /// The units from `start` whose `runValues` entry is not 0 (plain units that always break):
    /// where they end, the columns of all of them and of the last one.
    ///
    /// Kept out of line, so that its loop keeps its pointers in registers: inside `measure` it
    /// took ten instructions per unit, two of them loads from the stack, and the same machine
    /// code ran width16 15% slower on four corpora once a change elsewhere in the library had
    /// moved it across a 64-byte boundary. Here it takes seven.
    @inline(never)
    static func breakingRun(
        _ units: UnsafePointer<UInt16>, from start: Int, to end: Int, runValues: UnsafePointer<UInt8>
    ) -> (end: Int, width: Int, lastColumns: Int) {
        var index = start
        // The entries are columns + 1: their sum, less one per unit, is the width.
        var sum = 0
        while index < end {
            let runValue = runValues[Int(units[index])]
            guard runValue != 0 else { break }
            sum &+= Int(runValue)
            index &+= 1
        }
        guard index > start else { return (index, 0, 0) }
        return (index, sum &- (index &- start), Int(runValues[Int(units[index &- 1])] &- 1))
    }

    /// The UTF-8 length of `units[start..<end]`, code units of the Basic Multilingual Plane that
    /// are no surrogates (as in plain text): one byte each, one more from U+0080 and one more
    /// from U+0800, counted four units at a time.
    ///
    ///     per 16-bit lane u:  (u & 0x7FFF) + (0x8000 - limit), or u, has bit 15 when u >= limit
    ///
    /// (no sum carries out of its lane), and a multiplication adds the four lanes' bits.
    @inline(never)
    static func utf8Length(ofBMP units: UnsafePointer<UInt16>, from start: Int, to end: Int) -> Int {
        let lanes: UInt64 = 0x0001_0001_0001_0001
        let high = lanes &* 0x8000
        var extra = 0
        var index = start
        while end &- index >= 4 {
            let word = UnsafeRawPointer(units + index).loadUnaligned(as: UInt64.self)
            let low = word & ~high
            let twoBytes = ((low &+ lanes &* (0x8000 - 0x80)) | word) & high
            let threeBytes = ((low &+ lanes &* (0x8000 - 0x800)) | word) & high
            extra &+= Int(truncatingIfNeeded: (((twoBytes &>> 15) &+ (threeBytes &>> 15)) &* lanes) &>> 48)
            index &+= 4
        }
        while index < end {
            extra &+= Unicode.UTF16.utf8Length(ofBMPUnit: units[index]) &- 1
            index &+= 1
        }
        return end &- start &+ extra
    }

    /// Measures UTF-8 `bytes[start..<end]` like ``measure(utf16:from:to:options:)``; a
    /// four-byte or ill-formed sequence is not plain.
    ///
    /// - Complexity: O(n) in bytes.
    func measure(
        utf8 base: UnsafePointer<UInt8>, from start: Int, to end: Int, options: DisplayWidth.Options
    ) -> (lengths: TextLengths, taken: Int, stop: Int) {
        let tables = graphemes
        let runs = graphemes.runs
        let classes = runs.bmpClasses
        let columns = Self.columns(options)
        let runValues = options.ambiguousIsWide ? wideRunValues : narrowRunValues
        var progress = Progress()
        var scalars = 0
        var index = start
        var streak = 0
        while index < end {
            let (value, length) = Self.decode(base, at: index, end: end)
            let entry = length > 0 ? entries[value] : Self.notPlain
            guard entry != Self.notPlain else {
                // Leave the cluster in progress to the scan: back over its scalars, whose
                // continuation bytes are 10xxxxxx.
                var taken = index
                for _ in 0..<progress.clusterScalars {
                    taken &-= 1
                    while base[taken] & 0xC0 == 0x80 { taken &-= 1 }
                }
                var lengths = progress.withoutClusterInProgress()
                lengths.scalars = scalars &- progress.clusterScalars
                lengths.utf16 = lengths.scalars
                lengths.utf8 = taken &- start
                return (lengths, taken, index)
            }
            progress.take(classes[value], columns: Self.columns(of: entry, columns), tables, runs)
            scalars &+= 1
            index &+= length
            // Without a branch, as in GraphemeWalk.
            streak = (streak &+ 1) &* Int(entry &>> 2 & 1)
            guard streak >= Self.streakLength else { continue }
            streak = 0
            // Every scalar of this run starts a cluster: sum their widths until another kind.
            var count = 0
            var width = 0
            var lastColumns = 0
            var lastValue = 0
            while index < end {
                let (value, length) = Self.decode(base, at: index, end: end)
                guard length > 0 else { break }
                let runValue = runValues[value]
                guard runValue != 0 else { break }
                lastColumns = Int(runValue &- 1)
                lastValue = value
                width &+= lastColumns
                count &+= 1
                index &+= length
            }
            guard count > 0 else { continue }
            scalars &+= count
            progress.takeBreakingRun(
                count: count, width: width, lastClass: classes[lastValue], lastColumns: lastColumns, tables)
        }
        var lengths = progress.finished()
        lengths.scalars = scalars
        lengths.utf16 = scalars
        lengths.utf8 = end &- start
        return (lengths, end, end)
    }

    /// Measures `units[start..<end]` of either encoding like ``measure(utf16:from:to:options:)``
    /// or ``measure(utf8:from:to:options:)``: the fast loop of the whole-text measures
    /// (``StretchMeasure/takeFast(_:from:to:)``).
    @inline(__always)
    func measure<Encoding: GraphemeEncoding>(
        _ units: UnsafePointer<Encoding.CodeUnit>, as _: Encoding.Type, from start: Int, to end: Int,
        options: DisplayWidth.Options
    ) -> (lengths: TextLengths, taken: Int, stop: Int) {
        let raw = UnsafeRawPointer(units)
        return Encoding.self == Unicode.UTF16.self
            ? measure(utf16: raw.assumingMemoryBound(to: UInt16.self), from: start, to: end, options: options)
            : measure(utf8: raw.assumingMemoryBound(to: UInt8.self), from: start, to: end, options: options)
    }

    /// The well-formed scalar of the Basic Multilingual Plane at `index` and its length; length
    /// 0 for a four-byte scalar or ill-formed input, which are not plain.
    @inline(__always)
    private static func decode(_ base: UnsafePointer<UInt8>, at index: Int, end: Int) -> (value: Int, length: Int) {
        let decoded = Unicode.UTF8.decode(base, at: index, end: end)
        guard decoded.status == DecodedScalar.valid, decoded.value < 0x10000 else { return (0, 0) }
        return (Int(decoded.value), decoded.length)
    }
}

/// The lengths and width of a whole text (``TextMetrics``, ``DisplayWidth``, and validation
/// through them): plain text by ``PlainTextMeasuring``'s loop, the rest by the per-cluster scan
/// (see ``StretchWalk``).
struct LengthsMeasure<Encoding: GraphemeEncoding>: StretchMeasure {
    let plainText: PlainTextMeasuring
    let options: DisplayWidth.Options
    var lengths = TextLengths()
    /// The width property tables of the version, for the stretches that are not plain.
    let widths: ScalarPropertyTables

    init(options: DisplayWidth.Options, unicode version: UnicodeVersion) {
        plainText = PlainTextMeasuring.tables(for: version)
        self.options = options
        widths = ScalarPropertyTables.tables(for: version)
    }

    var graphemes: GraphemeTables { plainText.graphemes }

    @inline(__always)
    mutating func takeFast(_ units: UnsafePointer<Encoding.CodeUnit>, from start: Int, to end: Int) -> (taken: Int, stop: Int) {
        let (stretch, taken, stop) = plainText.measure(units, as: Encoding.self, from: start, to: end, options: options)
        lengths.add(stretch)
        return (taken, stop)
    }

    mutating func takeSlow(_ stretch: UnsafeBufferPointer<Encoding.CodeUnit>) {
        // A stretch starts at a cluster boundary: the walk from the start of text is exact.
        var sink = ClusterLengthsSink<Encoding>(widths: widths, ambiguousIsWide: options.ambiguousIsWide)
        GraphemeWalk.walk(stretch, as: Encoding.self, tables: graphemes, into: &sink)
        lengths.add(sink.finished(codeUnits: stretch.count))
    }

    /// The lengths of the whole of `units`.
    ///
    /// - Complexity: O(n) in code units; allocates nothing.
    static func measure(
        _ units: UnsafeBufferPointer<Encoding.CodeUnit>, options: DisplayWidth.Options, unicode version: UnicodeVersion
    ) -> TextLengths {
        var measure = LengthsMeasure(options: options, unicode: version)
        StretchWalk.walk(units, into: &measure)
        return measure.lengths
    }
}

/// The lengths and width of text that is not plain, cluster by cluster: the walk's steps into a
/// ``ClusterWidthState`` per cluster (the display width rules), for ``LengthsMeasure``'s
/// stretches around emoji and ill-formed input.
struct ClusterLengthsSink<Encoding: GraphemeEncoding>: GraphemeSink {
    let widths: ScalarPropertyTables
    let ambiguousIsWide: Bool
    var lengths = TextLengths()
    var width = ClusterWidthState()
    /// The length of the scalars taken in the encoding that the input is not in.
    var other = OtherEncodingOffset<Encoding>()

    @inline(__always)
    mutating func take(_ step: WalkStep) {
        let property = widths.widthProperty(of: step.value)
        if step.startsCluster {
            if lengths.scalars > 0 { lengths.width &+= width.width(ambiguousIsWide: ambiguousIsWide) }
            width.start(property)
            lengths.graphemes &+= 1
        } else {
            width.add(property)
        }
        lengths.maxClusterScalars = max(lengths.maxClusterScalars, width.scalarCount)
        lengths.scalars &+= 1
        lengths.illFormedCount &+= step.isRepaired ? 1 : 0
        _ = other.take(step)
    }

    /// The lengths of the `codeUnits` code units walked.
    func finished(codeUnits: Int) -> TextLengths {
        var lengths = lengths
        if lengths.scalars > 0 { lengths.width &+= width.width(ambiguousIsWide: ambiguousIsWide) }
        let inputIsUTF16 = OtherEncodingOffset<Encoding>.inputIsUTF16
        lengths.utf16 = inputIsUTF16 ? codeUnits : other.count
        lengths.utf8 = inputIsUTF16 ? other.count : codeUnits
        return lengths
    }
}
