/// The emoji and width property tables of one Unicode version. Each is a two-stage table of one
/// byte per code point: the version's stage 1 (0x1100 entries, one per block of 256 code points)
/// and a stage 2 that all versions share. They are copied once into memory that is never freed
/// (as ``GraphemeTables``), so hot loops read them through plain pointers.
struct ScalarPropertyTables: @unchecked Sendable, VersionedTables {
    /// One property's two stages.
    struct Stages {
        let stage1: UnsafePointer<UInt8>
        let stage2: UnsafePointer<UInt8>

        /// The byte of a scalar value at most 0x10FFFF.
        @inline(__always)
        subscript(codePoint: UInt32) -> UInt8 {
            stage2[Int(stage1[Int(codePoint &>> 8)]) &<< 8 | Int(codePoint & 0xFF)]
        }
    }

    /// ``EmojiProperties``, from `EmojiProperties.stage1` and `.stage2` (generated).
    let emoji: Stages
    /// ``WidthProperty``, from `WidthProperty.stage1` and `.stage2` (generated).
    let width: Stages

    /// Every version's stage 1 and the shared stage 2 of each property, copied once, never
    /// written (hence `unsafe`).
    nonisolated(unsafe) private static let emojiStages = (immortalCopy(EmojiProperties.stage1), immortalCopy(EmojiProperties.stage2))
    nonisolated(unsafe) private static let widthStages = (immortalCopy(WidthProperty.stage1), immortalCopy(WidthProperty.stage2))

    // One per version, built on its first use; `tables(for:)` (``VersionedTables``) picks one.
    static let v15_0 = ScalarPropertyTables(.v15_0)
    static let v15_1 = ScalarPropertyTables(.v15_1)
    static let v16_0 = ScalarPropertyTables(.v16_0)
    static let v17_0 = ScalarPropertyTables(.v17_0)
    static let v18_0 = ScalarPropertyTables(.v18_0)

    private init(_ version: UnicodeVersion) {
        let offset = version.index * 0x1100
        emoji = Stages(stage1: Self.emojiStages.0 + offset, stage2: Self.emojiStages.1)
        width = Stages(stage1: Self.widthStages.0 + offset, stage2: Self.widthStages.1)
    }

    private static func immortalCopy(_ values: [UInt8]) -> UnsafePointer<UInt8> {
        let memory = UnsafeMutablePointer<UInt8>.allocate(capacity: values.count)
        memory.initialize(from: values, count: values.count)
        return UnsafePointer(memory)
    }

    /// The emoji properties of a scalar value at most 0x10FFFF.
    @inline(__always)
    func emojiProperties(of codePoint: UInt32) -> EmojiProperties {
        EmojiProperties(rawValue: emoji[codePoint])
    }

    /// The width property of a scalar value at most 0x10FFFF.
    @inline(__always)
    func widthProperty(of codePoint: UInt32) -> WidthProperty {
        WidthProperty(rawValue: width[codePoint])
    }
}
