import Foundation
import GraphemeMetrics

/// Runs the built `emojicount` binary, which SwiftPM puts next to the test executable.
enum Emojicount {
    static let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("emojicount")

    /// How the process gets its standard input.
    enum Input {
        /// `/dev/null`.
        case none
        /// A regular file holding these bytes.
        case file(Data)
        /// A pipe that these bytes are written to, then closed.
        case pipe(Data)
    }

    /// What a run printed and how it exited.
    struct Result {
        let status: Int32
        let stdoutData: Data
        let stderrData: Data
        var stdout: String { String(decoding: stdoutData, as: UTF8.self) }
        var stderr: String { String(decoding: stderrData, as: UTF8.self) }
        /// The standard output's lines, without their LFs.
        var lines: [String] { stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }
        /// ``lines`` with only the JSON keys up to `clusters` (the keys of the first version),
        /// for tests about those.
        var stableLines: [String] { lines.map(stableKeys) }
        /// ``stdout`` with only the JSON keys up to `clusters`.
        var stableStdout: String { lines.map { stableKeys($0) + "\n" }.joined() }
    }

    /// Runs `emojicount arguments` in `directory` (so that relative FILEs print as given).
    ///
    /// Standard output and error go to files, so that large outputs cannot block the process.
    /// `stdoutPath` replaces the captured standard output (with "/dev/full", say).
    /// With `shell`, `/bin/sh` runs instead, given `arguments`.
    static func run(
        _ arguments: [String], in directory: TemporaryDirectory, input: Input = .none, stdoutPath: String? = nil,
        shell: Bool = false
    ) throws -> Result {
        let process = Process()
        process.executableURL = shell ? URL(fileURLWithPath: "/bin/sh") : executable
        process.arguments = arguments
        process.currentDirectoryURL = directory.url

        let stdoutURL = directory.url.appendingPathComponent(".stdout-\(UUID().uuidString)")
        let stderrURL = directory.url.appendingPathComponent(".stderr-\(UUID().uuidString)")
        try Data().write(to: stdoutURL)
        try Data().write(to: stderrURL)
        defer {
            try? FileManager.default.removeItem(at: stdoutURL)
            try? FileManager.default.removeItem(at: stderrURL)
        }
        let stdoutHandle = try FileHandle(forWritingTo: stdoutPath.map { URL(fileURLWithPath: $0) } ?? stdoutURL)
        let stderrHandle = try FileHandle(forWritingTo: stderrURL)
        process.standardOutput = stdoutHandle
        process.standardError = stderrHandle

        var pipe: Pipe?
        var pipeData = Data()
        switch input {
        case .none:
            process.standardInput = FileHandle.nullDevice
        case .file(let data):
            let url = directory.url.appendingPathComponent(".stdin-\(UUID().uuidString)")
            try data.write(to: url)
            process.standardInput = try FileHandle(forReadingFrom: url)
        case .pipe(let data):
            pipe = Pipe()
            pipeData = data
            process.standardInput = pipe
        }

        try process.run()
        if let pipe {
            // Written after the start, so that a large input can only go as fast as it is read.
            try pipe.fileHandleForWriting.write(contentsOf: pipeData)
            try pipe.fileHandleForWriting.close()
        }
        process.waitUntilExit()
        try stdoutHandle.close()
        try stderrHandle.close()
        return Result(
            status: process.terminationStatus,
            stdoutData: try contents(of: stdoutURL),
            stderrData: try contents(of: stderrURL))
    }

    /// The bytes of the file at `url`.
    ///
    /// Not `Data(contentsOf:)`: on an empty file, Foundation 6.3.1 (Linux) leaks the 4 KiB buffer it
    /// reads into, which fails the AddressSanitizer run (most runs leave standard error empty).
    private static func contents(of url: URL) throws -> Data {
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        return try handle.readToEnd() ?? Data()
    }
}

/// A fresh directory for one test's files, removed when the test ends.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("emojicount-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// Writes `bytes` to `name` in the directory and returns `name`.
    @discardableResult
    func write(_ name: String, _ bytes: [UInt8]) throws -> String {
        try Data(bytes).write(to: url.appendingPathComponent(name))
        return name
    }

    /// Writes `text` in UTF-8 to `name` in the directory and returns `name`.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        try write(name, Array(text.utf8))
    }

    func run(
        _ arguments: [String], input: Emojicount.Input = .none, stdoutPath: String? = nil, shell: Bool = false
    ) throws -> Emojicount.Result {
        try Emojicount.run(arguments, in: self, input: input, stdoutPath: stdoutPath, shell: shell)
    }
}

/// The kind keys of the `kinds` object, in output order.
let kindKeys = [
    "basic", "presentationSequence", "keycap", "flag", "tagSequence", "modifierSequence", "zwjSequence", "unclassified",
]

/// A `--json` line cut to the keys up to `clusters`: what ``jsonLine(_:record:graphemes:scalars:utf16:utf8:illFormed:clusters:kinds:rgi:width:maxClusterScalars:violations:)``
/// writes without `width`.
func stableKeys(_ line: String) -> String {
    guard let range = line.range(of: ", \"emoji\": ", options: .backwards) else { return line }
    return line[..<range.lowerBound] + "}"
}

/// The `--json` line that `emojicount` prints for a record with these counts. Without `width`,
/// the line ends after `clusters` (compare it with ``Emojicount/Result/stableLines``); with it,
/// the emoji keys follow, `rgi` defaulting to the number of emoji.
func jsonLine(
    _ source: String, record: Int = 0, graphemes: Int, scalars: Int, utf16: Int, utf8: Int, illFormed: Int = 0,
    clusters: String? = nil, kinds: [String: Int] = [:], rgi: Int? = nil, width: Int? = nil,
    maxClusterScalars: Int = 1, violations: String = ""
) -> String {
    var line = "{\"source\": \"\(source)\", \"record\": \(record), \"graphemes\": \(graphemes), "
        + "\"scalars\": \(scalars), \"utf16\": \(utf16), \"utf8\": \(utf8), \"illFormed\": \(illFormed)"
    if let clusters { line += ", \"clusters\": [\(clusters)]" }
    guard let width else { return line + "}" }
    let emoji = kinds.values.reduce(0, +)
    line += ", \"emoji\": \(emoji), \"kinds\": {"
        + kindKeys.map { "\"\($0)\": \(kinds[$0] ?? 0)" }.joined(separator: ", ") + "}"
    line += ", \"rgi\": \(rgi ?? emoji), \"width\": \(width)"
    line += ", \"maxClusterScalars\": \(maxClusterScalars), \"violations\": [\(violations)]"
    return line + "}"
}

/// The `--json` line for a well-formed `text`, its counts taken from Swift's `String` (which agrees
/// with Unicode 17 wherever none of the conjunct linkers new in 17.0 is present: see the
/// GraphemeMetrics tests' SwiftCharacterOracle).
/// The emoji figures come from the library (``Emoji``, ``DisplayWidth``), which its own tests check.
func jsonLine(_ source: String, record: Int = 0, text: String, clusters: String? = nil) -> String {
    let emoji = Emoji.counts(text)
    var kinds: [String: Int] = [:]
    for (index, kind) in EmojiKind.allCases.enumerated() { kinds[kindKeys[index]] = emoji[kind: kind] }
    return jsonLine(
        source, record: record, graphemes: text.count, scalars: text.unicodeScalars.count,
        utf16: text.utf16.count, utf8: text.utf8.count, clusters: clusters, kinds: kinds, rgi: emoji.rgi,
        width: DisplayWidth.of(text), maxClusterScalars: text.map(\.unicodeScalars.count).max() ?? 0)
}

/// A summary table row, as `emojicount` right-aligns it.
func summaryRow(_ counts: [Int], _ label: String) -> String {
    counts.map { String(repeating: " ", count: max(0, 10 - String($0).count)) + String($0) }
        .joined(separator: " ") + "  " + label
}

let summaryHeading = " graphemes    scalars      utf16       utf8 ill-formed      emoji  source"

/// The input's chunk size, for inputs that put something on a chunk boundary.
let chunkSize = 64 * 1024
