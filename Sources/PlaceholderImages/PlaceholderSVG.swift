import GraphemeMetrics
import TextFitting

/// Renders placeholder requests as SVG, with the text sized by GraphemeMetrics' `TextFitter`.
///
/// The text is fitted into the image less a padding of 5% of its shorter side, with DejaVu Sans's
/// advance widths (GraphemeMetrics' `TabulatedFontMetrics.dejaVuSans`; emoji measured at 1.25 em, the advance of
/// Noto Color Emoji), between ``minimumFontSize`` and half the image height, wrapping at spaces.
/// It is drawn centred: `text-anchor="middle"`, `dominant-baseline="central"`, one `<tspan>` per
/// line. The text is escaped (`&`, `<`, `>`, `"`, `'`), and scalars that XML 1.0 forbids
/// (C0 controls other than tab) are replaced by U+FFFD, so no text can inject markup.
///
/// ```swift
/// let request = try PlaceholderRequest(width: 300, height: 200, text: "Hello")
/// let svg = PlaceholderSVG.render(request)
/// // <svg xmlns="http://www.w3.org/2000/svg" width="300" height="200" viewBox="0 0 300 200">
/// // <rect width="300" height="200" fill="#dddddd"/>
/// // <text x="150" y="100" ... font-size="100" ...><tspan x="150" y="100">Hello</tspan></text>
/// // </svg>
/// ```
///
/// PNG is rendered by ``PlaceholderPNG`` (on Linux), which fits the shaped text instead of these
/// tabulated advances.
///
/// - Complexity: O(n) in the text length.
public enum PlaceholderSVG {
    /// The CSS font-family list the SVG asks for; the metrics assume its first two fonts.
    public static let fontFamily = "DejaVu Sans, Noto Color Emoji, sans-serif"
    /// The smallest font size used before text is truncated with an ellipsis.
    public static let minimumFontSize = 6.0

    /// The metrics used: DejaVu Sans, with emoji at 1.25 em (Noto Color Emoji's advance is 2550/2048 em
    /// in the font; Chromium draws it at 1.25 em, measured by scripts/browser-check.sh).
    public static var metrics: TabulatedFontMetrics {
        var metrics = TabulatedFontMetrics.dejaVuSans
        metrics.fallback.emoji = 1.25
        return metrics
    }

    /// The padding on every side: 5% of the shorter side.
    public static func padding(width: Int, height: Int) -> Double {
        Double(min(width, height)) * 0.05
    }

    /// The fitted layout of a request's text.
    ///
    /// - Complexity: O(n) in the text length.
    public static func layout(for request: PlaceholderRequest) -> FittedText {
        let fitter = TextFitter(
            metrics: metrics, minimumFontSize: minimumFontSize,
            maximumFontSize: max(minimumFontSize, Double(request.height) * 0.5), wrapsAtSpaces: true)
        let box = TextBox(
            width: Double(request.width), height: Double(request.height),
            padding: padding(width: request.width, height: request.height))
        return fitter.fit(request.text, in: box)
    }

    /// The SVG document for a request (UTF-8 text, no XML declaration).
    ///
    /// - Complexity: O(n) in the text length.
    public static func render(_ request: PlaceholderRequest) -> String {
        let fit = layout(for: request)
        let centerX = number(Double(request.width) / 2)
        let centerY = Double(request.height) / 2
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(request.width)" height="\(request.height)" \
            viewBox="0 0 \(request.width) \(request.height)">
            <rect width="\(request.width)" height="\(request.height)" fill="#\(request.background.hex)"/>
            <text x="\(centerX)" y="\(number(centerY))" fill="#\(request.foreground.hex)" \
            font-family="\(escaped(fontFamily))" font-size="\(number(fit.fontSize))" \
            text-anchor="middle" dominant-baseline="central" xml:space="preserve">
            """
        let first = centerY - fit.lineHeight * Double(fit.lines.count - 1) / 2
        for (index, line) in fit.lines.enumerated() {
            let y = number(first + fit.lineHeight * Double(index))
            svg += "<tspan x=\"\(centerX)\" y=\"\(y)\">\(escaped(line))</tspan>"
        }
        svg += "</text>\n</svg>\n"
        return svg
    }

    /// `text` with XML's special characters escaped and XML-forbidden scalars replaced by U+FFFD.
    ///
    /// ```swift
    /// PlaceholderSVG.escaped("<b>\"Tom\" & 'Jerry'</b>")
    /// // "&lt;b&gt;&quot;Tom&quot; &amp; &apos;Jerry&apos;&lt;/b&gt;"
    /// ```
    ///
    /// - Complexity: O(n) in the length of `text`.
    public static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\u{09}": result.unicodeScalars.append(scalar)  // CHARACTER TABULATION is allowed
            case "\u{00}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}":  // not XML 1.0 Chars
                result += "\u{FFFD}"  // REPLACEMENT CHARACTER
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `value` rounded to hundredths, without trailing zeros ("71.47", "150", "0.5").
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let hundredths = Int((value * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let whole = hundredths.magnitude / 100
        let fraction = hundredths.magnitude % 100
        if fraction == 0 { return "\(sign)\(whole)" }
        let digits = fraction % 10 == 0 ? "\(fraction / 10)" : (fraction < 10 ? "0\(fraction)" : "\(fraction)")
        return "\(sign)\(whole).\(digits)"
    }
}
