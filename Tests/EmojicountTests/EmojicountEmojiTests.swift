import Foundation
import GraphemeMetrics
import Testing

/// Emoji samples for `--list`, `--top`, `--unique`, `--only` and `--policy`.
enum EmojiSample {
    /// FAMILY: MAN, WOMAN, GIRL, BOY (RGI ZWJ sequence): 7 scalars, 11 UTF-16 units.
    static let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}"
    /// Keycap 1, fully qualified: 3 units.
    static let keycap = "1\u{FE0F}\u{20E3}"
    /// THUMBS UP SIGN + medium skin tone: 4 units.
    static let thumbsUp = "\u{1F44D}\u{1F3FD}"
    /// WOMAN ZWJ T-REX: a well-formed ZWJ sequence that is not RGI (no name): 5 units.
    static let womanTRex = "\u{1F469}\u{200D}\u{1F996}"
    /// RED HEART without VS16: text by default, counted only by emoji-like.
    static let textHeart = "\u{2764}"
}

@Suite struct EmojicountEmojiTests {
    @Test func summaryCountsEmojiWithATotal() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.txt", EmojiSample.family + "x" + EmojiSample.keycap)  // 3 graphemes, 2 emoji
        try directory.write("b.txt", "no emoji " + EmojiSample.textHeart)  // the heart is text
        let result = try directory.run(["a.txt", "b.txt"])
        #expect(result.status == 0)
        #expect(
            result.lines == [
                summaryHeading,
                summaryRow([3, 11, 15, 33, 0, 2], "a.txt"),
                summaryRow([10, 10, 10, 12, 0, 0], "b.txt"),
                summaryRow([13, 21, 25, 45, 0, 2], "total"),
            ])
    }

    @Test func jsonHasEmojiKindsRGIWidthAndTheLargestCluster() throws {
        let directory = try TemporaryDirectory()
        let text = EmojiSample.family + EmojiSample.thumbsUp + EmojiSample.womanTRex + EmojiSample.keycap + "\u{1F1FA}\u{1F1E6}"
        try directory.write("e.txt", text)
        let result = try directory.run(["--json", "e.txt"])
        #expect(result.status == 0)
        #expect(
            result.stdout
                == jsonLine(
                    "e.txt", graphemes: 5, scalars: 17, utf16: 27, utf8: text.utf8.count,
                    kinds: ["zwjSequence": 2, "modifierSequence": 1, "keycap": 1, "flag": 1], rgi: 4, width: 10,
                    maxClusterScalars: 7) + "\n")
        // The same line as the library's figures give.
        #expect(result.stdout == jsonLine("e.txt", text: text) + "\n")
    }

    @Test func clustersCarryTheirEmojiKindAndRGI() throws {
        let directory = try TemporaryDirectory()
        try directory.write("c.txt", "a" + EmojiSample.womanTRex + EmojiSample.textHeart)
        let result = try directory.run(["--json", "--clusters", "c.txt"])
        #expect(result.status == 0)
        let clusters = #"{"utf16": [0, 1], "scalars": "0061", "emoji": null, "rgi": false}, "#
            + #"{"utf16": [1, 6], "scalars": "1F469 200D 1F996", "emoji": "zwjSequence", "rgi": false}, "#
            + #"{"utf16": [6, 7], "scalars": "2764", "emoji": null, "rgi": false}"#
        #expect(
            result.stdout
                == jsonLine(
                    "c.txt", graphemes: 3, scalars: 5, utf16: 7, utf8: 15, clusters: clusters,
                    kinds: ["zwjSequence": 1], rgi: 0, width: 4, maxClusterScalars: 3) + "\n")
    }

    @Test func listNamesEachEmojiWithItsOffset() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "l.txt",
            EmojiSample.family + " " + EmojiSample.keycap + "\n\u{1F1FA}\u{1F1E6}" + EmojiSample.thumbsUp + EmojiSample.womanTRex)
        let result = try directory.run(["--list", "--records", "line", "l.txt"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(
            result.lines == [
                "l.txt\t0\t0\t\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}\t1F468 200D 1F469 200D 1F467 200D 1F466\tzwjSequence\tfamily: man, woman, girl, boy",
                "l.txt\t0\t12\t1\u{FE0F}\u{20E3}\t0031 FE0F 20E3\tkeycap\tkeycap: 1",
                "l.txt\t1\t0\t\u{1F1FA}\u{1F1E6}\t1F1FA 1F1E6\tflag\tflag: Ukraine",
                "l.txt\t1\t4\t\u{1F44D}\u{1F3FD}\t1F44D 1F3FD\tmodifierSequence\tthumbs up: medium skin tone",
                "l.txt\t1\t8\t\u{1F469}\u{200D}\u{1F996}\t1F469 200D 1F996\tzwjSequence\t-",
            ])
        #expect(Emoji.classify(EmojiSample.thumbsUp.unicodeScalars)?.name == "thumbs up: medium skin tone")
    }

    @Test func topBreaksTiesInTheOrderOfFirstAppearance() throws {
        let directory = try TemporaryDirectory()
        // Grinning face and the flag twice each, the thumbs up three times, the keycap once.
        try directory.write("t1.txt", "\u{1F600}\u{1F1FA}\u{1F1E6}" + EmojiSample.thumbsUp + EmojiSample.keycap)
        try directory.write("t2.txt", EmojiSample.thumbsUp + "\u{1F1FA}\u{1F1E6}\u{1F600}" + EmojiSample.thumbsUp)
        let top = try directory.run(["--top", "3", "t1.txt", "t2.txt"])
        #expect(top.status == 0)
        #expect(
            top.lines == [
                "3\t\u{1F44D}\u{1F3FD}\t1F44D 1F3FD\tmodifierSequence\tthumbs up: medium skin tone",
                "2\t\u{1F600}\t1F600\tbasic\tgrinning face",
                "2\t\u{1F1FA}\u{1F1E6}\t1F1FA 1F1E6\tflag\tflag: Ukraine",
            ])
        let unique = try directory.run(["--unique", "t1.txt", "t2.txt"])
        #expect(
            unique.lines == [
                "2\t\u{1F600}\t1F600\tbasic\tgrinning face",
                "2\t\u{1F1FA}\u{1F1E6}\t1F1FA 1F1E6\tflag\tflag: Ukraine",
                "3\t\u{1F44D}\u{1F3FD}\t1F44D 1F3FD\tmodifierSequence\tthumbs up: medium skin tone",
                "1\t1\u{FE0F}\u{20E3}\t0031 FE0F 20E3\tkeycap\tkeycap: 1",
            ])
    }

    @Test func onlyRestrictsCountingAndListing() throws {
        let directory = try TemporaryDirectory()
        try directory.write("o.txt", EmojiSample.family + EmojiSample.keycap + EmojiSample.womanTRex)
        let list = try directory.run(["--list", "--only", "zwjSequence", "o.txt"])
        #expect(list.lines == ["o.txt\t0\t0\t\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}\t1F468 200D 1F469 200D 1F467 200D 1F466\tzwjSequence\tfamily: man, woman, girl, boy", "o.txt\t0\t14\t\u{1F469}\u{200D}\u{1F996}\t1F469 200D 1F996\tzwjSequence\t-"])
        let summary = try directory.run(["--only", "keycap", "o.txt"])
        let text = EmojiSample.family + EmojiSample.keycap + EmojiSample.womanTRex
        #expect(summary.lines == [summaryHeading, summaryRow([3, 13, 19, text.utf8.count, 0, 1], "o.txt")])
        let bad = try directory.run(["--only", "smiley", "o.txt"])
        #expect(bad.status == 64)
        #expect(bad.stderr.hasPrefix("Error: The value 'smiley' is invalid for '--only <kind>'"))
    }

    @Test func thePolicyDecidesWhatCounts() throws {
        let directory = try TemporaryDirectory()
        // A text-style heart, an unqualified keycap, a non-RGI flag (ZZ), a lone regional indicator, a grinning face.
        let text = EmojiSample.textHeart + " 1\u{20E3} \u{1F1FF}\u{1F1FF} \u{1F1FA} \u{1F600}"
        try directory.write("p.txt", text)
        for (policy, choice) in [(EmojiPolicy.presentedAsEmoji, "presented-as-emoji"), (.fullyQualifiedRGI, "fully-qualified-rgi"), (.emojiLike, "emoji-like")] {
            let result = try directory.run(["--json", "--policy", choice, "p.txt"])
            #expect(result.status == 0)
            #expect(result.stdout.contains(#""emoji": \#(Emoji.counts(text, policy: policy).total), "#), "\(choice)")
        }
        // Worked out by hand from the policy table: keycap, flag ZZ and grinning face; then only
        // the face; then all five, the lone regional indicator unclassified.
        let counts = try ["presented-as-emoji", "fully-qualified-rgi", "emoji-like"].map { choice in
            try directory.run(["--policy", choice, "p.txt"]).lines[1]
        }
        #expect(counts == [3, 1, 5].map { summaryRow([text.count, text.unicodeScalars.count, text.utf16.count, text.utf8.count, 0, $0], "p.txt") })
        let list = try directory.run(["--list", "--policy", "emoji-like", "p.txt"])
        #expect(list.lines.map { $0.split(separator: "\t")[5] } == ["basic", "keycap", "flag", "unclassified", "basic"])
    }
}
