import ArgumentParser
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import PlaceholderImages
import Synchronization

/// `placeholder`: writes a placeholder SVG or PNG for a URL or for options.
///
/// Exit codes: 0 written; 1 the request was refused (the message is on standard error, with the
/// HTTP status the URL protocol would give); 64 bad usage (from ArgumentParser).
@main
struct Placeholder: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write a placeholder image (SVG, or PNG on Linux) with its text sized to fit, per grapheme cluster.",
        discussion: """
            Give a placeholder URL, or options, or both (options override the URL's parameters):
              placeholder 'http://placeholder/image.svg?width=300&height=200&text=Hello'
              placeholder 'http://placeholder/ff0000/ffffff/300x200.svg?text=Hello' -o hello.svg
              placeholder --width 300 --height 200 --text 'Hello' --fgcolor fff --bgcolor ff0000
              placeholder 'http://placeholder/image@2x.png?text=Hello' -o hello.png
              placeholder --format png --text 'Hello' --base-font /path/DejaVuSans.ttf -o hello.png
            PNG is rendered on Linux (HarfBuzz, FreeType, libpng); elsewhere it is refused.
            """,
        version: "0.1.0")

    @Argument(help: "A placeholder URL: /image.svg?width=&height=&text=&fgcolor=&bgcolor= or /{bg}/{fg}/{w}x{h}.svg?text=.")
    var url: String?

    @Option(help: "Width in pixels, 1 to 4096 (default 250).")
    var width: Int?

    @Option(help: "Height in pixels, 1 to 4096 (default 250).")
    var height: Int?

    @Option(help: "The text; \\n in it is a line break (default \"dummy\").")
    var text: String?

    @Option(help: "Text colour, 3 or 6 hex digits (default 202f55).")
    var fgcolor: String?

    @Option(help: "Background colour, 3 or 6 hex digits (default dddddd).")
    var bgcolor: String?

    @Option(help: "svg or png (default: the URL's extension, else svg).")
    var format: String?

    @Option(help: "Pixels per unit of width and height, 1 to 3 (default 1).")
    var scale: Int?

    @Option(help: "fitted (measure the shaped text) or seed (min(width × 0.8 / clusters, height × 0.2)).")
    var sizing: String?

    @Option(help: "PNG: the base font file (default DejaVu Sans).")
    var baseFont: String?

    @Option(help: "PNG: the colour emoji font file (default Noto Color Emoji).")
    var emojiFont: String?

    @Option(help: "PNG: a fallback font file, tried in order (repeatable; default Droid Sans Fallback, Lohit Devanagari).")
    var fallbackFont: [String] = []

    @Option(name: [.short, .long], help: "Write to this file instead of standard output.")
    var output: String?

    @Option(help: "Render this many times first and print the median render time to standard error.")
    var timingRuns: Int?

    @Flag(help: ArgumentHelp(
        "Fetch the URL as an app would: URLProtocol.registerClass, then URLSession.shared (writes the body).",
        discussion: "On Linux, swift-corelibs-foundation's URLSession.shared only sees protocols registered before the process's first URLSession."))
    var throughURLSession = false

    func run() throws {
        if throughURLSession, let url {
            try fetchThroughSharedSession(url)
            return
        }
        let request: PlaceholderRequest
        do throws(PlaceholderError) {
            var base = try PlaceholderRequest()
            if let url {
                guard let parsed = URL(string: url) else { throw .unknownPath(String(url.prefix(200))) }
                base = try PlaceholderRequest(url: parsed)
            }
            var foreground = base.foreground
            var background = base.background
            if let fgcolor { foreground = try PlaceholderColor(hex: fgcolor, parameter: "fgcolor") }
            if let bgcolor { background = try PlaceholderColor(hex: bgcolor, parameter: "bgcolor") }
            var chosenFormat = base.format
            if let format {
                guard let parsed = PlaceholderRequest.Format(rawValue: format.lowercased()) else {
                    throw .unsupportedFormat(String(format.prefix(16)))
                }
                chosenFormat = parsed
            }
            var chosenSizing = base.sizing
            if let sizing {
                guard let parsed = PlaceholderRequest.Sizing(rawValue: sizing) else {
                    throw .invalidSizing(String(sizing.prefix(16)))
                }
                chosenSizing = parsed
            }
            request = try PlaceholderRequest(
                width: width ?? base.width, height: height ?? base.height,
                text: text.map { $0.replacingOccurrences(of: "\\n", with: "\n") } ?? base.text,
                foreground: foreground, background: background,
                format: chosenFormat, scale: scale ?? base.scale, sizing: chosenSizing)
            if let timingRuns, timingRuns > 0 {
                var times: [Duration] = []
                for _ in 0..<timingRuns {
                    let clock = ContinuousClock()
                    var failure: PlaceholderError?
                    times.append(clock.measure {
                        do throws(PlaceholderError) { _ = try render(request) } catch { failure = error }
                    })
                    if let failure { throw failure }
                }
                let median = times.sorted()[times.count / 2]
                FileHandle.standardError.write(Data("placeholder: median render time over \(timingRuns) runs: \(median)\n".utf8))
            }
            let image = try render(request)
            if let output {
                do {
                    try image.write(to: URL(fileURLWithPath: output))
                } catch {
                    throw PlaceholderError.renderingFailed("cannot write \(output): \(error.localizedDescription)")
                }
            } else {
                FileHandle.standardOutput.write(image)
            }
        } catch {
            FileHandle.standardError.write(Data("placeholder: \(error.description) (HTTP \(error.statusCode))\n".utf8))
            throw ExitCode(1)
        }
    }

    /// The seed's code path: register the protocol globally, fetch with `URLSession.shared`.
    func fetchThroughSharedSession(_ string: String) throws {
        _ = URLProtocol.registerClass(PlaceholderURLProtocol.self)
        guard let url = URL(string: string) else { throw ValidationError("not a URL: \(string.prefix(200))") }
        let done = DispatchSemaphore(value: 0)
        let result = Mutex<(Data?, URLResponse?, (any Error)?)>((nil, nil, nil))
        URLSession.shared.dataTask(with: url) { data, response, error in
            result.withLock { $0 = (data, response, error) }
            done.signal()
        }.resume()
        done.wait()
        let (data, response, error) = result.withLock { $0 }
        guard let http = response as? HTTPURLResponse, let data else {
            FileHandle.standardError.write(Data("placeholder: \(error.map { "\($0)" } ?? "no response")\n".utf8))
            throw ExitCode(1)
        }
        guard http.statusCode == 200 else {
            FileHandle.standardError.write(Data("placeholder: HTTP \(http.statusCode): ".utf8) + data)
            throw ExitCode(1)
        }
        if let output {
            try data.write(to: URL(fileURLWithPath: output))
        } else {
            FileHandle.standardOutput.write(data)
        }
    }

    /// The image bytes: SVG text, or PNG from the configured renderer with the fonts asked for.
    func render(_ request: PlaceholderRequest) throws(PlaceholderError) -> Data {
        switch request.format {
        case .svg:
            return Data(PlaceholderSVG.render(request).utf8)
        case .png:
            if baseFont != nil || emojiFont != nil || !fallbackFont.isEmpty {
                let defaults = PlaceholderFonts.debian
                PlaceholderPNG.renderer = PlaceholderPNG.fontConfigured(
                    PlaceholderFonts(
                        base: baseFont ?? defaults.base, emoji: emojiFont ?? defaults.emoji,
                        fallbacks: fallbackFont.isEmpty ? defaults.fallbacks : fallbackFont))
            }
            return try PlaceholderPNG.render(request)
        }
    }
}
