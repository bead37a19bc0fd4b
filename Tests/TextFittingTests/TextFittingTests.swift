import GraphemeMetrics
@testable import TextFitting
import Testing

/// Text fitting: sizes per grapheme cluster, line breaking, truncation, and bad input.
@Suite struct TextFittingTests {
    static let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"  // FAMILY: MAN, WOMAN, GIRL (ZWJ sequence)
    static let box = TextBox(width: 300, height: 200, padding: 10)

    @Test func estimateClassifiesClusters() {
        let metrics = EstimatedFontMetrics()
        #expect(metrics.advance(of: "W") == 0.55)
        #expect(metrics.advance(of: "e\u{0301}") == 0.55)                  // e + COMBINING ACUTE ACCENT
        #expect(metrics.advance(of: "\u{0301}") == 0)                       // a lone COMBINING ACUTE ACCENT
        #expect(metrics.advance(of: "\u{6F22}") == 1)                       // CJK ideograph 漢
        #expect(metrics.advance(of: "\u{AC00}") == 1)                       // HANGUL SYLLABLE GA
        #expect(metrics.advance(of: Substring(Self.family)) == 1)           // one glyph for the whole family
        #expect(metrics.advance(of: "\u{1F1EF}\u{1F1F5}") == 1)             // flag: Japan
        #expect(metrics.advance(of: "1\u{FE0F}\u{20E3}") == 1)              // keycap 1
        #expect(metrics.advance(of: "\u{1F44D}\u{1F3FD}") == 1)             // THUMBS UP + MEDIUM SKIN TONE
        #expect(metrics.advance(of: "\u{2764}") == 0.55)                    // HEAVY BLACK HEART, text presentation
        #expect(metrics.advance(of: "\u{2764}\u{FE0F}") == 1)               // ... with VS16: emoji
        #expect(abs(metrics.advance(of: "\u{0915}\u{093F}") - 0.85) < 1e-12)            // DEVANAGARI KA + VOWEL SIGN I (SpacingMark)
        #expect(abs(metrics.advance(of: "\u{0915}\u{094D}\u{0937}") - 0.85) < 1e-12)    // KA + VIRAMA + SSA (GB9c conjunct)
    }

    /// The classes come from `DisplayWidth`: these scalars are 2 columns wide there, and the old
    /// hand-typed blocks called them narrow.
    @Test(arguments: [0xFE10, 0x2329, 0xA960, 0x16FE0, 0x1B000, 0x1F200] as [UInt32])
    func wideScalarsFromTheWidthTables(value: UInt32) throws {
        let scalar = try #require(Unicode.Scalar(value))
        let cluster = Substring(String(scalar))
        #expect(DisplayWidth.of(cluster) == 2)
        #expect(ClusterWidthClass(cluster) == .wide)
        #expect(EstimatedFontMetrics().advance(of: cluster) == 1)
    }

    @Test func dejaVuTableMatchesTheFont() {
        let metrics = TabulatedFontMetrics.dejaVuSans
        #expect(metrics.unitsPerEm == 2048)
        #expect(metrics.advanceUnits(of: "i") == 569)
        #expect(metrics.advanceUnits(of: "W") == 2025)
        #expect(metrics.advanceUnits(of: " ") == 651)
        #expect(metrics.advanceUnits(of: "\u{0301}") == 0)                  // COMBINING ACUTE ACCENT
        #expect(metrics.advanceUnits(of: "\u{6F22}") == nil)                // not in DejaVu Sans
        #expect(metrics.advanceUnits(of: "\u{1F600}") == nil)               // outside the BMP table
        #expect(metrics.advance(of: "e\u{0301}") == 1260.0 / 2048)          // e + COMBINING ACUTE ACCENT
        #expect(metrics.advance(of: "\u{6F22}") == 1)                       // falls back to the estimate
        #expect(metrics.advance(of: Substring(Self.family)) == 1)
        #expect(metrics.lineHeight == 1.2)
    }

    @Test func documentedExamples() {
        let fitter = TextFitter(metrics: .dejaVuSans, minimumFontSize: 8, maximumFontSize: 100)
        #expect(fitter.fit("iii", in: Self.box).fontSize == 100)
        #expect(fitter.fit("WWW", in: Self.box).fontSize == 94.39)
        #expect(fitter.fit("\u{6F22}\u{5B57}\u{6F22}", in: Self.box).fontSize == 93.33)  // 漢字漢
        let hello = TextFitter().fit("Hello", in: TextBox(width: 110, height: 100))
        #expect(hello.fontSize == 40)
        #expect(hello.lines == ["Hello"])
        #expect(abs(hello.width - 110) < 1e-9)
        #expect(TextBox(width: 300, height: 200, padding: 15).availableWidth == 270)
    }

    @Test func sizesDependOnClustersNotCharacters() {
        let fitter = TextFitter(metrics: .dejaVuSans, maximumFontSize: 1000)
        let wide = TextBox(width: 600, height: 600)
        let thin = fitter.fit("iii", in: wide).fontSize
        let bold = fitter.fit("WWW", in: wide).fontSize
        let families = fitter.fit(Self.family + Self.family + Self.family, in: wide).fontSize
        #expect(thin > 2 * bold)
        #expect(families == 200)  // three 1 em glyphs, not 15 scalars
    }

    @Test func honoursLineBreaksAndWraps() {
        let fitter = TextFitter(metrics: .estimated, maximumFontSize: 1000)
        let fit = fitter.fit("ab\r\ncd\nefgh", in: TextBox(width: 220, height: 1000))
        #expect(fit.lines == ["ab", "cd", "efgh"])
        #expect(fit.fontSize == 100)
        let plain = fitter.fit("one two three four", in: TextBox(width: 300, height: 300))
        #expect(plain.lines == ["one two three four"])
        let wrapping = TextFitter(metrics: .estimated, maximumFontSize: 1000, wrapsAtSpaces: true)
        let wrapped = wrapping.fit("one two three four", in: TextBox(width: 300, height: 300))
        #expect(wrapped.lines.count > 1)
        #expect(wrapped.fontSize > plain.fontSize)
        #expect(wrapped.width <= 300 && wrapped.height <= 300)
        #expect(wrapped.lines.joined(separator: " ") == "one two three four")
    }

    @Test func truncatesAtClusterBoundaries() {
        let fitter = TextFitter(metrics: .estimated, minimumFontSize: 10, maximumFontSize: 10)
        let text = String(repeating: Self.family, count: 20)
        let fit = fitter.fit(text, in: TextBox(width: 50, height: 20))
        #expect(fit.isTruncated)
        #expect(fit.lines.count == 1)
        let kept = fit.lines[0].dropLast()  // drop the ellipsis
        #expect(fit.lines[0].hasSuffix("\u{2026}"))
        #expect(kept.unicodeScalars.count % 5 == 0)  // whole families only
        #expect(String(kept) == String(repeating: Self.family, count: kept.unicodeScalars.count / 5))
        #expect(fit.width <= 50)
    }

    @Test func truncatesDroppedLinesWithAnEllipsis() {
        let fitter = TextFitter(metrics: .estimated, minimumFontSize: 10, maximumFontSize: 10, wrapsAtSpaces: true)
        let fit = fitter.fit("aaaa bbbb cccc dddd eeee", in: TextBox(width: 30, height: 25))
        #expect(fit.isTruncated)
        #expect(fit.lines == ["aaaa", "bbbb\u{2026}"])  // "bbbb" + ellipsis is 2.75 em of 3
        #expect(fit.height <= 25 && fit.width <= 30)
    }

    @Test(arguments: [
        TextBox(width: -1, height: 100), TextBox(width: .nan, height: .infinity), TextBox(width: 0, height: 0),
        TextBox(width: 100, height: 100, padding: 80),
    ])
    func badBoxesGiveEmptyTruncatedFits(box: TextBox) {
        let fit = TextFitter().fit("Hello", in: box)
        #expect(fit.isTruncated)
        #expect(fit.lines.allSatisfy { $0.isEmpty })
        #expect(fit.fontSize == 8)
    }

    @Test func badSizesAreReplaced() {
        let fit = TextFitter(minimumFontSize: .nan, maximumFontSize: -5).fit("x", in: Self.box)
        #expect(fit.fontSize == 1)
        #expect(TextFitter().fit("", in: Self.box).lines.isEmpty)
    }

    @Test func fitsNeverOverflowTheirMetrics() {
        let texts = ["Hello, world", "\u{6F22}\u{5B57} kanji \u{1F1EF}\u{1F1F5}", "a\u{0301}\u{0301}\u{0301} b c d e f",
                     "\u{0928}\u{092E}\u{0938}\u{094D}\u{0924}\u{0947}", String(repeating: "word ", count: 200)]
        for wraps in [false, true] {
            let fitter = TextFitter(metrics: .dejaVuSans, minimumFontSize: 4, maximumFontSize: 300, wrapsAtSpaces: wraps)
            for text in texts {
                for box in [TextBox(width: 300, height: 200, padding: 10), TextBox(width: 40, height: 400)] {
                    let fit = fitter.fit(text, in: box)
                    #expect(fit.width <= box.availableWidth * (1 + 1e-9), "\(text) \(box)")
                    #expect(fit.height <= box.availableHeight * (1 + 1e-9) || fit.lines.isEmpty, "\(text) \(box)")
                    #expect(fit.fontSize >= 4 && fit.fontSize <= 300)
                }
            }
        }
    }
}
