import Foundation
import GraphemeMetrics
import Testing

/// Emoji counts of the benchmark corpora in ../shared/corpora, printed for the record, with
/// UTF-8 == UTF-16 == chunked checked on real text.
@Suite struct EmojiCorpusTests {
    @Test(arguments: TestData.corpusNames)
    func corpus(_ name: String) throws {
        guard let directory = TestData.corporaDirectory else { return }  // the corpora live outside the package
        let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
        let counts = EmojiPolicy.allCases.map { Emoji.counts(in: text, policy: $0) }
        let units = Array(text.utf16)
        #expect(Emoji.counts(utf16: units) == counts[1])

        var counter = UTF16EmojiCounter()
        units.withUnsafeBufferPointer { buffer in
            var start = 0
            while start < buffer.count {
                let end = min(start + 4093, buffer.count)  // odd chunk size: splits pairs and sequences
                counter.scan(UnsafeBufferPointer(rebasing: buffer[start..<end]))
                start = end
            }
        }
        counter.finish()
        #expect(counter.counts == counts[1])

        let d = counts[1]
        let kinds = EmojiKind.allCases.map { "\($0)=\(d[kind: $0])" }.joined(separator: " ")
        let qualifications = EmojiQualification.allCases.map { "\($0)=\(d[qualification: $0])" }.joined(separator: " ")
        print("emoji corpus \(name): clusters=\(d.clusters) fullyQualifiedRGI=\(counts[0].total) "
            + "presentedAsEmoji=\(d.total) emojiLike=\(counts[2].total) rgi=\(d.rgi) unlisted=\(d.unlisted) | "
            + "\(kinds) | \(qualifications)")
    }
}
