extension OutputFiles {
    /// The width table of every version, and per version its property ranges.
    static func widthOutputs(_ directories: [VersionDirectory]) throws -> [OutputFile] {
        let data = try directories.map { try WidthData(ucd: $0.url) }
        var files = [try widthPropertyTable(data, directories)]
        for (directory, width) in zip(directories, data) {
            files.append(widthPropertyRanges(width, directory))
        }
        return files
    }

    static func widthPropertyTable(_ data: [WidthData], _ directories: [VersionDirectory]) throws -> OutputFile {
        let table = try SharedTwoStageTable(versions: data.map { try $0.properties.map { try $0.packed() } })
        let versions = directories.map(\.version).joined(separator: ", ")
        let text = header(comment: "//", sources: data.flatMap(\.sources), version: versions) + """

            extension WidthProperty {
                /// Stage 1 of the width property lookup for every version in `UnicodeVersion.allCases`
                /// order (\(versions)): version `v`'s 0x1100 entries start at `v.index * 0x1100` and are
                /// indexed by `codePoint >> 8`; each is a block number into ``stage2``.
                /// \(table.byteStage1SizeSummary).
                static let stage1: [UInt8] = [
            \(SwiftLiteral.bytes(try table.byteStage1()))
                ]

                /// Stage 2 of the width property lookup: \(table.stage2.count / 256) distinct blocks of
                /// 256 packed `WidthProperty` raw values shared by all versions, indexed by
                /// `block << 8 | (codePoint & 0xFF)`.
                static let stage2: [UInt8] = [
            \(SwiftLiteral.bytes(table.stage2))
                ]
            }

            """
        return OutputFile(path: "Sources/GraphemeMetrics/Generated/WidthProperty+Table.swift", contents: text)
    }

    static func widthPropertyRanges(_ data: WidthData, _ directory: VersionDirectory) -> OutputFile {
        var text = header(comment: "#", sources: data.sources, version: directory.version)
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
        return OutputFile(path: "Data/width-properties-\(directory.version).txt", contents: text)
    }
}
