@testable import GraphemeMetrics
import Testing

/// The loops for stretches without emoji (`EmojiFreeText`, `PlainTextMeasuring`) against the
/// one-scanner paths: every BMP code point in the contexts that change a cluster's width or emoji
/// status, and random text built only from scalars those loops take, so the fast loops really run.
/// Where they stop, and what `StretchWalk` relies on to start a scan there, is checked too.
@Suite struct PlainStretchTests {
    /// The state after a scalar that starts a cluster depends on its class alone, in every
    /// version: what lets `StretchWalk` start a fresh scan at any cluster boundary. The states
    /// need not be the same one (a Regional Indicator run remembers whether it began the text,
    /// which only names the rule, GB12 or GB13), but they must put every boundary in the same
    /// place after them: checked pair by pair over every class, until no new pair turns up.
    /// Only the classes that the version gives some code point count (the class of a linker
    /// that is not Extend is empty before 18.0, and the 15.1 form of GB9c would carry a conjunct
    /// across a boundary before one).
    @Test(arguments: UnicodeVersion.allCases)
    func stateAfterABoundaryDependsOnTheClassAlone(_ version: UnicodeVersion) {
        let tables = GraphemeTables.tables(for: version)
        let used = Set((UInt32(0)..<0x110000).map { tables.classOf($0) })
        #expect(used.count >= 15, "\(used.count) classes in use")
        var boundaries = 0
        for state in 0..<tables.stateCount {
            for graphemeClass in GraphemeClass.allCases where used.contains(graphemeClass.rawValue) {
                let offset = UInt16(state * GraphemeTables.rowBytes)
                let transition = tables.transition(offset, graphemeClass.rawValue)
                guard transition.isBoundary else { continue }
                boundaries += 1
                let expected = tables.stateAfterBreak[Int(graphemeClass.rawValue)]
                #expect(
                    Self.breakAlike(transition.nextState, expected, tables),
                    "\(version) state \(state) class \(graphemeClass)")
            }
        }
        #expect(boundaries > tables.stateCount * 5, "\(boundaries) boundary transitions")
    }

    /// The walk carries a state with the ÷ bit of the transition that reached it
    /// (`Transition.walkState`): the table's second copy must give every such state the
    /// transitions of the state without the bit, and the rules must name the same rule.
    @Test(arguments: UnicodeVersion.allCases)
    func statesWithTheBoundaryBitReadTheSameTransitions(_ version: UnicodeVersion) {
        let tables = GraphemeTables.tables(for: version)
        var checked = 0
        for state in 0..<tables.stateCount {
            let offset = UInt16(state * GraphemeTables.rowBytes)
            let mirrored = offset | Transition.boundaryBit
            #expect(GraphemeTables.canonical(mirrored) == offset)
            for graphemeClass in GraphemeClass.allCases {
                let expected = tables.transition(offset, graphemeClass.rawValue)
                #expect(tables.transition(mirrored, graphemeClass.rawValue) == expected, "\(version) state \(state)")
                #expect(tables.rule(mirrored, graphemeClass.rawValue) == tables.rule(offset, graphemeClass.rawValue))
                #expect(expected.walkState == expected.nextState | (expected.isBoundary ? Transition.boundaryBit : 0))
                checked += 1
            }
        }
        #expect(checked == tables.stateCount * GraphemeTables.classCount)
    }

    /// The state also counts the scalars in a row of always-breaking classes, in copies of the
    /// rules' states (`GraphemeTables.transitions`): every copy of every state must read the
    /// boundaries, rules and (canonical) next states of copy 0, in both halves of the table,
    /// and go to the copy that counts the scalar.
    @Test(arguments: UnicodeVersion.allCases)
    func streakCopiesReadTheRulesTransitions(_ version: UnicodeVersion) {
        let tables = GraphemeTables.tables(for: version)
        let breaking = tables.runs.alwaysBreakingClasses
        #expect(breaking.nonzeroBitCount >= 5, "\(version): \(breaking.nonzeroBitCount) always-breaking classes")
        let last = GraphemeTables.streakCopies - 1
        var checked = 0
        // The states that a walk reaches in copies 1 and up: those after an always-breaking class.
        let afterBreaking = Set(GraphemeClass.allCases.filter { breaking & (1 << UInt32($0.rawValue)) != 0 }
            .map { tables.stateAfterBreak[Int($0.rawValue)] })
        var triggers = 0
        for copy in 0...last {
            for state in 0..<tables.stateCount {
                let base = UInt16(state * GraphemeTables.rowBytes)
                let offset = base + UInt16(copy * GraphemeTables.copyBytes)
                let reachable = copy == 0 || afterBreaking.contains(base)
                #expect(GraphemeTables.canonical(offset) == base)
                #expect(GraphemeTables.canonical(offset | Transition.boundaryBit) == base)
                for graphemeClass in GraphemeClass.allCases {
                    let rules = tables.transition(base, graphemeClass.rawValue)
                    let transition = tables.transition(offset, graphemeClass.rawValue)
                    #expect(tables.transition(offset | Transition.boundaryBit, graphemeClass.rawValue) == transition)
                    #expect(transition.isBoundary == rules.isBoundary)
                    #expect(GraphemeTables.canonical(transition.nextState) == GraphemeTables.canonical(rules.nextState))
                    #expect(tables.rule(offset, graphemeClass.rawValue) == tables.rule(base, graphemeClass.rawValue))
                    let counted = breaking & (1 << UInt32(graphemeClass.rawValue)) != 0
                    let expected = counted ? (copy == last ? 1 : copy + 1) : 0
                    #expect(
                        Int(transition.nextState) / GraphemeTables.copyBytes == expected,
                        "\(version) copy \(copy) state \(state) class \(graphemeClass)")
                    // Only the trigger copy is at or above `runTrigger`, and from every state that
                    // a walk reaches, it has the ÷ bit that puts it there (it follows a class of
                    // the same set).
                    let isTrigger = transition.walkState >= GraphemeTables.runTrigger
                    #expect(!isTrigger || expected == last)
                    if reachable, expected == last {
                        #expect(isTrigger, "\(version) copy \(copy) state \(state) class \(graphemeClass)")
                        triggers += 1
                    }
                    checked += 1
                }
            }
        }
        #expect(checked == GraphemeTables.streakCopies * tables.stateCount * GraphemeTables.classCount)
        #expect(triggers == afterBreaking.count * breaking.nonzeroBitCount)
    }

    /// Records how the walk hands a text over: scalar by scalar, or in runs.
    struct RunRecordingSink: GraphemeSink {
        static var skipsBreakingRuns: Bool { true }
        var taken = 0
        var runs: [Int] = []

        mutating func take(_ step: WalkStep) { taken += 1 }

        mutating func takeBreakingRun(scalars: Int, codeUnits: Int, lastStart: Int) { runs.append(scalars) }
    }

    /// The walk steps `GraphemeWalk.streakLength` scalars of always-breaking classes in a row
    /// and skips the rest of their run, in both encodings and every version; a scalar of another
    /// class (U+0301, Extend) restarts the count, and so does a streak whose run is empty.
    @Test(arguments: UnicodeVersion.allCases)
    func walkSkipsARunAfterTheStreak(_ version: UnicodeVersion) {
        #expect(GraphemeWalk.streakLength == 8)
        let cases: [(text: String, taken: Int, runs: [Int])] = [
            ("abcdefghijklmnopqrst", 8, [12]),
            ("abcdefgh", 8, []),
            ("abcdefghi", 8, [1]),
            ("abcdefg\u{0301}abcdefghij", 16, [2]),
            ("abcdefgh\u{0301}ijklmnopq", 17, [1]),
            // An empty run before an always-breaking scalar that runs never hold (outside the BMP).
            ("abcdefgh\u{1F600}ijklmnop", 16, [1]),
            (String(repeating: "a\u{0301}", count: 10), 20, []),
            (String(repeating: "\u{00E9}", count: 10), 8, [2]),
        ]
        let tables = GraphemeTables.tables(for: version)
        for (text, taken, runs) in cases {
            var utf8 = RunRecordingSink()
            Array(text.utf8).withUnsafeBufferPointer { GraphemeWalk.walk($0, as: Unicode.UTF8.self, tables: tables, into: &utf8) }
            var utf16 = RunRecordingSink()
            Array(text.utf16).withUnsafeBufferPointer { GraphemeWalk.walk($0, as: Unicode.UTF16.self, tables: tables, into: &utf16) }
            for sink in [utf8, utf16] {
                #expect(sink.taken == taken && sink.runs == runs, "\(version) \(text.unicodeScalars.map { String($0.value, radix: 16) })")
                #expect(sink.taken + sink.runs.reduce(0, +) == text.unicodeScalars.count)
            }
        }
    }

    /// Whether every text puts its boundaries in the same places after state `a` as after `b`.
    static func breakAlike(_ a: UInt16, _ b: UInt16, _ tables: GraphemeTables) -> Bool {
        var seen: Set<[UInt16]> = [[a, b]]
        var pending = [(a, b)]
        while let (first, second) = pending.popLast() {
            for graphemeClass in GraphemeClass.allCases {
                let one = tables.transition(first, graphemeClass.rawValue)
                let other = tables.transition(second, graphemeClass.rawValue)
                guard one.isBoundary == other.isBoundary else { return false }
                if seen.insert([one.nextState, other.nextState]).inserted {
                    pending.append((one.nextState, other.nextState))
                }
            }
        }
        return true
    }

    /// Plain text with one scalar that is not plain in it: the loops measure exactly the
    /// clusters before the one in progress there, the next cut is a boundary, and emoji
    /// counting's count loop stops at the same cluster when the scalar is a candidate.
    @Test(arguments: 0..<200)
    func loopsStopBeforeTheClusterInProgress(_ seed: Int) {
        var generator = SplitMix64(seed: UInt64(seed) &+ 0x570B)
        let version = UnicodeVersion.allCases[seed % UnicodeVersion.allCases.count]
        let notPlain: [[UInt16]] = [[0xD83D, 0xDE00], [0x2764], [0xFE0F], [0x20E3], [0xD800], [0x2609], [0x00A9]]
        let length = Int(generator.next() % 40)
        var units = (0..<length).map { _ in Self.plainScalars[Int(generator.next() % UInt64(Self.plainScalars.count))] }
        let position = Int(generator.next() % UInt64(length + 1))
        units.insert(contentsOf: notPlain[Int(generator.next() % UInt64(notPlain.count))], at: position)
        let label = "\(version) \(units.map { String($0, radix: 16) })"
        let boundaries = Set(GraphemeClusters.boundaries(utf16: units, unicode: version))
        let measuring = PlainTextMeasuring.tables(for: version)
        let tables = GraphemeTables.tables(for: version)
        units.withUnsafeBufferPointer { buffer in
            let base = buffer.baseAddress!
            let (lengths, taken, stop) = measuring.measure(utf16: base, from: 0, to: buffer.count, options: .standard)
            guard stop < buffer.count else { return }  // U+2609 and U+00A9 are plain in some versions
            #expect(taken <= stop && boundaries.contains(taken), "\(label): taken \(taken) stop \(stop)")
            var expected = StretchWalkTests.measurer(Array(buffer[..<taken]), .standard, version)
            // The loop may count the scalars of the cluster in progress as the largest.
            expected.maxClusterScalars = lengths.maxClusterScalars
            #expect(lengths == expected, "\(label)")
            let next = StretchWalk.nextCut(base, after: stop, to: buffer.count, as: Unicode.UTF16.self, tables: tables)
            #expect(next > stop && boundaries.contains(next), "\(label): next cut \(next)")
            var emoji = EmojiCountMeasure<Unicode.UTF16>(policy: .default, unicode: version)
            let free = emoji.takeFast(base, from: 0, to: buffer.count)
            if free.stop < buffer.count {
                #expect(free.taken <= free.stop && boundaries.contains(free.taken), "\(label): emoji taken \(free.taken)")
                let expected = StretchWalkTests.measurer(Array(buffer[..<free.taken]), .standard, version).graphemes
                #expect(emoji.counts.total == 0 && emoji.counts.clusters == expected, "\(label) emoji")
            }
        }
        let bytes = Array(String(decoding: units, as: UTF16.self).utf8)
        let byteBoundaries = Set(GraphemeClusters.boundaries(utf8: bytes, unicode: version))
        bytes.withUnsafeBufferPointer { buffer in
            let base = buffer.baseAddress!
            let (lengths, taken, stop) = measuring.measure(utf8: base, from: 0, to: buffer.count, options: .standard)
            guard stop < buffer.count else { return }
            #expect(taken <= stop && byteBoundaries.contains(taken), "\(label) utf8: taken \(taken) stop \(stop)")
            let prefix = Array(String(decoding: buffer[..<taken], as: UTF8.self).utf16)
            var expected = StretchWalkTests.measurer(prefix, .standard, version)
            expected.maxClusterScalars = lengths.maxClusterScalars
            #expect(lengths == expected, "\(label) utf8")
            let next = StretchWalk.nextCut(base, after: stop, to: buffer.count, as: Unicode.UTF8.self, tables: tables)
            #expect(next > stop && byteBoundaries.contains(next), "\(label) utf8: next cut \(next)")
        }
    }

    /// Contexts around one code point `c`: alone, after a base, before marks, joiners and
    /// selectors, after a Prepend, inside a conjunct, and before a keycap mark.
    static func contexts(_ c: UInt16) -> [[UInt16]] {
        [
            [c], [0x61, c], [c, 0x0301], [c, 0x200D, c], [0x0600, c], [0x0915, 0x094D, c], [c, 0x094D, 0x0915],
            [c, 0xFE0F], [c, 0xFE0E], [c, 0x20E3], [c, 0xFE0F, 0x20E3], [0x0D, c, 0x0A], [0x1100, c, 0x11A8],
        ]
    }

    /// The lengths through one incremental measurer (UTF-16 and UTF-8), which takes every cluster
    /// through the width rules.
    static func measured(_ units: [UInt16], _ options: DisplayWidth.Options) -> (TextLengths, TextLengths) {
        var measurer16 = UTF16TextMeasurer(options: options)
        units.withUnsafeBufferPointer { measurer16.measure($0) }
        let bytes = Array(String(decoding: units, as: UTF16.self).utf8)
        var measurer8 = UTF8TextMeasurer(options: options)
        bytes.withUnsafeBufferPointer { measurer8.measure($0) }
        return (measurer16.finish(), measurer8.finish())
    }

    @Test func everyBMPCodePointInContext() {
        var plainFailures: [String] = []
        var emojiFreeFailures: [String] = []
        var plainCount = 0
        for value in UInt32(0)..<0x10000 where !(0xD800...0xDFFF).contains(value) {
            let c = UInt16(value)
            for units in Self.contexts(c) {
                let bytes = Array(String(decoding: units, as: UTF16.self).utf8)
                // Plain text: the loop's lengths, when it takes the text, are the measurer's.
                for options in [DisplayWidth.Options.standard, .eastAsian] {
                    let plain16 = units.withUnsafeBufferPointer { PlainTextMeasuring.tables(for: .default).measureWhole(utf16: $0, options: options) }
                    let plain8 = bytes.withUnsafeBufferPointer { PlainTextMeasuring.tables(for: .default).measureWhole(utf8: $0, options: options) }
                    #expect((plain16 == nil) == (plain8 == nil), "U+\(String(value, radix: 16)) \(units)")
                    guard plain16 != nil || plain8 != nil else { continue }
                    if units == [c] && !options.ambiguousIsWide { plainCount += 1 }
                    let (lengths16, lengths8) = Self.measured(units, options)
                    if plain16 != lengths16 || plain8 != lengths8 {
                        plainFailures.append("\(units.map { String($0, radix: 16) }) wide \(options.ambiguousIsWide)")
                    }
                }
                // Emoji-free text: no policy counts an emoji in it. `emojiLike` counts every
                // cluster that another policy counts, and more.
                let free16 = units.withUnsafeBufferPointer { EmojiFreeText.tables(for: .default).isEmojiFree(utf16: $0) }
                let free8 = bytes.withUnsafeBufferPointer { EmojiFreeText.tables(for: .default).isEmojiFree(utf8: $0) }
                #expect(free16 == free8, "U+\(String(value, radix: 16)) \(units)")
                if free16 && StretchWalkTests.scannerCounts(utf16: units, policy: .emojiLike).total != 0 {
                    emojiFreeFailures.append("\(units.map { String($0, radix: 16) })")
                }
            }
        }
        #expect(plainFailures.isEmpty, "\(plainFailures.count): \(plainFailures.prefix(20))")
        #expect(emojiFreeFailures.isEmpty, "\(emojiFreeFailures.count): \(emojiFreeFailures.prefix(20))")
        // Most of the BMP is plain; the emoji and their selectors are not.
        #expect(plainCount > 60_000, "\(plainCount) plain code points")
        #expect(!PlainTextMeasuring.isPlain(0x2764) && !PlainTextMeasuring.isPlain(0xFE0F) && !PlainTextMeasuring.isPlain(0x20E3))
        #expect(PlainTextMeasuring.isPlain(0x31) && !EmojiFreeText.isCandidate(0x31), "keycap bases are plain")
        #expect(EmojiFreeText.isCandidate(0x20E3) && EmojiFreeText.isCandidate(0xA9))
    }

    /// Scalars that plain text is made of, weighted towards the classes that join clusters.
    static let plainScalars: [UInt16] = [
        0x61, 0x20, 0x31, 0x23, 0x2A, 0x0D, 0x0A, 0x09, 0xAD, 0xB1, 0xE9,  // ASCII, keycap bases, controls, SHY, ambiguous
        0x0301, 0x0308, 0x0327, 0x034F, 0x200B, 0x200C, 0x200D, 0x2060,  // marks, CGJ, ZWSP, ZWNJ, ZWJ, WJ
        0x0915, 0x0937, 0x094D, 0x093F, 0x0940, 0x0902, 0x0D15, 0x0D4D, 0x0E01, 0x0E33, 0x0E40,  // Indic, Thai
        0x05D0, 0x05B4, 0x0627, 0x064E, 0x0600, 0x0605, 0x0D4E,  // Hebrew, Arabic, Prepend
        0x1100, 0x1161, 0x11A8, 0xAC00, 0xAC01, 0x4E00, 0x3042, 0xFF21, 0x3099,  // jamo, syllables, wide
        0xE000, 0xFFFD, 0x0488, 0x1AB0, 0xFE00, 0xFE20,  // private use, U+FFFD, enclosing mark, VS1
    ]

    @Test(arguments: 0..<400)
    func randomPlainText(_ seed: Int) {
        var generator = SplitMix64(seed: UInt64(seed) &+ 0x5EED)
        let length = Int(generator.next() % 200) + 1
        let units = (0..<length).map { _ in Self.plainScalars[Int(generator.next() % UInt64(Self.plainScalars.count))] }
        let label = units.map { String($0, radix: 16) }
        let bytes = Array(String(decoding: units, as: UTF16.self).utf8)
        // The fast loops take this text: it is plain and emoji-free.
        #expect(units.withUnsafeBufferPointer { EmojiFreeText.tables(for: .default).isEmojiFree(utf16: $0) }, "\(label)")
        #expect(bytes.withUnsafeBufferPointer { EmojiFreeText.tables(for: .default).isEmojiFree(utf8: $0) }, "\(label)")
        for options in [DisplayWidth.Options.standard, .eastAsian] {
            let (lengths16, lengths8) = Self.measured(units, options)
            #expect(units.withUnsafeBufferPointer { PlainTextMeasuring.tables(for: .default).measureWhole(utf16: $0, options: options) } == lengths16, "\(label)")
            #expect(bytes.withUnsafeBufferPointer { PlainTextMeasuring.tables(for: .default).measureWhole(utf8: $0, options: options) } == lengths8, "\(label)")
        }
        // And through the public entry points, with the runs that split it.
        StretchWalkTests.check(units, "plain \(seed): \(label)")
    }

    @Test func illFormedAndSupplementaryTextIsNeverPlain() {
        let cases: [[UInt8]] = [
            [0x61, 0xC0, 0x80], [0x61, 0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF0, 0x9F, 0x98, 0x80],
            [0x61, 0xE0, 0xA4], [0x80], [0xF0, 0xA0, 0x80, 0x80],
        ]
        for bytes in cases {
            #expect(bytes.withUnsafeBufferPointer { PlainTextMeasuring.tables(for: .default).measureWhole(utf8: $0, options: .standard) } == nil, "\(bytes)")
            for policy in EmojiPolicy.allCases {
                #expect(Emoji.counts(utf8: bytes, policy: policy) == StretchWalkTests.scannerCounts(utf8: bytes, policy: policy), "\(bytes)")
            }
            var measurer = UTF8TextMeasurer(options: .standard)
            bytes.withUnsafeBufferPointer { measurer.measure($0) }
            #expect(TextMetrics.measure(utf8: bytes) == measurer.finish(), "\(bytes)")
        }
        let surrogates: [[UInt16]] = [[0x61, 0xD800], [0xDC00, 0x61], [0xD83D, 0xDE00]]
        for units in surrogates {
            #expect(units.withUnsafeBufferPointer { PlainTextMeasuring.tables(for: .default).measureWhole(utf16: $0, options: .standard) } == nil)
            #expect(!units.withUnsafeBufferPointer { EmojiFreeText.tables(for: .default).isEmojiFree(utf16: $0) })
        }
    }
}

extension PlainTextMeasuring {
    /// The lengths when the plain-text loop takes all of `units`, else nil.
    func measureWhole(utf16 units: UnsafeBufferPointer<UInt16>, options: DisplayWidth.Options) -> TextLengths? {
        guard let base = units.baseAddress else { return TextLengths() }
        let (lengths, _, stop) = measure(utf16: base, from: 0, to: units.count, options: options)
        return stop == units.count ? lengths : nil
    }

    /// The lengths when the plain-text loop takes all of `bytes`, else nil.
    func measureWhole(utf8 bytes: UnsafeBufferPointer<UInt8>, options: DisplayWidth.Options) -> TextLengths? {
        guard let base = bytes.baseAddress else { return TextLengths() }
        let (lengths, _, stop) = measure(utf8: base, from: 0, to: bytes.count, options: options)
        return stop == bytes.count ? lengths : nil
    }
}

extension EmojiFreeText {
    /// Whether no cluster of `units` can be an emoji: emoji counting's count loop takes them all.
    func isEmojiFree(utf16 units: UnsafeBufferPointer<UInt16>) -> Bool {
        guard let base = units.baseAddress else { return true }
        var measure = EmojiCountMeasure<Unicode.UTF16>(policy: .default, unicode: .default)
        return measure.takeFast(base, from: 0, to: units.count).stop == units.count
    }

    /// Whether no cluster of `bytes` can be an emoji: emoji counting's count loop takes them all.
    func isEmojiFree(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var measure = EmojiCountMeasure<Unicode.UTF8>(policy: .default, unicode: .default)
        return measure.takeFast(base, from: 0, to: bytes.count).stop == bytes.count
    }
}
