import Foundation
import GraphemeMetrics
import Testing

/// Emoji found line by line in ../shared/corpora and in constructed probes. With
/// `GRAPHEMEMETRICS_EMOJI_DUMP=<directory>` it also writes every emoji-like cluster of every line
/// for `scripts/compare-emoji.py`, which compares them with the Python `emoji` package
/// (`emoji_list`) and lists the classes of difference.
///
/// `corpora.tsv` has a row `source TAB line TAB matches` for each corpus line that holds at least
/// one ``EmojiPolicy/emojiLike`` cluster; `probes.tsv` a row `number TAB text TAB matches` for each
/// probe, its text as hex scalars. Matches are separated by `|`, each
/// `utf16Start:hex scalars:counted:kind:rgi:qualification`, where `counted` is 1 when the default
/// policy counts the cluster and `kind` and `qualification` are `-` when there is none.
@Suite struct EmojiLineDumpTests {
    static let dumpDirectory = ProcessInfo.processInfo.environment["GRAPHEMEMETRICS_EMOJI_DUMP"]
        .map { URL(fileURLWithPath: $0, isDirectory: true) }

    /// Texts that show each way the Python package differs or agrees, most of them not in the corpora,
    /// with the number of emoji the default policy counts in each.
    static let probes: [(text: String, count: Int)] = [
        ("\u{1F469}\u{200D}\u{1F996}", 1),  // WOMAN ZWJ T-REX: a non-RGI ZWJ sequence
        ("\u{1F469}\u{1F3FD}\u{200D}\u{1F996}", 1),  // the same with a skin tone
        ("\u{00A9}\u{200D}\u{00A9}", 1),  // a ZWJ sequence of two text-default characters
        ("\u{1F46F}\u{200D}\u{2642}", 1),  // men with bunny ears, minimally-qualified (listed)
        ("\u{1F3F3}\u{200D}\u{1F308}", 1),  // rainbow flag without its VS16, unqualified (listed)
        ("\u{1F3F4}\u{E0075}\u{E0073}\u{E0074}\u{E0078}\u{E007F}", 1),  // flag of US-TX: non-RGI tag sequence
        ("\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", 1),  // flag: Scotland (RGI)
        ("\u{1F1FF}\u{1F1FF}", 1),  // flag ZZ: non-RGI
        ("\u{1F1FA}", 0),  // a lone Regional Indicator
        ("\u{1F1FA}\u{1F1E6}\u{1F1FA}", 1),  // flag: Ukraine, then a lone Regional Indicator
        ("\u{1F600}\u{FE0F}", 1),  // a needless VS16
        ("\u{2764}\u{FE0E}", 0),  // red heart, text presentation
        ("\u{2764}", 0),  // red heart without VS16: text by default
        ("\u{00A9}", 0),  // copyright sign: text by default
        ("\u{2122}", 0),  // trade mark sign: text by default
        ("\u{00A9}\u{FE0F}", 1),  // copyright sign + VS16
        ("1\u{20E3}", 1),  // keycap without VS16, unqualified
        ("1\u{FE0F}\u{20E3}", 1),  // keycap: 1
        ("A\u{20E3}", 0),  // a letter in a keycap
        ("\u{1F3FB}", 1),  // light skin tone alone (component)
        ("\u{1F9B0}", 1),  // red hair alone (component)
        ("a\u{1F3FB}", 0),  // a skin tone after a letter: one cluster
        ("\u{1F600}\u{1F3FB}", 0),  // a skin tone after an emoji that takes none: one cluster
        ("\u{1F600}\u{0301}", 0),  // an emoji + COMBINING ACUTE ACCENT
        ("\u{1F600}\u{200D}", 0),  // an emoji + a ZWJ that joins nothing
        ("\u{1FAEB}", 1),  // CRACKING FACE: Emoji 18.0 (the default), unassigned in Unicode 17.0
    ]

    @Test func probesCountAsListed() throws {
        var dump = ""
        for (number, probe) in Self.probes.enumerated() {
            var counted = 0
            let fields = Self.emojiLikeFields(of: probe.text, at: "probe \(number + 1)") { counted += 1 }
            #expect(counted == probe.count, "probe \(number + 1)")
            #expect(Emoji.counts(probe.text).total == probe.count, "probe \(number + 1)")
            dump += "\(number + 1)\t\(Self.hex(probe.text))\t\(fields.joined(separator: "|"))\n"
        }
        try Self.write(dump, to: "probes.tsv")
    }

    @Test(.enabled(if: TestData.corporaDirectory != nil, "needs ../shared/corpora beside the checkout"))
    func lineByLineMatchesAgreeWithWholeFileCounts() throws {
        let corpora = try #require(TestData.corporaDirectory)
        var dump = ""
        var countedInAll = 0
        for name in TestData.corpusNames {
            let text = try String(contentsOf: corpora.appendingPathComponent(name), encoding: .utf8)
            var counted = 0
            // A line feed always ends a cluster (GB4), so the lines hold every cluster of the file.
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let fields = Self.emojiLikeFields(of: line, at: "\(name):\(index + 1)") { counted += 1 }
                if !fields.isEmpty { dump += "\(name)\t\(index + 1)\t\(fields.joined(separator: "|"))\n" }
            }
            #expect(counted == Emoji.counts(text).total, "\(name): the lines' emoji against the whole file's")
            countedInAll += counted
        }
        // emoji.txt holds every RGI emoji of Emoji 17.0 at least once (3,944 fully-qualified sequences).
        #expect(countedInAll > 3_944, "corpora without emoji would pass vacuously")
        try Self.write(dump, to: "corpora.tsv")
    }

    /// The dump fields of every emoji-like cluster of `text`, each checked against `Emoji.classify`;
    /// calls `counted` for each cluster the default policy counts.
    static func emojiLikeFields(of text: some StringProtocol, at place: String, counted: () -> Void) -> [String] {
        let utf16 = Array(text.utf16)
        var fields: [String] = []
        var end = 0
        Emoji.forEachEmoji(text, policy: .emojiLike) { match in
            let range = match.utf16Range
            #expect(range.lowerBound >= end && range.upperBound > range.lowerBound, "\(place) \(range)")
            end = range.upperBound
            let cluster = String(decoding: utf16[range], as: UTF16.self)
            #expect(Emoji.classify(cluster.unicodeScalars) == match.info, "\(place) \(range)")
            let isCounted = match.info?.isPresentedAsEmoji ?? false
            if isCounted { counted() }
            if dumpDirectory != nil {
                let kind = match.info.map { "\($0.kind)" } ?? "-"
                let rgi = match.info?.isRGI == true ? 1 : 0
                let qualification = match.info?.qualification.map { "\($0)" } ?? "-"
                fields.append("\(range.lowerBound):\(hex(cluster)):\(isCounted ? 1 : 0):\(kind):\(rgi):\(qualification)")
            }
        }
        return fields
    }

    static func hex(_ text: String) -> String {
        text.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
    }

    static func write(_ dump: String, to name: String) throws {
        guard let directory = dumpDirectory else { return }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try dump.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
}
