/// A two-stage lookup table over all 0x110000 code points, one byte per code point.
///
/// Stage 1 is indexed by `codePoint >> 8` and holds a block number; stage 2 holds the
/// de-duplicated 256-entry blocks back to back, so a lookup is
/// `stage2[Int(stage1[cp >> 8]) << 8 | (cp & 0xFF)]`.
struct TwoStageTable {
    var stage1: [UInt8] = []
    var stage2: [UInt8] = []

    init(values: [UInt8]) throws {
        precondition(values.count == 0x110000)
        var blockIndex: [ArraySlice<UInt8>: UInt8] = [:]
        for start in stride(from: 0, to: 0x110000, by: 256) {
            let block = values[start..<start + 256]
            if let index = blockIndex[block] {
                stage1.append(index)
            } else {
                guard blockIndex.count < 256 else {
                    throw GeneratorError.unexpected("more than 256 distinct blocks: widen stage 1")
                }
                let index = UInt8(blockIndex.count)
                blockIndex[block] = index
                stage1.append(index)
                stage2.append(contentsOf: block)
            }
        }
    }

    func value(at codePoint: Int) -> UInt8 {
        stage2[Int(stage1[codePoint >> 8]) << 8 | (codePoint & 0xFF)]
    }
}

/// Two-stage lookup tables for several Unicode versions that share their 256-entry blocks.
///
/// One stage 2 holds every distinct block of every version once; stage 1 holds, for each
/// version in turn, 0x1100 block numbers (16-bit, as the versions together have more than 256
/// distinct blocks). Version `v`'s lookup is
/// `stage2[Int(stage1[v * 0x1100 + cp >> 8]) << 8 | (cp & 0xFF)]`.
struct SharedTwoStageTable {
    static let blocksPerVersion = 0x1100
    var stage1: [UInt16] = []
    var stage2: [UInt8] = []
    /// The number of distinct blocks of each version on its own, for the size report.
    var blocksPerVersionAlone: [Int] = []

    init(versions: [[UInt8]]) throws {
        var blockIndex: [ArraySlice<UInt8>: UInt16] = [:]
        for values in versions {
            precondition(values.count == 0x110000)
            var own = Set<ArraySlice<UInt8>>()
            for start in stride(from: 0, to: 0x110000, by: 256) {
                let block = values[start..<start + 256]
                own.insert(block)
                if let index = blockIndex[block] {
                    stage1.append(index)
                } else {
                    guard blockIndex.count < Int(UInt16.max) else {
                        throw GeneratorError.unexpected("more than 65535 distinct blocks")
                    }
                    let index = UInt16(blockIndex.count)
                    blockIndex[block] = index
                    stage1.append(index)
                    stage2.append(contentsOf: block)
                }
            }
            blocksPerVersionAlone.append(own.count)
        }
    }

    func value(at codePoint: Int, version: Int) -> UInt8 {
        stage2[Int(stage1[version * Self.blocksPerVersion + codePoint >> 8]) << 8 | (codePoint & 0xFF)]
    }

    /// One line for the generated comment: the bytes shared against five separate tables.
    var sizeSummary: String {
        let shared = stage1.count * 2 + stage2.count
        let separate = blocksPerVersionAlone.reduce(0) { $0 + Self.blocksPerVersion + $1 * 256 }
        return "\(shared) bytes for \(blocksPerVersionAlone.count) versions (separate tables: \(separate) bytes)"
    }
}

/// Formats byte arrays as Swift array literals, 24 values per line.
enum SwiftLiteral {
    static func bytes(_ values: [UInt8], indent: String = "        ") -> String {
        rows(values, perLine: 24, digits: 2, indent: indent)
    }

    /// 16-bit values, 16 per line.
    static func words16(_ values: [UInt16], indent: String = "        ") -> String {
        rows(values, perLine: 16, digits: 4, indent: indent)
    }

    /// `values` as hexadecimal literals of `digits` digits, `perLine` to a line.
    private static func rows(_ values: [some FixedWidthInteger], perLine: Int, digits: Int, indent: String) -> String {
        stride(from: 0, to: values.count, by: perLine).map { start in
            let row = values[start..<min(start + perLine, values.count)]
            return indent + row.map { "0x" + hex($0, width: digits) + "," }.joined(separator: " ")
        }.joined(separator: "\n")
    }

    static func hex(_ value: some BinaryInteger, width: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

extension SharedTwoStageTable {
    /// Stage 1 as bytes, when the versions together have at most 256 distinct blocks (as the
    /// emoji and width properties do): half the size of the 16-bit stage 1.
    func byteStage1() throws -> [UInt8] {
        guard stage2.count / 256 <= 256 else {
            throw GeneratorError.unexpected("more than 256 distinct blocks: use the 16-bit stage 1")
        }
        return stage1.map { UInt8($0) }
    }

    /// ``sizeSummary`` for a stage 1 of bytes.
    var byteStage1SizeSummary: String {
        let shared = stage1.count + stage2.count
        let separate = blocksPerVersionAlone.reduce(0) { $0 + Self.blocksPerVersion + $1 * 256 }
        return "\(shared) bytes for \(blocksPerVersionAlone.count) versions (separate tables: \(separate) bytes)"
    }
}
