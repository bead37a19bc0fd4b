import Foundation
import Testing

/// `--clusters` keeps at most a bounded part of a record's clusters in memory and spills the rest
/// to a temporary file until the record ends; the output must be the same byte for byte
/// wherever the spill cuts the array, and when no temporary file can be made.
@Suite struct EmojicountClusterSpillTests {
    /// The exact line of the ZWJ / flag / CR LF sample, spilled after every cluster, after every
    /// second one, and never.
    @Test(arguments: [1, 100, 200, 1 << 20])
    func spilledClustersPrintTheSameLine(memoryLimit: Int) throws {
        let directory = try TemporaryDirectory()
        try directory.write("c.txt", Sample.scientist + Sample.flagUA + "\r\n" + Sample.eAcute)

        let result = try directory.run(["--json", "--clusters", "--clusters-memory", "\(memoryLimit)", "c.txt"])
        #expect(result.status == 0)
        let clusters = #"{"utf16": [0, 5], "scalars": "1F469 200D 1F52C", "emoji": "zwjSequence", "rgi": true}, "#
            + #"{"utf16": [5, 9], "scalars": "1F1FA 1F1E6", "emoji": "flag", "rgi": true}, "#
            + #"{"utf16": [9, 11], "scalars": "000D 000A", "emoji": null, "rgi": false}, "#
            + #"{"utf16": [11, 13], "scalars": "0065 0301", "emoji": null, "rgi": false}"#
        #expect(result.stableStdout == jsonLine("c.txt", graphemes: 4, scalars: 9, utf16: 13, utf8: 24, clusters: clusters) + "\n")
    }

    /// Random text in both record modes, several files in parallel: any spill limit prints what
    /// keeping everything in memory prints.
    @Test func randomRecordsSpilledAnywhereMatchTheInMemoryOutput() throws {
        let directory = try TemporaryDirectory()
        var files: [String] = []
        for seed in UInt64(1)...3 {
            files.append(
                try directory.write(
                    "mix-\(seed).txt", EmojicountFastPathTests.randomText(seed: seed, size: 40_000, illFormed: seed != 1)))
        }
        files.append(try directory.write("empty.txt", []))
        for mode in ["whole", "line"] {
            let arguments = ["--json", "--clusters", "--records", mode, "--jobs", "2"] + files
            let inMemory = try directory.run(arguments + ["--clusters-memory", "1000000000"])
            #expect(inMemory.status == 0)
            for memoryLimit in [1, 77, 4096] {
                let spilled = try directory.run(arguments + ["--clusters-memory", "\(memoryLimit)"])
                #expect(spilled.status == inMemory.status, "\(mode) \(memoryLimit)")
                #expect(spilled.stdoutData == inMemory.stdoutData, "\(mode) \(memoryLimit)")
                #expect(spilled.stderr == inMemory.stderr, "\(mode) \(memoryLimit)")
            }
        }
    }

    /// A record of 40,000 clusters (3.1 MB of JSON) passes the default 1 MiB several times; with
    /// a temporary directory that does not exist, the clusters stay in memory: the same output.
    @Test func aLargeRecordSpillsAtTheDefaultLimitOrStaysInMemoryWithoutATemporaryDirectory() throws {
        let directory = try TemporaryDirectory()
        var text = ""
        for index in 0..<20_000 { text += index % 10 == 0 ? Sample.flagUA + " " : "ab" + "\u{0301}" }
        try directory.write("large.txt", text)

        let inMemory = try directory.run(["--json", "--clusters", "--clusters-memory", "1000000000", "large.txt"])
        let spilled = try directory.run(["--json", "--clusters", "large.txt"])
        let noTemporaryDirectory = try directory.run(
            ["-c", "TMPDIR=/nonexistent/emojicount \"$0\" --json --clusters large.txt", Emojicount.executable.path],
            shell: true)
        #expect(inMemory.status == 0)
        #expect(inMemory.stdoutData.count > 3_000_000)
        #expect(spilled.stdoutData == inMemory.stdoutData)
        #expect(noTemporaryDirectory.status == 0)
        #expect(noTemporaryDirectory.stdoutData == inMemory.stdoutData)
        #expect(noTemporaryDirectory.stderr == "")
    }

    /// `--help` no longer names an exception to bounded memory.
    @Test func helpSaysWhereTheClustersWait() throws {
        let directory = try TemporaryDirectory()
        let help = try directory.run(["--help"]).stdout
        #expect(help.contains("Memory stays bounded whatever the input and the options."))
        #expect(!help.contains("with one exception"))
    }
}
