extension OutputFiles {
    /// The width table and its test vectors (Unicode 17.0.0 data for now).
    static func widthOutputs(_ directories: [VersionDirectory]) throws -> [OutputFile] {
        guard let directory = directories.first(where: { $0.version == "17.0.0" }) else { return [] }
        let width = try WidthData(ucd: directory.url)
        return [try widthPropertyTable(width), widthPropertyRanges(width)]
    }

    static func widthPropertyTable(_ data: WidthData) throws -> OutputFile {
        let table = try TwoStageTable(values: data.properties.map { try $0.packed() })
        let text = header(comment: "//", sources: data.sources, version: "17.0.0") + """

            extension WidthProperty {
                /// Stage 1 of the width property lookup, indexed by `codePoint >> 8`: a block number
                /// into ``stage2``. \(table.stage1.count) entries.
                static let stage1: [UInt8] = [
            \(SwiftLiteral.bytes(table.stage1))
                ]

                /// Stage 2 of the width property lookup: \(table.stage2.count / 256) distinct blocks of
                /// 256 packed `WidthProperty` raw values, indexed by `block << 8 | (codePoint & 0xFF)`.
                static let stage2: [UInt8] = [
            \(SwiftLiteral.bytes(table.stage2))
                ]
            }

            """
        return OutputFile(path: "Sources/GraphemeMetrics/Generated/WidthProperty+Table.swift", contents: text)
    }

    static func widthPropertyRanges(_ data: WidthData) -> OutputFile {
        var text = header(comment: "#", sources: data.sources, version: "17.0.0")
        text += """
            # Every code point 0000..10FFFF in maximal ranges of equal width properties:
            # range;width class;emoji role;Default_Ignorable_Code_Point (Y/N)

            """
        for (range, properties) in data.ranges() {
            let low = SwiftLiteral.hex(range.lowerBound, width: 4)
            let high = SwiftLiteral.hex(range.upperBound, width: 4)
            text += "\(low)..\(high);\(properties.widthClass);\(properties.role);"
            text += properties.isDefaultIgnorable ? "Y\n" : "N\n"
        }
        return OutputFile(path: "Data/width-properties-17.0.0.txt", contents: text)
    }
}
