import Foundation
import GraphemeMetrics
import TextFitting
import PlaceholderImages
import Testing

/// The SVG output: escaping, layout, and agreement with the seed recipe's intent.
@Suite struct PlaceholderSVGTests {
    @Test func escapesMarkup() throws {
        #expect(PlaceholderSVG.escaped("<b>\"Tom\" & 'Jerry'</b>") == "&lt;b&gt;&quot;Tom&quot; &amp; &apos;Jerry&apos;&lt;/b&gt;")
        #expect(PlaceholderSVG.escaped("a\u{0}b\u{1B}c\td") == "a\u{FFFD}b\u{FFFD}c\td")  // NULL, ESCAPE: not XML; TAB is
        let request = try PlaceholderRequest(text: "</text><script>alert(1)</script>")
        let svg = PlaceholderSVG.render(request)
        #expect(!svg.contains("<script"))
        #expect(svg.contains("&lt;/text&gt;&lt;script&gt;"))
    }

    @Test func rendersCentredLinesWithColours() throws {
        let request = try PlaceholderRequest(
            width: 300, height: 200, text: "one\ntwo",
            foreground: PlaceholderColor(hex: "fff"), background: PlaceholderColor(hex: "ff0000"))
        let svg = PlaceholderSVG.render(request)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"300\" height=\"200\" viewBox=\"0 0 300 200\">"))
        #expect(svg.contains("fill=\"#ff0000\""))
        #expect(svg.contains("fill=\"#ffffff\""))
        #expect(svg.contains("text-anchor=\"middle\" dominant-baseline=\"central\""))
        #expect(svg.contains("font-family=\"DejaVu Sans, Noto Color Emoji, sans-serif\""))
        #expect(svg.components(separatedBy: "<tspan x=\"150\"").count == 3)
        let layout = PlaceholderSVG.layout(for: request)
        #expect(layout.lines == ["one", "two"])
        #expect(layout.height <= 200 - 2 * 10)
    }

    /// The seed recipe gives "iii", "WWW", "漢字漢" and three families one size; the fitter does not.
    @Test func sizesDifferByWhatIsDrawn() throws {
        let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"  // FAMILY: MAN, WOMAN, GIRL
        let texts = ["iiiiiiiiii", "WWWWWWWWWW", String(repeating: "\u{6F22}\u{5B57}", count: 5), String(repeating: family, count: 10)]
        let sizes = try texts.map { try PlaceholderSVG.layout(for: PlaceholderRequest(width: 600, height: 400, text: $0)).fontSize }
        #expect(sizes[0] > sizes[1] && sizes[1] > sizes[2] && sizes[2] > sizes[3])
        for (text, size) in zip(texts, sizes) {
            let layout = try PlaceholderSVG.layout(for: PlaceholderRequest(width: 600, height: 400, text: text))
            #expect(layout.lines.count == 1 && !layout.isTruncated)
            #expect(layout.width >= 0.99 * 540 || size == 200, "\(text) fills \(layout.width) of 540")
        }
    }
}
