import GraphemeMetrics

/// Every scalar sorted into the classes the segmentation rules tell apart, so generators can
/// pick the rare ones (Prepend, linkers, Hangul, Regional Indicators) as often as letters.
///
/// The pools come from ``GraphemeBreakProperties`` over all 1,112,064 scalars when first used;
/// no property list is typed by hand. Only two pools name scalars, and by identity rather than by
/// property: VS16 (an emoji presentation selector) and the tag characters of emoji tag sequences.
struct ScalarPools: Sendable {
    enum Pool: String, CaseIterable, Sendable {
        case cr, lf, control
        /// Grapheme_Cluster_Break=Extend with InCB=None (ZWNJ).
        case extendOnly
        /// Grapheme_Cluster_Break=Extend with InCB=Extend (combining marks, emoji modifiers, …).
        case conjunctExtend
        /// InCB=Linker (viramas, conjoiners).
        case linker
        case zwj, regionalIndicator, prepend, spacingMark
        case l, v, t, lv, lvt
        case extendedPictographic
        /// InCB=Consonant.
        case consonant
        /// Grapheme_Cluster_Break=Other with none of the above.
        case other
        /// U+FE0F VARIATION SELECTOR-16.
        case variationSelector16
        /// U+E0020..U+E007F TAG SPACE..CANCEL TAG.
        case tag
        /// Any scalar at all.
        case any
    }

    private var pools: [Pool: [Unicode.Scalar]]

    /// Every scalar for which `isIncluded` holds, by pool.
    init(including isIncluded: (Unicode.Scalar) -> Bool) {
        var pools: [Pool: [Unicode.Scalar]] = [:]
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), isIncluded(scalar) else { continue }
            pools[Self.pool(of: scalar), default: []].append(scalar)
            pools[.any, default: []].append(scalar)
            if value == 0xFE0F { pools[.variationSelector16, default: []].append(scalar) }
            if (0xE0020...0xE007F).contains(value) { pools[.tag, default: []].append(scalar) }
        }
        self.pools = pools
    }

    /// All scalars (Unicode 17.0.0 properties).
    static let all = ScalarPools { _ in true }

    /// The scalars assigned in Unicode 15.0, the version ICU 72 implements.
    static let assignedBy15 = ScalarPools { AssignedCodePoints.unicode15.contains($0.value) }

    /// The scalars of a pool; never empty (falls back to "a" for a pool a filter emptied).
    func scalars(_ pool: Pool) -> [Unicode.Scalar] {
        pools[pool].flatMap { $0.isEmpty ? nil : $0 } ?? ["a"]
    }

    func random(_ pool: Pool, using rng: inout some RandomNumberGenerator) -> Unicode.Scalar {
        let scalars = scalars(pool)
        return scalars[Int.random(in: 0..<scalars.count, using: &rng)]
    }

    /// The property pool of a scalar.
    static func pool(of scalar: Unicode.Scalar) -> Pool {
        let properties = GraphemeBreakProperties(scalar)
        switch properties.clusterBreak {
        case .cr: return .cr
        case .lf: return .lf
        case .control: return .control
        case .extend:
            switch properties.conjunctBreak {
            case .linker: return .linker
            case .extend: return .conjunctExtend
            default: return .extendOnly
            }
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
