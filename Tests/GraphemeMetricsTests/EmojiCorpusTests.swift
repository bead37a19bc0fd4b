import Foundation
import GraphemeMetrics
import Testing

/// Emoji counts of the benchmark corpora in ../shared/corpora, printed for the record, with
/// the policies, UTF-8 and chunked UTF-16 checked against each other on real text.
///
/// One pass lists every emoji-like cluster; the narrower policies are derived from its matches
/// (debug builds are slow, so each corpus is read at most twice).
@Suite struct EmojiCorpusTests {
    @Test(
        .enabled(if: TestData.corporaDirectory != nil, "needs ../shared/corpora beside the checkout"),
        arguments: TestData.corpusNames)
    func corpus(_ name: String) throws {
        let directory = try #require(TestData.corporaDirectory)
        let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)

        var matches: [EmojiMatch] = []
        Emoji.forEachEmoji(text, policy: .emojiLike) { matches.append($0) }
        let fullyQualifiedRGI = matches.filter { $0.info.map { $0.isRGI && $0.qualification == .fullyQualified } ?? false }
        let presented = matches.filter { $0.info?.isPresentedAsEmoji ?? false }

        // The default policy, counted again chunk by chunk over UTF-16 (odd chunks split pairs and sequences).
        let units = Array(text.utf16)
        var counter = UTF16EmojiCounter()
        var chunkedMatches: [EmojiMatch] = []
        units.withUnsafeBufferPointer { buffer in
            var start = 0
            while start < buffer.count {
                let end = min(start + 4093, buffer.count)
                counter.scan(UnsafeBufferPointer(rebasing: buffer[start..<end])) { chunkedMatches.append($0) }
                start = end
            }
        }
        counter.finish { chunkedMatches.append($0) }
        #expect(chunkedMatches == presented)
        let counts = counter.counts
        #expect(counts.total == presented.count)
        for kind in EmojiKind.allCases {
            #expect(counts[kind: kind] == presented.filter { $0.info?.kind == kind }.count)
        }

        let kinds = EmojiKind.allCases.map { "\($0)=\(counts[kind: $0])" }.joined(separator: " ")
        let qualifications = EmojiQualification.allCases.map { "\($0)=\(counts[qualification: $0])" }
            .joined(separator: " ")
        print("emoji corpus \(name): clusters=\(counts.clusters) fullyQualifiedRGI=\(fullyQualifiedRGI.count) "
            + "presentedAsEmoji=\(counts.total) emojiLike=\(matches.count) rgi=\(counts.rgi) "
            + "unlisted=\(counts.unlisted) | \(kinds) | \(qualifications)")
    }
}
