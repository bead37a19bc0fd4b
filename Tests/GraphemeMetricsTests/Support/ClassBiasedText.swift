import GraphemeMetrics

/// Random text biased towards the scalars that the segmentation rules treat specially.
///
/// The pools are derived from the library's own property lookup over every scalar (so no code point
/// list is typed by hand); the exhaustive table test ties that lookup to the UCD.
struct ClassBiasedText {
    /// The scalars of each interesting property value, plus a pool of any assigned-looking scalar.
    let pools: [[Unicode.Scalar]]

    init(excluding excluded: Set<Unicode.Scalar> = []) {
        var byKey: [String: [Unicode.Scalar]] = [:]
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), !excluded.contains(scalar) else { continue }
            let properties = GraphemeBreakProperties(scalar)
            var key = properties.clusterBreak.rawValue
            if properties.conjunctBreak != .none { key += "/\(properties.conjunctBreak.rawValue)" }
            if properties.isExtendedPictographic { key += "/ExtPict" }
            // Plain Other is huge: keep letters a reader would type plus a sample of the rest.
            if key == "Other" && value > 0x7F && value % 97 != 0 { continue }
            byKey[key, default: []].append(scalar)
        }
        pools = byKey.keys.sorted().compactMap { byKey[$0] }
    }

    /// A line of `length` scalars drawn pool-first, so rare classes appear as often as common ones.
    func line<R: RandomNumberGenerator>(length: Int, using generator: inout R) -> [Unicode.Scalar] {
        (0..<length).map { _ in
            let pool = pools[Int.random(in: 0..<pools.count, using: &generator)]
            return pool[Int.random(in: 0..<pool.count, using: &generator)]
        }
    }
}

/// A small, fast, seedable generator (SplitMix64), so a failing corpus can be rebuilt exactly.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
