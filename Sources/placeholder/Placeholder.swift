import ArgumentParser
import Foundation
import PlaceholderImages

/// `placeholder`: writes a placeholder SVG for a URL or for options.
///
/// Exit codes: 0 written; 1 the request was refused (the message is on standard error, with the
/// HTTP status the URL protocol would give); 64 bad usage (from ArgumentParser).
@main
struct Placeholder: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write a placeholder image (SVG) with its text sized to fit, per grapheme cluster.",
        discussion: """
            Give a placeholder URL, or options, or both (options override the URL's parameters):
              placeholder 'http://placeholder/image.svg?width=300&height=200&text=Hello'
              placeholder 'http://placeholder/ff0000/ffffff/300x200.svg?text=Hello' -o hello.svg
              placeholder --width 300 --height 200 --text 'Hello' --fgcolor fff --bgcolor ff0000
            PNG is refused: this package has no rasteriser.
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

    @Option(name: [.short, .long], help: "Write to this file instead of standard output.")
    var output: String?

    func run() throws {
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
            request = try PlaceholderRequest(
                width: width ?? base.width, height: height ?? base.height,
                text: text.map { $0.replacingOccurrences(of: "\\n", with: "\n") } ?? base.text,
                foreground: foreground, background: background,
                format: base.format)
            guard request.format == .svg else { throw .unsupportedFormat(request.format.rawValue) }
        } catch {
            FileHandle.standardError.write(Data("placeholder: \(error.description) (HTTP \(error.statusCode))\n".utf8))
            throw ExitCode(1)
        }
        let svg = Data(PlaceholderSVG.render(request).utf8)
        if let output {
            try svg.write(to: URL(fileURLWithPath: output))
        } else {
            FileHandle.standardOutput.write(svg)
        }
    }
}
