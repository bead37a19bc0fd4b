import GraphemeMetrics

/// The scalars of one Unicode version sorted into the classes the segmentation rules tell apart,
/// so generators can pick the rare ones (Prepend, linkers, Hangul, Regional Indicators) as often
/// as letters.
///
/// The pools come from that version's `Data/grapheme-properties-<version>.txt`
/// (``GraphemePropertyData``), not from the library's tables; no property list is typed by hand.
/// Three pools name scalars by identity rather than by property: VS16, the emoji modifiers and the
/// tag characters of emoji tag sequences.
struct ScalarPools: Sendable {
    enum Pool: Int, CaseIterable, Sendable {
        case cr, lf, control
        /// Grapheme_Cluster_Break=Extend with InCB=None (ZWNJ; every Extend in 15.0 and 15.1's
        /// non-conjunct marks).
        case extendOnly
        /// Grapheme_Cluster_Break=Extend with InCB=Extend (combining marks, emoji modifiers, …).
        case conjunctExtend
        /// InCB=Linker, whatever its Grapheme_Cluster_Break: viramas (Extend), and from 18.0
        /// U+1CF5, U+1CF6 and U+11A3A (Other).
        case linker
        case zwj, regionalIndicator, prepend, spacingMark
        case l, v, t, lv, lvt
        case extendedPictographic
        /// InCB=Consonant.
        case consonant
        /// Grapheme_Cluster_Break=Other with none of the above.
        case other
        /// U+1F3FB..U+1F3FF EMOJI MODIFIER FITZPATRICK TYPE-1-2..TYPE-6 (Emoji_Modifier).
        case emojiModifier
        /// U+FE0F VARIATION SELECTOR-16.
        case variationSelector16
        /// U+E0020..U+E007F TAG SPACE..CANCEL TAG.
        case tag
        /// The scalars whose Grapheme_Cluster_Break, InCB or Extended_Pictographic differ between
        /// any two of the versions 15.0–18.0 (U+11A3A, the 16.0 viramas, the 17.0 non-emoji
        /// pictographs, …): where the profiles must differ.
        case versionSensitive
        /// The scalars that are InCB=Linker in any of the versions 15.1–18.0 (U+1CF5, U+1CF6 and
        /// U+11A3A from 18.0; U+1039, U+17D2, U+1B44, … from 17.0), whatever they are in this one.
        case linkerInSomeVersion
        /// Any scalar at all.
        case any
    }

    let version: UnicodeVersion
    /// The scalars of each pool, by `Pool.rawValue` (arrays: dictionaries are slow in debug builds).
    private var pools: [[Unicode.Scalar]]

    /// Every scalar for which `isIncluded` holds, by pool, with `version`'s properties.
    ///
    /// Unicode 15.0 has no Indic_Conjunct_Break, so its consonant, linker and conjunct-extend
    /// pools take 15.1's values: 15.0 texts then hold the conjuncts 15.0 must not join.
    init(version: UnicodeVersion, including isIncluded: (UInt32) -> Bool) {
        let data = GraphemePropertyData.of(version)
        let shapes = version == .v15_0 ? GraphemePropertyData.of(.v15_1) : data
        var pools = [[Unicode.Scalar]](repeating: [], count: Pool.allCases.count)
        var byClass = [Pool](repeating: .other, count: 256)
        for clusterBreak in GraphemePropertyData.ClusterBreak.allCases {
            for conjunctBreak in GraphemePropertyData.ConjunctBreak.allCases {
                for isExtendedPictographic in [false, true] {
                    let properties = GraphemePropertyData.Properties(
                        clusterBreak: clusterBreak, conjunctBreak: conjunctBreak, isExtendedPictographic: isExtendedPictographic)
                    byClass[Int(GraphemePropertyData.pack(properties))] = Self.pool(of: properties)
                }
            }
        }
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), isIncluded(value) else { continue }
            var properties = data[value]
            properties.conjunctBreak = shapes[value].conjunctBreak
            pools[byClass[Int(GraphemePropertyData.pack(properties))].rawValue].append(scalar)
            pools[Pool.any.rawValue].append(scalar)
            if value == 0xFE0F { pools[Pool.variationSelector16.rawValue].append(scalar) }
            if (0x1F3FB...0x1F3FF).contains(value) { pools[Pool.emojiModifier.rawValue].append(scalar) }
            if (0xE0020...0xE007F).contains(value) { pools[Pool.tag.rawValue].append(scalar) }
            if Self.versionSensitivity[Int(value)] & 1 != 0 { pools[Pool.versionSensitive.rawValue].append(scalar) }
            if Self.versionSensitivity[Int(value)] & 2 != 0 { pools[Pool.linkerInSomeVersion.rawValue].append(scalar) }
        }
        self.version = version
        self.pools = pools
    }

    /// Per code point: bit 0 when its properties differ between any two versions, bit 1 when it
    /// is InCB=Linker in any version.
    private static let versionSensitivity: [UInt8] = {
        let versions = UnicodeVersion.allCases.map(GraphemePropertyData.of)
        let linker = GraphemePropertyData.ConjunctBreak.linker.rawValue << 4
        return (0..<0x110000).map { value in
            let first = versions[0].packed[value]
            var bits: UInt8 = 0
            for data in versions {
                if data.packed[value] != first { bits |= 1 }
                if data.packed[value] & 0x30 == linker { bits |= 2 }
            }
            return bits
        }
    }()

    /// All scalars, with the default version's (18.0) properties.
    static let all = ScalarPools(version: .default) { _ in true }

    /// The scalars `version` had assigned, with its properties: text that version's peers know.
    static func assigned(by version: UnicodeVersion) -> ScalarPools {
        switch version {
        case .v15_0: assignedBy15_0
        case .v15_1: assignedBy15_1
        case .v16_0: assignedBy16_0
        case .v17_0: assignedBy17_0
        case .v18_0: assignedBy18_0
        }
    }

    private static let assignedBy15_0 = ScalarPools(version: .v15_0) { AssignedCodePoints.unicode15.contains($0) }
    private static let assignedBy15_1 = ScalarPools(version: .v15_1) { AssignedCodePoints.unicode15_1.contains($0) }
    private static let assignedBy16_0 = ScalarPools(version: .v16_0) { AssignedCodePoints.unicode16.contains($0) }
    private static let assignedBy17_0 = ScalarPools(version: .v17_0) { AssignedCodePoints.unicode17.contains($0) }
    private static let assignedBy18_0 = ScalarPools(version: .v18_0) { AssignedCodePoints.unicode18.contains($0) }

    /// The scalars of a pool; never empty (falls back to "a" for a pool a filter emptied).
    func scalars(_ pool: Pool) -> [Unicode.Scalar] {
        pools[pool.rawValue].isEmpty ? ["a"] : pools[pool.rawValue]
    }

    /// Whether the pool holds scalars of its own (not the "a" fallback).
    func isEmpty(_ pool: Pool) -> Bool { pools[pool.rawValue].isEmpty }

    func random(_ pool: Pool, using rng: inout some RandomNumberGenerator) -> Unicode.Scalar {
        let scalars = scalars(pool)
        return scalars[Int.random(in: 0..<scalars.count, using: &rng)]
    }

    /// The property pool of a scalar with these properties.
    static func pool(of properties: GraphemePropertyData.Properties) -> Pool {
        if properties.conjunctBreak == .linker { return .linker }
        switch properties.clusterBreak {
        case .cr: return .cr
        case .lf: return .lf
        case .control: return .control
        case .extend: return properties.conjunctBreak == .extend ? .conjunctExtend : .extendOnly
        case .zwj: return .zwj
        case .regionalIndicator: return .regionalIndicator
        case .prepend: return .prepend
        case .spacingMark: return .spacingMark
        case .l: return .l
        case .v: return .v
        case .t: return .t
        case .lv: return .lv
        case .lvt: return .lvt
        case .other:
            if properties.isExtendedPictographic { return .extendedPictographic }
            return properties.conjunctBreak == .consonant ? .consonant : .other
        }
    }
}
