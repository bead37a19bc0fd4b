import GraphemeMetrics

/// Every code point's Grapheme_Cluster_Break, Indic_Conjunct_Break and Extended_Pictographic in one
/// Unicode version, read from `Data/grapheme-properties-<version>.txt` without the library's tables,
/// so that the reference rules (``ReferenceGraphemeRules``) and the generators' scalar pools do not
/// share the data path they check. (`GraphemeTableTests` ties the library's tables to the same files.)
struct GraphemePropertyData: Sendable {
    /// Grapheme_Cluster_Break, spelled as in GraphemeBreakProperty.txt.
    enum ClusterBreak: UInt8, CaseIterable, Sendable {
        case other, cr, lf, control, extend, zwj, regionalIndicator, prepend, spacingMark, l, v, t, lv, lvt

        init?(name: Substring) {
            guard let value = Self.allCases.first(where: { $0.name == name }) else { return nil }
            self = value
        }

        var name: String {
            switch self {
            case .other: "Other"
            case .cr: "CR"
            case .lf: "LF"
            case .control: "Control"
            case .extend: "Extend"
            case .zwj: "ZWJ"
            case .regionalIndicator: "Regional_Indicator"
            case .prepend: "Prepend"
            case .spacingMark: "SpacingMark"
            case .l: "L"
            case .v: "V"
            case .t: "T"
            case .lv: "LV"
            case .lvt: "LVT"
            }
        }
    }

    /// Indic_Conjunct_Break (DerivedCoreProperties.txt); `none` everywhere in Unicode 15.0.
    enum ConjunctBreak: UInt8, CaseIterable, Sendable {
        case none, extend, linker, consonant

        init?(name: Substring) {
            guard let value = Self.allCases.first(where: { $0.name == name }) else { return nil }
            self = value
        }

        var name: String {
            switch self {
            case .none: "None"
            case .extend: "Extend"
            case .linker: "Linker"
            case .consonant: "Consonant"
            }
        }
    }

    struct Properties: Hashable, Sendable {
        var clusterBreak: ClusterBreak
        var conjunctBreak: ConjunctBreak
        var isExtendedPictographic: Bool
    }

    let version: UnicodeVersion
    /// One byte per code point (``pack(_:)``).
    let packed: [UInt8]
    /// The number of ranges read, to catch a truncated file.
    let rangeCount: Int

    init(version: UnicodeVersion) throws {
        let file = "grapheme-properties-\(version.major).\(version.minor).0.txt"
        var packed = [UInt8](repeating: 0xFF, count: 0x110000)
        let lines = try TestData.lines(file)
        for line in lines {
            // 0915..0939;Other;Consonant;N
            let fields = line.split(separator: ";")
            let bounds = fields.first?.split(separator: ".") ?? []
            guard fields.count == 4, bounds.count == 2,
                  let low = UInt32(bounds[0], radix: 16), let high = UInt32(bounds[1], radix: 16), low <= high, high <= 0x10FFFF,
                  let clusterBreak = ClusterBreak(name: fields[1]), let conjunctBreak = ConjunctBreak(name: fields[2]),
                  fields[3] == "Y" || fields[3] == "N"
            else { throw TestFailure("\(file): unparseable line \(line)") }
            let byte = Self.pack(Properties(clusterBreak: clusterBreak, conjunctBreak: conjunctBreak, isExtendedPictographic: fields[3] == "Y"))
            for value in low...high { packed[Int(value)] = byte }
        }
        if let gap = packed.firstIndex(of: 0xFF) {
            throw TestFailure("\(file): no properties for U+\(GeneratedText.hex(gap))")
        }
        self.version = version
        self.packed = packed
        rangeCount = lines.count
    }

    /// Bits 0–3: the ClusterBreak, 4–5: the ConjunctBreak, 6: Extended_Pictographic.
    static func pack(_ properties: Properties) -> UInt8 {
        properties.clusterBreak.rawValue | properties.conjunctBreak.rawValue << 4 | (properties.isExtendedPictographic ? 0x40 : 0)
    }

    subscript(value: UInt32) -> Properties {
        let byte = packed[Int(value)]
        return Properties(
            clusterBreak: ClusterBreak(rawValue: byte & 0x0F)!,
            conjunctBreak: ConjunctBreak(rawValue: byte >> 4 & 0x03)!,
            isExtendedPictographic: byte & 0x40 != 0)
    }

    subscript(scalar: Unicode.Scalar) -> Properties { self[scalar.value] }

    /// The data of a version, read once. A missing or malformed file traps: it is a failure, never a skip.
    static func of(_ version: UnicodeVersion) -> GraphemePropertyData {
        switch version {
        case .v15_0: v15_0
        case .v15_1: v15_1
        case .v16_0: v16_0
        case .v17_0: v17_0
        case .v18_0: v18_0
        }
    }

    private static func load(_ version: UnicodeVersion) -> GraphemePropertyData {
        do { return try GraphemePropertyData(version: version) } catch { fatalError("\(error)") }
    }

    private static let v15_0 = load(.v15_0)
    private static let v15_1 = load(.v15_1)
    private static let v16_0 = load(.v16_0)
    private static let v17_0 = load(.v17_0)
    private static let v18_0 = load(.v18_0)
}
