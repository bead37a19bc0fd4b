import Foundation
import Testing

/// Runs a peer implementation (node, Python) as a subprocess on a file of texts and reads its
/// output lines.
enum PeerProcess {
    /// The first executable `name` on `PATH`.
    static func onPath(_ name: String) -> String? {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Standard output of `executable arguments`; a nonzero exit status is an error naming stderr.
    static func run(_ executable: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent("graphememetrics-peer-\(UUID()).err")
        try Data().write(to: errors)
        defer { try? FileManager.default.removeItem(at: errors) }
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let message = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
            throw TestFailure("\(executable) \(arguments.joined(separator: " ")) exited with \(process.terminationStatus): \(message)")
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// One line of offsets per text (`0 3 5`), as the scripts print them.
    static func boundaryLines(_ output: String) throws -> [[Int]] {
        try output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { line in
            try line.split(separator: " ").map { field in
                guard let value = Int(field) else { throw TestFailure("unexpected peer output: \(line)") }
                return value
            }
        }
    }

    /// Writes one line per text to a temporary file, runs `body` with its path, then deletes it.
    static func withFile<T>(lines: [String], _ body: (String) throws -> T) throws -> T {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("graphememetrics-texts-\(UUID()).txt")
        try Data(lines.map { $0 + "\n" }.joined().utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        return try body(url.path)
    }

    /// The lines of a corpus file as the scripts split them: at LF bytes only (a Swift `String`
    /// split at `"\n"` would keep CR LF, one `Character`, together), CR kept, no final empty line.
    static func corpusLines(_ name: String) throws -> [String] {
        let url = try #require(TestData.corporaDirectory).appendingPathComponent(name)
        var lines = try Data(contentsOf: url).split(separator: 0x0A, omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines.map { String(decoding: $0, as: UTF8.self) }
    }
}
