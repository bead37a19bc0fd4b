import GraphemeMetrics

/// Finds the largest font size at which a text fits a box, measuring per grapheme cluster.
///
/// The usual placeholder recipe picks `min(width * 0.8 / text.count, height * 0.2)`, which treats
/// "iii", "WWW", "漢字漢" and three family emoji alike. `TextFitter` instead measures each
/// extended grapheme cluster (UAX #29) with a ``FontMetrics``: a whole ZWJ family is one emoji
/// glyph, a CJK ideograph is wide, combining marks add no advance. Explicit line breaks (LF, CR,
/// CR LF, U+000B, U+000C, U+0085 NEL, U+2028, U+2029) always start a new line; with
/// ``wrapsAtSpaces`` lines also wrap at spaces (U+0020, U+0009, U+3000), greedily.
///
/// ```swift
/// let fitter = TextFitter(metrics: .dejaVuSans, minimumFontSize: 8, maximumFontSize: 100)
/// let box = TextBox(width: 300, height: 200, padding: 10)
/// fitter.fit("iii", in: box).fontSize   // 100: capped by maximumFontSize
/// fitter.fit("WWW", in: box).fontSize   // 94.39: three 0.989 em letters in 280
/// fitter.fit("\u{6F22}\u{5B57}\u{6F22}", in: box).fontSize   // 93.33: three 1 em ideographs 漢字漢
/// ```
///
/// When the text does not fit even at ``minimumFontSize``, it is laid out at the minimum size,
/// the lines that do not fit the height are dropped, and each line that is too wide (or the last
/// kept line, when lines were dropped) is cut at a grapheme cluster boundary and ends with
/// U+2026 HORIZONTAL ELLIPSIS. A cluster is never split. With wrapping, a word wider than a line
/// is then broken between clusters.
///
/// The result's lines fit the box's available width and height as the metrics measure them;
/// how closely that matches a renderer depends on the metrics (``TabulatedFontMetrics`` for a
/// known font, ``EstimatedFontMetrics`` otherwise).
///
/// - Complexity: O(n) in the UTF-8 length of the text to measure it, then O(c) in clusters per
///   size tried: one size without wrapping, at most 40 sizes (a bounded bisection) with it.
public struct TextFitter: Sendable {
    /// The metrics that measure each cluster.
    public var metrics: any FontMetrics
    /// The smallest font size to use; below it the text is truncated. Defaults to 8.
    public var minimumFontSize: Double
    /// The largest font size to use. Defaults to 512.
    public var maximumFontSize: Double
    /// Whether lines may wrap at spaces. Defaults to `false`: only explicit line breaks.
    public var wrapsAtSpaces: Bool

    /// Creates a fitter.
    ///
    /// Sizes that are not finite and positive are replaced: the minimum by 1, the maximum by the
    /// minimum; a maximum below the minimum is raised to it.
    public init(
        metrics: any FontMetrics = EstimatedFontMetrics(), minimumFontSize: Double = 8,
        maximumFontSize: Double = 512, wrapsAtSpaces: Bool = false
    ) {
        self.metrics = metrics
        self.minimumFontSize = minimumFontSize
        self.maximumFontSize = maximumFontSize
        self.wrapsAtSpaces = wrapsAtSpaces
    }

    /// The maximum number of sizes tried by the bisection when wrapping.
    static let maximumBisectionSteps = 40

    /// Fits `text` into `box`: the largest font size within the limits at which every line fits,
    /// with its lines and extent, or the text truncated at the minimum size.
    ///
    /// ```swift
    /// let fit = TextFitter().fit("Hello", in: TextBox(width: 110, height: 100))
    /// fit.fontSize   // 40: five 0.55 em clusters in 110
    /// fit.lines      // ["Hello"]
    /// fit.width      // 110
    /// ```
    ///
    /// - Complexity: O(n) in the length of `text` (see the type's discussion).
    public func fit(_ text: some StringProtocol, in box: TextBox) -> FittedText {
        let string = String(text)
        let clusters = Self.measure(string, with: metrics)
        let lineHeight = Self.finitePositive(metrics.lineHeight) ?? 1
        let minimum = Self.finitePositive(minimumFontSize) ?? 1
        let maximum = max(minimum, Self.finitePositive(maximumFontSize) ?? minimum)
        let width = box.availableWidth
        let height = box.availableHeight

        func result(_ lines: [Line], size: Double, truncated: Bool) -> FittedText {
            FittedText(
                fontSize: size, lines: lines.map { Self.text(of: $0, in: clusters, string: string) },
                lineWidths: lines.map { $0.width * size }, lineHeight: lineHeight * size,
                isTruncated: truncated)
        }

        guard !clusters.isEmpty else {
            return result([], size: min(maximum, max(minimum, height / lineHeight)), truncated: false)
        }
        // Without wrapping the size follows directly; with it, that size is a lower bound.
        let paragraphs = Self.layout(clusters, maximumWidth: .infinity, breaksLongWords: false) ?? []
        let widest = paragraphs.map(\.width).max() ?? 0
        let heightBound = height / (Double(paragraphs.count) * lineHeight)
        let direct = min(widest > 0 ? width / widest : .infinity, heightBound, maximum)
        if direct >= minimum && (!wrapsAtSpaces || direct >= min(maximum, heightBound)) {
            return result(paragraphs, size: Self.roundedDown(direct, notBelow: minimum), truncated: false)
        }
        if wrapsAtSpaces {
            func wrapped(at size: Double) -> [Line]? {
                guard let lines = Self.layout(clusters, maximumWidth: width / size, breaksLongWords: false),
                    Double(lines.count) * lineHeight * size <= height * (1 + 1e-12)
                else { return nil }
                return lines
            }
            var low = max(minimum, direct)
            if var best = wrapped(at: low) {
                var high = min(maximum, heightBound)
                if let lines = wrapped(at: high) {
                    return result(lines, size: Self.roundedDown(high, notBelow: minimum), truncated: false)
                }
                for _ in 0..<Self.maximumBisectionSteps where high - low > low * 1e-4 {
                    let middle = (low + high) / 2
                    if let lines = wrapped(at: middle) {
                        low = middle
                        best = lines
                    } else {
                        high = middle
                    }
                }
                let size = Self.roundedDown(low, notBelow: minimum)
                return result(wrapped(at: size) ?? best, size: size, truncated: false)
            }
        }
        return truncated(clusters, width: width, height: height, lineHeight: lineHeight, size: minimum, result)
    }

    /// Lays the text out at `size` and cuts what does not fit, with an ellipsis.
    private func truncated(
        _ clusters: [Cluster], width: Double, height: Double, lineHeight: Double, size: Double,
        _ result: ([Line], Double, Bool) -> FittedText
    ) -> FittedText {
        let lineWidth = width / size
        let maximumLines = Int(min((height / (lineHeight * size)) * (1 + 1e-12), Double(clusters.count)))
        var lines = Self.layout(
            clusters, maximumWidth: wrapsAtSpaces ? lineWidth : .infinity, breaksLongWords: true) ?? []
        let dropsLines = lines.count > maximumLines
        lines.removeSubrange(min(maximumLines, lines.count)...)
        let ellipsis = Self.finiteNonNegative(metrics.advance(of: "\u{2026}"[...]))  // HORIZONTAL ELLIPSIS
        var cut = dropsLines
        for index in lines.indices where lines[index].width > lineWidth || (dropsLines && index == lines.count - 1) {
            cut = true
            let line = lines[index]
            let room = ellipsis <= lineWidth ? lineWidth - ellipsis : lineWidth
            var end = line.start
            var kept = 0.0
            while end < line.end, kept + clusters[end].advance <= room {
                kept += clusters[end].advance
                end += 1
            }
            while end > line.start, clusters[end - 1].kind == .space {
                end -= 1
                kept -= clusters[end].advance
            }
            lines[index] = Line(start: line.start, end: end, width: kept, hasEllipsis: ellipsis <= lineWidth)
            if ellipsis <= lineWidth { lines[index].width += ellipsis }
        }
        return result(lines, size, cut)
    }

    // MARK: - Measuring and breaking

    /// One grapheme cluster of the text with its advance in em.
    struct Cluster {
        enum Kind { case text, space, lineBreak }
        var range: Range<String.Index>
        var advance: Double
        var kind: Kind
    }

    /// A line: the clusters `start..<end` (no trailing spaces) and their advance in em.
    struct Line {
        var start: Int
        var end: Int
        var width: Double
        var hasEllipsis = false
    }

    /// Splits `string` into grapheme clusters and measures each.
    static func measure(_ string: String, with metrics: any FontMetrics) -> [Cluster] {
        let starts = GraphemeClusters.boundaries(utf8: string.utf8)
        var clusters: [Cluster] = []
        clusters.reserveCapacity(max(starts.count - 1, 0))
        let utf8 = string.utf8
        var lower = utf8.startIndex
        for position in starts.indices.dropFirst() {
            let upper = utf8.index(lower, offsetBy: starts[position] - starts[position - 1])
            let cluster = string[lower..<upper]
            let kind = kind(of: cluster)
            let advance = kind == .lineBreak ? 0 : finiteNonNegative(metrics.advance(of: cluster))
            clusters.append(Cluster(range: lower..<upper, advance: advance, kind: kind))
            lower = upper
        }
        return clusters
    }

    static func kind(of cluster: Substring) -> Cluster.Kind {
        switch cluster.unicodeScalars.first?.value {
        // LF, VT, FF, CR (and CR LF), NEXT LINE, LINE SEPARATOR, PARAGRAPH SEPARATOR
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: .lineBreak
        // CHARACTER TABULATION, SPACE, IDEOGRAPHIC SPACE (alone: a space with a mark is text)
        case 0x09, 0x20, 0x3000: cluster.unicodeScalars.count == 1 ? .space : .text
        default: .text
        }
    }

    /// Breaks the clusters into lines no wider than `maximumWidth` em, greedily at spaces; `nil`
    /// when a word is wider than a line and `breaksLongWords` is false (then it is broken between
    /// clusters). Spaces at the start of a paragraph are kept; spaces at a wrap are dropped.
    ///
    /// - Complexity: O(c) in clusters.
    static func layout(_ clusters: [Cluster], maximumWidth: Double, breaksLongWords: Bool) -> [Line]? {
        var lines: [Line] = []
        var index = clusters.startIndex
        let tolerance = 1 + 1e-12
        while index < clusters.endIndex {
            var line = Line(start: index, end: index, width: 0)
            var atParagraphStart = true
            while index < clusters.endIndex, clusters[index].kind != .lineBreak {
                var spaces = 0.0
                while index < clusters.endIndex, clusters[index].kind == .space {
                    spaces += clusters[index].advance
                    index += 1
                }
                let wordStart = index
                var word = 0.0
                while index < clusters.endIndex, clusters[index].kind == .text {
                    word += clusters[index].advance
                    index += 1
                }
                guard wordStart < index else { break }
                let lineIsEmpty = line.start == line.end
                let gap = lineIsEmpty && !atParagraphStart ? 0 : spaces
                atParagraphStart = false
                if line.width + gap + word <= maximumWidth * tolerance {
                    if lineIsEmpty && gap == 0 { line.start = wordStart }
                    line.end = index
                    line.width += gap + word
                    continue
                }
                if !lineIsEmpty {
                    lines.append(line)
                    line = Line(start: wordStart, end: wordStart, width: 0)
                    if word <= maximumWidth * tolerance {
                        line.end = index
                        line.width = word
                        continue
                    }
                }
                guard breaksLongWords else { return nil }
                line = Line(start: wordStart, end: wordStart, width: 0)
                for position in wordStart..<index {
                    let advance = clusters[position].advance
                    if line.end > line.start, line.width + advance > maximumWidth * tolerance {
                        lines.append(line)
                        line = Line(start: position, end: position, width: 0)
                    }
                    line.end = position + 1
                    line.width += advance
                }
            }
            lines.append(line)
            while index < clusters.endIndex, clusters[index].kind != .lineBreak { index += 1 }
            if index < clusters.endIndex { index += 1 }
        }
        return lines
    }

    static func text(of line: Line, in clusters: [Cluster], string: String) -> String {
        let body = line.start < line.end
            ? String(string[clusters[line.start].range.lowerBound..<clusters[line.end - 1].range.upperBound]) : ""
        return line.hasEllipsis ? body + "\u{2026}" : body  // HORIZONTAL ELLIPSIS
    }

    /// `size` rounded down to hundredths, forgiving the last bits of floating-point error
    /// (220 / 2.2 is 99.99999999999999, and should give 100).
    static func roundedDown(_ size: Double, notBelow minimum: Double) -> Double {
        max(minimum, (size * 100 * (1 + 1e-12)).rounded(.down) / 100)
    }

    static func finitePositive(_ value: Double) -> Double? {
        value.isFinite && value > 0 ? value : nil
    }

    static func finiteNonNegative(_ value: Double) -> Double {
        value.isFinite && value > 0 ? value : 0
    }
}
