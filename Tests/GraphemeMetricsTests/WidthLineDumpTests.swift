import Foundation
import GraphemeMetrics
import Testing

/// Widths over the corpora and emoji-test.txt. With `GRAPHEMEMETRICS_WIDTH_DUMP=<path>` it also
/// writes every line's clusters and widths for `scripts/compare-wcwidth.py`, which compares them
/// with Python's `wcwidth` and lists the classes of difference.
@Suite struct WidthLineDumpTests {
    static let sharedUnicode: URL? = {
        let url = TestData.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/unicode/18.0.0")
        return FileManager.default.fileExists(atPath: url.appendingPathComponent("emoji-test.txt").path) ? url : nil
    }()

    /// `source, line number, text` for every non-empty line of the corpora and every emoji-test line.
    static func lines() throws -> [(String, Int, String)] {
        var result: [(String, Int, String)] = []
        if let corpora = TestData.corporaDirectory {
            for name in TestData.corpusNames {
                let text = try String(contentsOf: corpora.appendingPathComponent(name), encoding: .utf8)
                for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                where !line.isEmpty {
                    result.append((name, index + 1, String(line)))
                }
            }
        }
        if let unicode = sharedUnicode {
            for (index, line) in try emojiTestLines(unicode).enumerated() { result.append(("emoji-test.txt", index + 1, line.text)) }
        }
        return result
    }

    struct EmojiTestLine {
        var text: String
        var status: String
    }

    static func emojiTestLines(_ directory: URL) throws -> [EmojiTestLine] {
        let text = try String(contentsOf: directory.appendingPathComponent("emoji-test.txt"), encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#"), let semicolon = line.firstIndex(of: ";"), let hash = line.firstIndex(of: "#")
            else { return nil }
            let scalars = line[..<semicolon].split(separator: " ").compactMap { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) }
            let status = line[line.index(after: semicolon)..<hash].trimmingCharacters(in: .whitespaces)
            var string = ""
            string.unicodeScalars.append(contentsOf: scalars)
            return EmojiTestLine(text: string, status: status)
        }
    }

    @Test(.enabled(if: sharedUnicode != nil, "needs ../shared/unicode/18.0.0/emoji-test.txt beside the checkout"))
    func everyFullyQualifiedEmojiIsOneClusterOfWidth2() throws {
        let lines = try Self.emojiTestLines(try #require(Self.sharedUnicode))
        let qualified = lines.filter { $0.status == "fully-qualified" }
        #expect(qualified.count > 3_500, "a truncated emoji-test.txt would pass vacuously")
        var wrong: [String] = []
        for line in qualified {
            let lengths = TextMetrics.measure(line.text)
            if lengths.graphemes != 1 || lengths.width != 2 {
                wrong.append(line.text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(20))")
        // Components (skin tones, hair styles) are Emoji_Presentation too.
        for line in lines where line.status == "component" {
            #expect(DisplayWidth.of(line.text) == 2, "\(line.text.unicodeScalars.map(\.value))")
        }
    }

    @Test(.enabled(if: TestData.corporaDirectory != nil || sharedUnicode != nil, "needs ../shared beside the checkout"))
    func lineWidthIsTheSumOfClusterWidths() throws {
        let lines = try Self.lines()
        #expect(!lines.isEmpty)
        var dump = ""
        let dumpPath = ProcessInfo.processInfo.environment["GRAPHEMEMETRICS_WIDTH_DUMP"]
        for (source, number, text) in lines {
            var clusters: [String] = []
            var sum = 0
            let utf16 = Array(text.utf16)
            DisplayWidth.forEachCluster(text) { range, width in
                sum += width
                if dumpPath != nil {
                    let cluster = String(decoding: utf16[range], as: UTF16.self)
                    let hex = cluster.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
                    clusters.append("\(hex)=\(width)")
                }
            }
            #expect(sum == DisplayWidth.of(text), "\(source):\(number)")
            #expect(sum == TextMetrics.measure(text).width, "\(source):\(number)")
            if dumpPath != nil { dump += "\(source)\t\(number)\t\(clusters.joined(separator: "|"))\n" }
        }
        if let dumpPath {
            try dump.write(toFile: dumpPath, atomically: true, encoding: .utf8)
        }
    }
}
