import GraphemeMetrics
import PropertyBased
import Testing

/// UTF-16 text built from pieces that exercise the segmentation rules, for property and
/// differential tests. It may hold lone surrogates (when the generator asks for them).
struct GeneratedText: Sendable, CustomTestStringConvertible {
    var units: [UInt16]

    /// The kinds of piece a text is built from. Random scalars alone almost never form a
    /// conjunct, a ZWJ sequence or a Hangul syllable, so most kinds are small rule-shaped motifs.
    enum Piece: Int, CaseIterable, Sendable {
        /// One scalar of any kind.
        case anyScalar
        /// One to three scalars of one property pool (Prepend, SpacingMark, V, RI, …).
        case pooledScalars
        /// `Consonant [Extend Linker ZWJ]* Linker [Extend]* Consonant` (GB9c).
        case conjunct
        /// `X? Linker Extend* Consonant` with no consonant before the linker: joins by GB9c from
        /// Unicode 18.0 only (its form `Linker Extend* × Consonant`).
        case leadingLinker
        /// A Prepend before a letter, consonant, linker, pictograph or control (GB9b, GB5).
        case prepended
        /// `(ExtPict | X) EmojiModifier (ZWJ ExtPict EmojiModifier?)?`: skin tones (GB9, GB11).
        case emojiModifierSequence
        /// `ExtPict Extend* ZWJ ExtPict` (GB11).
        case emojiZWJSequence
        /// A run of one to five Regional Indicators (GB12/GB13).
        case regionalIndicators
        /// Two to five Hangul jamo or syllables (GB6–GB8).
        case hangul
        /// CR, LF and controls (GB3–GB5).
        case controls
        /// An Extended_Pictographic with VS16, or a tag sequence ending in CANCEL TAG.
        case emojiSelectors
        /// One or two units in D800–DFFF (lone surrogates, or now and then a valid pair).
        case surrogates
    }

    var testDescription: String {
        "GeneratedText(units: [" + units.map { "0x" + Self.hex($0) }.joined(separator: ", ") + "])"
    }

    /// The code points of the text: scalars, and each lone surrogate as its own value (how Python
    /// strings hold it; UAX #29 gives surrogate code points Grapheme_Cluster_Break=Other, as U+FFFD).
    var codePoints: [UInt32] {
        var result: [UInt32] = []
        var index = 0
        while index < units.count {
            if UTF16.isLeadSurrogate(units[index]), index + 1 < units.count, UTF16.isTrailSurrogate(units[index + 1]) {
                result.append(UTF16.decode(UTF16.EncodedScalar([units[index], units[index + 1]])).value)
                index += 2
            } else {
                result.append(UInt32(units[index]))
                index += 1
            }
        }
        return result
    }

    static func hex(_ value: some BinaryInteger) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// The scalars of a piece, chosen by `seed` so that shrinking the seed changes the piece.
    static func piece(_ kind: Piece, seed: UInt64, pools: ScalarPools) -> [UInt16] {
        var rng = SplitMix64(seed: seed)
        var scalars: [Unicode.Scalar] = []
        func add(_ pool: ScalarPools.Pool) { scalars.append(pools.random(pool, using: &rng)) }
        func repeated(_ range: ClosedRange<Int>, _ body: () -> Void) {
            for _ in 0..<Int.random(in: range, using: &rng) { body() }
        }
        switch kind {
        case .anyScalar:
            add(.any)
        case .pooledScalars:
            let pool = ScalarPools.Pool.allCases.randomElement(using: &rng) ?? .other
            repeated(1...3) { add(pool) }
        case .conjunct:
            // Half the time the linker is one of any version's: a 17.0 linker in 16.0 text, U+1CF5 in 17.0 text.
            let linker: ScalarPools.Pool = Bool.random(using: &rng) ? .linker : .linkerInSomeVersion
            add(.consonant)
            repeated(0...2) { add([.conjunctExtend, .linker, .zwj].randomElement(using: &rng) ?? .linker) }
            add(linker)
            repeated(0...1) { add(.conjunctExtend) }
            add(.consonant)
        case .leadingLinker:
            repeated(0...1) { add([.other, .any, .consonant, .extendedPictographic].randomElement(using: &rng) ?? .other) }
            add(Bool.random(using: &rng) ? .linker : .linkerInSomeVersion)
            repeated(0...2) { add(.conjunctExtend) }
            add(.consonant)
        case .prepended:
            repeated(1...2) { add(.prepend) }
            add([.other, .consonant, .linker, .extendedPictographic, .control, .lf, .spacingMark].randomElement(using: &rng) ?? .other)
        case .emojiModifierSequence:
            add(Bool.random(using: &rng) ? .extendedPictographic : .other)
            add(.emojiModifier)
            if Bool.random(using: &rng) {
                add(.zwj)
                add(.extendedPictographic)
                repeated(0...1) { add(.emojiModifier) }
            }
        case .emojiZWJSequence:
            add(.extendedPictographic)
            repeated(0...2) { add(.conjunctExtend) }
            add(.zwj)
            add(.extendedPictographic)
        case .regionalIndicators:
            repeated(1...5) { add(.regionalIndicator) }
        case .hangul:
            repeated(2...5) { add([.l, .v, .t, .lv, .lvt].randomElement(using: &rng) ?? .l) }
        case .controls:
            repeated(1...3) { add([.cr, .lf, .cr, .control].randomElement(using: &rng) ?? .cr) }
        case .emojiSelectors:
            add(.extendedPictographic)
            if Bool.random(using: &rng) {
                add(.variationSelector16)
            } else {
                repeated(1...4) { add(.tag) }
                scalars.append("\u{E007F}")  // CANCEL TAG
            }
        case .surrogates:
            return (0..<Int.random(in: 1...2, using: &rng)).map { _ in UInt16.random(in: 0xD800...0xDFFF, using: &rng) }
        }
        var units: [UInt16] = []
        for scalar in scalars { UTF16.encode(scalar) { units.append($0) } }
        return units
    }

    /// Texts of up to `pieces` pieces; lone surrogates only when `illFormed` is true.
    static func generator(
        pools: ScalarPools = .all, illFormed: Bool = false, pieces: ClosedRange<Int> = 0...16
    ) -> Generator<GeneratedText, AnySequence<[(Int, UInt64)]>> {
        let kinds = Piece.allCases.filter { illFormed || $0 != .surrogates }
        return zip(Gen.int(in: 0...(kinds.count - 1)), Gen<UInt64>.value())
            .map { kind, seed in piece(kinds[kind], seed: seed, pools: pools) }
            .array(of: pieces)
            .map { GeneratedText(units: $0.flatMap { $0 }) }
            .eraseToAnySequence()
    }

    /// A repeatable corpus of `count` texts for one Unicode version: only the scalars `version`
    /// assigned, pooled by its properties, with lone surrogates (for the UTF-16 paths; never two
    /// that pair up).
    /// Each text is up to 16 pieces of any kind; a plain loop, as the property-test generator is slow
    /// for 10^5 texts in a debug build.
    static func corpus(count: Int, seed: UInt64, version: UnicodeVersion) -> [GeneratedText] {
        let pools = ScalarPools.assigned(by: version)
        var rng = SplitMix64(seed: seed)
        let kinds = Piece.allCases.count
        return (0..<count).map { _ in
            var units: [UInt16] = []
            for _ in 0..<Int.random(in: 0...16, using: &rng) {
                let kind = Piece(rawValue: Int.random(in: 0..<kinds, using: &rng))!
                var added = piece(kind, seed: rng.next(), pools: pools)
                if kind == .surrogates {
                    // Keep them lone: a lead and a trail side by side would make a scalar the
                    // version may not have assigned.
                    for index in added.indices where UTF16.isTrailSurrogate(added[index]) {
                        let previous = index > 0 ? added[index - 1] : units.last
                        if let previous, UTF16.isLeadSurrogate(previous) { added[index] -= 0x400 }
                    }
                }
                units += added
            }
            return GeneratedText(units: units)
        }
    }

    /// A repeatable corpus: `count` texts from a fixed seed.
    static func corpus(
        count: Int, seed: UInt64, pools: ScalarPools = .all, illFormed: Bool = false, pieces: ClosedRange<Int> = 0...16
    ) -> [GeneratedText] {
        let generator = generator(pools: pools, illFormed: illFormed, pieces: pieces)
        var rng = Xoshiro(seed: (seed, 0x5DEE_CE66_D1CE_5EED, 0xBF58_476D_1CE4_E5B9, 0x94D0_49BB_1331_11EB))
        return (0..<count).map { _ in generator.run(using: &rng) }
    }
}
