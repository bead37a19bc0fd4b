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

    static func hex(_ value: some BinaryInteger) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// The scalars of a piece, chosen by `seed` so that shrinking the seed changes the piece.
    static func piece(_ kind: Piece, seed: UInt64, pools: ScalarPools) -> [UInt16] {
        var rng = Xoshiro(seed: (seed, seed ^ 0x9E37_79B9_7F4A_7C15, 0x0123_4567_89AB_CDEF, 0xFEDC_BA98_7654_3210))
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
            add(.consonant)
            repeated(0...2) { add([.conjunctExtend, .linker, .zwj].randomElement(using: &rng) ?? .linker) }
            add(.linker)
            repeated(0...1) { add(.conjunctExtend) }
            add(.consonant)
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
        return scalars.flatMap { Array(String($0).utf16) }
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

    /// A repeatable corpus: `count` texts from a fixed seed.
    static func corpus(
        count: Int, seed: UInt64, pools: ScalarPools = .all, illFormed: Bool = false, pieces: ClosedRange<Int> = 0...16
    ) -> [GeneratedText] {
        let generator = generator(pools: pools, illFormed: illFormed, pieces: pieces)
        var rng = Xoshiro(seed: (seed, 0x5DEE_CE66_D1CE_5EED, 0xBF58_476D_1CE4_E5B9, 0x94D0_49BB_1331_11EB))
        return (0..<count).map { _ in generator.run(using: &rng) }
    }
}
