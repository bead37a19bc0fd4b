#if os(Linux) && canImport(CPlaceholderRender)
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import GraphemeMetrics
@testable import PlaceholderImages
import Testing

/// PNG rendering on Linux: decoded with libpng and checked by pixels, never by bytes.
@Suite struct PlaceholderPNGTests {
    static let white = PlaceholderColor(red: 0xFF, green: 0xFF, blue: 0xFF)
    static let red = PlaceholderColor(red: 0xFF, green: 0, blue: 0)

    /// The test table: name, text, and whether the text is drawn in colour (emoji) rather than in
    /// the foreground colour.
    static let texts: [(name: String, text: String, isEmoji: Bool)] = [
        ("ASCII", "Hello", false),
        ("accents", "Ça été déjà vu", false),
        ("CJK", "\u{6F22}\u{5B57}\u{304B}\u{306A}", false),                      // 漢字かな
        ("Devanagari conjunct", "\u{0915}\u{094D}\u{0937}\u{093F}", false),        // क्षि
        ("Arabic", "\u{0645}\u{0631}\u{062D}\u{0628}\u{0627}", false),              // مرحبا
        ("Hebrew", "\u{05E9}\u{05DC}\u{05D5}\u{05DD}", false),                      // שלום
        ("flag", "\u{1F1EF}\u{1F1F5}", true),                                       // flag: Japan
        ("keycap", "1\u{FE0F}\u{20E3}", true),                                      // keycap 1
        ("skin tone", "\u{1F44D}\u{1F3FD}", true),                                  // thumbs up: medium skin tone
        ("ZWJ sequence", "\u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F467}", true),      // family: woman, woman, girl
        ("two lines", "Hello\nw\u{00F6}rld", false),
        ("mixed", "Hi \u{6F22} \u{0928}\u{092E}\u{0938}\u{094D}\u{0924}\u{0947} \u{1F44D}\u{1F3FD}", false),
    ]

    static func render(
        _ text: String, width: Int = 300, height: Int = 200, scale: Int = 1,
        sizing: PlaceholderRequest.Sizing = .fitted
    ) throws -> DecodedPNG {
        let request = try PlaceholderRequest(
            width: width, height: height, text: text, foreground: white, background: red, format: .png, scale: scale,
            sizing: sizing)
        return try #require(DecodedPNG(try PlaceholderPNG.render(request)))
    }

    @Test(arguments: texts.indices)
    func drawsEachTextCentredInTheBox(index: Int) throws {
        let (name, text, isEmoji) = Self.texts[index]
        for (width, height, scale) in [(300, 200, 1), (120, 40, 2)] {
            let image = try Self.render(text, width: width, height: height, scale: scale)
            let (w, h) = (width * scale, height * scale)
            #expect(image.width == w && image.height == h, "\(name)")
            for (x, y) in [(0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)] {
                #expect(image.color(x: x, y: y) == Self.red, "\(name): corner \(x), \(y)")
            }
            let ink = try #require(image.ink(against: Self.red), "\(name): no ink")
            if !isEmoji {
                #expect(image.count(of: Self.white) > 0, "\(name): no foreground-coloured ink")
            }
            let left = ink.minX, right = w - 1 - ink.maxX, top = ink.minY, bottom = h - 1 - ink.maxY
            #expect(abs(left - right) <= 2 && abs(top - bottom) <= 2, "\(name) \(w)×\(h): margins \(left) \(right) \(top) \(bottom)")
            #expect(min(left, right, top, bottom) >= 1, "\(name) \(w)×\(h): ink touches the edge")
        }
    }

    static func percent(_ value: Double) -> String {
        "\(Int((value * 100).rounded()))%"
    }

    @Test func colourEmojiHasItsOwnColours() throws {
        let image = try Self.render("\u{1F600}")  // GRINNING FACE
        #expect(image.count(notIn: [Self.white, Self.red]) > 1000)
        #expect(image.count(of: Self.white) < image.count(notIn: [Self.white, Self.red]))
    }

    @Test func aClusterIsNeverSplitAcrossFonts() throws {
        let set = try FontSet.shared(for: .debian)
        let family = "\u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F467}"
        let text = "a" + family + "\u{0915}\u{094D}\u{0937}" + "1\u{FE0F}\u{20E3}"
        let clusters = set.clusters(of: text)
        #expect(clusters.count == 4)
        let emoji = try #require(set.emojiOrder.first)
        #expect(clusters.map(\.font) == [0, emoji, set.textOrder[2], emoji])
        // Shaped as one run: the family is one glyph from the emoji font.
        let shaped = set.shape(family)
        #expect(shaped.glyphs.count == 1)
        #expect(shaped.glyphs.allSatisfy { $0.font == emoji })
    }

    @Test func rightToLeftTextIsLaidOutRightToLeft() throws {
        let set = try FontSet.shared(for: .debian)
        // ALEF then BET: the first letter in memory is drawn rightmost.
        let shaped = set.shape("\u{05D0}\u{05D1}")
        #expect(shaped.glyphs.count == 2)
        #expect(shaped.glyphs[0].x < shaped.glyphs[1].x)
        let alef = try #require(shaped.glyphs.last)
        let bet = try #require(shaped.glyphs.first)
        #expect(alef.glyph != bet.glyph)
        // Latin inside Hebrew keeps its own order: "ab" is a left-to-right run.
        let mixed = set.shape("\u{05D0} ab")
        #expect(mixed.glyphs.count == 4)
    }

    @Test func seedSizingIsANamedMode() throws {
        let url = URL(string: "http://placeholder/image.png?width=400&height=100&text=iii&sizing=seed")!
        let request = try PlaceholderRequest(url: url)
        #expect(request.sizing == .seed)
        let set = try FontSet.shared(for: .debian)
        let (seedSize, _) = FreeTypeRenderer.layout(request, with: set)
        #expect(seedSize == 20)  // min(400 × 0.8 / 3, 100 × 0.2)
        let fitted = try PlaceholderRequest(width: 400, height: 100, text: "iii", format: .png)
        #expect(FreeTypeRenderer.layout(fitted, with: set).0 == 50)  // half the height: "iii" is narrow
    }

    @Test func missingFonts() throws {
        let request = try PlaceholderRequest(text: "\u{1F600} \u{6F22}", format: .png)
        let noBase = FreeTypeRenderer(fonts: PlaceholderFonts(base: "/nonexistent/DejaVuSans.ttf", emoji: nil, fallbacks: []))
        #expect(throws: PlaceholderError.fontUnavailable(path: "/nonexistent/DejaVuSans.ttf")) {
            _ = try noBase.png(for: request)
        }
        #expect(PlaceholderError.fontUnavailable(path: "/x.ttf").statusCode == 500)
        #expect(PlaceholderError.fontUnavailable(path: "/x.ttf").description.contains("/x.ttf"))
        // Missing fallbacks degrade: the emoji and the ideograph are the base font's .notdef boxes.
        let degraded = FreeTypeRenderer(fonts: PlaceholderFonts(
            base: PlaceholderFonts.debian.base, emoji: "/nonexistent/emoji.ttf", fallbacks: ["/nonexistent/cjk.ttf"]))
        let image = try #require(DecodedPNG(try degraded.png(for: request)))
        #expect(image.width == 250)
        #expect(image.count(of: request.foreground) > 0)
    }

    @Test func urlForms() throws {
        let host = try PlaceholderRequest(url: URL(string: "placeholder://image.png?text=Hi")!)
        #expect(host.format == .png && host.text == "Hi")
        let retina = try PlaceholderRequest(url: URL(string: "http://placeholder/ff0000/fff/300x200@2x.png")!)
        #expect(retina.scale == 2 && retina.pixelWidth == 600 && retina.pixelHeight == 400)
        let query = try PlaceholderRequest(url: URL(string: "http://placeholder/image.png?scale=3&width=10&height=20")!)
        #expect(query.pixelWidth == 30 && query.pixelHeight == 60)
        #expect(throws: PlaceholderError.invalidScale("4")) {
            _ = try PlaceholderRequest(url: URL(string: "http://placeholder/image.png?scale=4")!)
        }
        #expect(throws: PlaceholderError.imageTooLarge(pixels: 4096 * 2048)) {
            _ = try PlaceholderRequest(width: 4096, height: 2048, format: .png)
        }
        // SVG has no pixels: no area cap.
        _ = try PlaceholderRequest(width: 4096, height: 4096, format: .svg)
    }

    /// Fill (ink width over the available width, the image less its 5% padding) and overflow (ink
    /// outside the available box) over a table of box sizes, as scripts/browser-check.sh gives for SVG.
    @Test func fittedSizeAgainstTheInk() throws {
        let boxes = [(250, 250), (300, 200), (1200, 300), (120, 40), (40, 120), (600, 60), (90, 90)]
        var fills: [Double] = []
        var overflows = 0
        var seedClipped = 0
        var report: [String] = []
        for (width, height) in boxes {
            var boxFills: [Double] = []
            for (name, text, _) in Self.texts {
                // The seed rule, for comparison: ink that reaches the image's edge was clipped.
                if let seed = try Self.render(text, width: width, height: height, sizing: .seed).ink(against: Self.red),
                    seed.minX == 0 || seed.minY == 0 || seed.maxX == width - 1 || seed.maxY == height - 1
                {
                    seedClipped += 1
                }
                let image = try Self.render(text, width: width, height: height)
                let ink = try #require(image.ink(against: Self.red))
                let padding = Double(min(width, height)) * 0.05
                let fill = Double(ink.maxX - ink.minX + 1) / (Double(width) - 2 * padding)
                let fillHeight = Double(ink.maxY - ink.minY + 1) / (Double(height) - 2 * padding)
                let outside = Double(ink.minX) < padding - 1 || Double(ink.maxX + 1) > Double(width) - padding + 1
                    || Double(ink.minY) < padding - 1 || Double(ink.maxY + 1) > Double(height) - padding + 1
                if outside {
                    overflows += 1
                    report.append("overflow \(name) \(width)×\(height): ink \(ink.minX)…\(ink.maxX), \(ink.minY)…\(ink.maxY)")
                }
                fills.append(max(fill, fillHeight))
                boxFills.append(max(fill, fillHeight))
            }
            boxFills.sort()
            report.append("\(width)×\(height): fill min \(Self.percent(boxFills[0])), median \(Self.percent(boxFills[boxFills.count / 2])), max \(Self.percent(boxFills[boxFills.count - 1]))")
        }
        fills.sort()
        let median = fills[fills.count / 2]
        print("PNG fit over \(fills.count) images: fill min \(Self.percent(fills[0])), median \(Self.percent(median)), max \(Self.percent(fills[fills.count - 1])); \(overflows) overflow the padded box (1 px tolerance); the seed rule clips \(seedClipped)")
        for line in report { print(line) }
        #expect(overflows == 0)
        #expect(median > 0.6)
    }
}

/// The seed's exact code path, and concurrent requests (run under ThreadSanitizer too).
@Suite struct PlaceholderPNGServingTests {
    static let seedURL = "http://placeholder/image.png?width=300&height=200&text=Hello&fgcolor=ffffff&bgcolor=ff0000"

    static let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("placeholder")

    /// Runs the `placeholder` command; returns its exit status, standard error, and the file it wrote.
    static func runPlaceholder(_ arguments: [String]) throws -> (status: Int32, stderr: String, output: Data?) {
        let directory = FileManager.default.temporaryDirectory
        let output = directory.appendingPathComponent("placeholder-\(UUID().uuidString).png")
        let errors = directory.appendingPathComponent("placeholder-\(UUID().uuidString).err")
        defer {
            try? FileManager.default.removeItem(at: output)
            try? FileManager.default.removeItem(at: errors)
        }
        try Data().write(to: errors)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments + ["-o", output.path]
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: try Self.contents(of: errors) ?? Data(), as: UTF8.self),
            try? Self.contents(of: output))
    }

    /// A file's bytes through `FileHandle`: on an empty file, Foundation 6.3.1's `Data(contentsOf:)` leaks its read
    /// buffer (4 KiB, reported by LeakSanitizer in `scripts/sanitizers.sh`).
    static func contents(of file: URL) throws -> Data? {
        let handle = try FileHandle(forReadingFrom: file)
        defer { try? handle.close() }
        return try handle.readToEnd()
    }

    /// In a child process: on Linux, `URLSession.shared` only sees protocols registered before the
    /// process's first `URLSession`, and the other tests here create sessions.
    @Test func servesPNGThroughTheSharedSession() throws {
        let run = try Self.runPlaceholder(["--through-url-session", Self.seedURL])
        #expect(run.status == 0)
        let data = try #require(run.output)
        let image = try #require(DecodedPNG(data))
        #expect(image.width == 300 && image.height == 200)
        #expect(image.color(x: 0, y: 0) == PlaceholderColor(red: 0xFF, green: 0, blue: 0))
        #expect(image.count(of: PlaceholderColor(red: 0xFF, green: 0xFF, blue: 0xFF)) > 0)
    }

    @Test func theCommandWritesPNG() throws {
        let run = try Self.runPlaceholder(["--format", "png", "--width", "64", "--height", "32", "--scale", "2"])
        #expect(run.status == 0)
        let data = try #require(run.output)
        let image = try #require(DecodedPNG(data))
        #expect(image.width == 128 && image.height == 64)
        // A missing base font: exit 1, the HTTP status and the path on standard error, no file.
        let missing = try Self.runPlaceholder(["--format", "png", "--base-font", "/nonexistent/base.ttf"])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("/nonexistent/base.ttf") && missing.stderr.contains("HTTP 500"))
        #expect(missing.output == nil)
    }

    @Test func answersThePathFormAndTheHostForm() {
        for url in ["http://placeholder/ff0000/ffffff/300x200.png?text=Hi", "placeholder://image.png?text=Hi"] {
            let (status, headers, body) = PlaceholderURLProtocol.response(for: URL(string: url)!)
            #expect(status == 200, "\(url)")
            #expect(headers["Content-Type"] == "image/png")
            #expect(DecodedPNG(body) != nil)
        }
    }

    @Test func sixteenConcurrentRequests() async throws {
        let configuration = URLSessionConfiguration.ephemeral
        PlaceholderURLProtocol.register(in: configuration)
        let session = URLSession(configuration: configuration)
        let texts = ["Hello", "\u{6F22}\u{5B57}", "\u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F467}", "\u{0645}\u{0631}\u{062D}\u{0628}\u{0627}"]
        try await withThrowingTaskGroup(of: (Int, Int, Int).self) { group in
            for index in 0..<16 {
                group.addTask {
                    let width = 100 + index * 10
                    let text = texts[index % texts.count].addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
                    let url = URL(string: "http://placeholder/image.png?width=\(width)&height=80&text=\(text)")!
                    let (data, _) = try await session.data(from: url)
                    let image = try #require(DecodedPNG(data))
                    #expect(image.ink(against: PlaceholderColor(red: 0xDD, green: 0xDD, blue: 0xDD)) != nil)
                    return (width, image.width, image.height)
                }
            }
            var seen = 0
            for try await (width, decodedWidth, decodedHeight) in group {
                #expect(decodedWidth == width && decodedHeight == 80)
                seen += 1
            }
            #expect(seen == 16)
        }
    }
}
#endif
