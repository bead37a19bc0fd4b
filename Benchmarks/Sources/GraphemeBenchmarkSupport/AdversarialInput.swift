/// Inputs built to make a segmenter slow: very long clusters, long runs where every scalar
/// depends on the ones before it, and ill-formed text. Used by the growth check (time for 4n
/// units against time for n).
public struct AdversarialInput: Sendable {
    public let name: String
    /// The repeated UTF-16 pattern; the input is its first `units` units, repeated as needed.
    let pattern: [UInt16]

    public static let all: [AdversarialInput] = [
        // REGIONAL INDICATOR SYMBOL LETTER A, again and again (GB12/GB13 parity).
        AdversarialInput(name: "ri-run", scalars: [0x1F1E6]),
        // "a" then COMBINING ACUTE ACCENT forever: one cluster (GB9).
        AdversarialInput(name: "a+marks", prefix: [0x61], scalars: [0x0301]),
        // WOMAN ZWJ WOMAN ZWJ ...: one cluster (GB11).
        AdversarialInput(name: "zwj-chain", scalars: [0x1F469, 0x200D]),
        // BLACK FLAG then TAG LATIN SMALL LETTER A forever (GB9, tags are Extend).
        AdversarialInput(name: "tag-flood", prefix: [0x1F3F4], scalars: [0xE0061]),
        // DEVANAGARI KA VIRAMA KA VIRAMA ...: one conjunct (GB9c).
        AdversarialInput(name: "conjunct-chain", scalars: [0x0915, 0x094D]),
        // Unpaired high surrogates, each one U+FFFD.
        AdversarialInput(name: "lone-surrogates", units: [0xD800]),
    ]

    init(name: String, prefix: [UInt32] = [], scalars: [UInt32]) {
        self.name = name
        let encode = { (values: [UInt32]) in
            values.flatMap { Array(String(Unicode.Scalar($0)!).utf16) }
        }
        // The prefix is kept by `units(_:)`; the repeated part follows it.
        self.prefix = encode(prefix)
        pattern = encode(scalars)
    }

    init(name: String, units: [UInt16]) {
        self.name = name
        prefix = []
        pattern = units
    }

    let prefix: [UInt16]

    /// The first `count` units of the prefix followed by the pattern repeated (a surrogate
    /// pair cut by the end is left cut: the input is any UTF-16).
    public func units(_ count: Int) -> [UInt16] {
        var result = prefix
        result.reserveCapacity(count + pattern.count)
        while result.count < count { result.append(contentsOf: pattern) }
        return Array(result.prefix(count))
    }
}
