import ArgumentParser
import GraphemeMetrics

/// The `emojicount` command: parses the options, counts each source and formats the records.
@main
struct EmojiCount: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "emojicount",
        abstract: "Count grapheme clusters, scalars and code units in text.",
        discussion: """
            Reads each FILE (standard input for "-", or when no FILE is given) in 64 KiB chunks, \
            without keeping the whole input, and counts its extended grapheme clusters \
            (UAX #29, Unicode \(GraphemeMetrics.unicodeVersion)), scalars, UTF-16 code units and \
            UTF-8 bytes.

            OUTPUT
            By default, a table: a heading line, then one row per FILE with the columns
            graphemes, scalars, utf16, utf8, ill-formed and the source name. With
            --records line, one row per line, labelled FILE:LINE (lines counted from 1),
            comes before each FILE's row, which then holds the sum of its lines. When
            more than one FILE is given, a last row "total" sums the FILEs read completely.

            With --json, JSON Lines: one object per record, with the keys in this order:
              source     the FILE as given on the command line, "-" for standard input
              record     the index of the record in its FILE, from 0
              graphemes  extended grapheme clusters
              scalars    Unicode scalars (each repaired sequence is one U+FFFD)
              utf16      UTF-16 code units (for UTF-8 input: of the repaired text)
              utf8       UTF-8 bytes (for UTF-16 input: of the repaired text)
              illFormed  input repaired to U+FFFD: bytes of UTF-8 input, code units of
                         UTF-16 input (an odd trailing byte counts 1)
              clusters   only with --clusters: one object per grapheme cluster,
                         {"utf16": [start, end], "scalars": "1F469 200D 1F52C"}, with
                         UTF-16 offsets from the start of the record and the scalars in
                         upper-case hex (at least 4 digits; ill-formed input is FFFD)
            Later versions may add keys after these; no key is renamed or removed.

            RECORDS
            whole: each FILE is one record; an empty FILE is one record of zeros.
            line: each line ending in LF is a record, without the LF and without a CR
            right before it; a last line without an LF is a record too. An empty FILE has
            no records, and a FILE holding one LF has one empty record.

            ENCODINGS
            auto detects a byte order mark: EF BB BF is UTF-8, FF FE is UTF-16LE, FE FF is
            UTF-16BE; without one the input is UTF-8. With a fixed --encoding, a leading
            byte order mark in that encoding is skipped. The mark is never counted; byte
            offsets in messages count from the first byte of the FILE, mark included.
            Ill-formed input is repaired and counted: each maximal ill-formed UTF-8
            subpart and each unpaired surrogate becomes one U+FFFD, and so does the odd
            last byte of UTF-16 input with an odd number of bytes.

            EXIT STATUS
              0   success
              64  usage error: unknown option, bad value, --clusters without --json
              65  with --strict, some input is ill-formed; a message on standard error
                  names the FILE and the byte offset of its first ill-formed sequence
              66  a FILE could not be opened or read; the other FILEs are still reported
              74  standard output could not be written (a full disk, say)
            When several apply, the status is the highest of them.
            """,
        version: "emojicount \(GraphemeMetrics.packageVersion) "
            + "(Unicode \(GraphemeMetrics.unicodeVersion), Emoji \(GraphemeMetrics.emojiVersion))"
    )

    @Flag(help: "Write JSON Lines, one object per record, instead of the table.")
    var json = false

    @Option(help: ArgumentHelp("What a record is: the whole FILE, or each LF-terminated line.", valueName: "mode"))
    var records: RecordMode = .whole

    @Flag(help: "Add a 'clusters' array with each grapheme cluster's UTF-16 range and scalars (needs --json).")
    var clusters = false

    @Option(help: ArgumentHelp("The input encoding; auto reads a byte order mark, else takes UTF-8.", valueName: "encoding"))
    var encoding: InputEncoding = .auto

    @Flag(help: "Reject ill-formed input (exit 65, naming the FILE and byte offset) instead of repairing it.")
    var strict = false

    @Argument(help: ArgumentHelp("The files to read; \"-\" is standard input (the default).", valueName: "FILE"))
    var files: [String] = []

    func validate() throws {
        if clusters && !json {
            throw ValidationError("--clusters needs --json: the table has no place for clusters.")
        }
    }

    func run() throws {
        let output = OutputWriter(descriptor: 1)
        let errors = OutputWriter(descriptor: 2)
        let formatter: any RecordFormatter =
            json ? JSONLinesFormatter(output: output) : SummaryFormatter(output: output, mode: records)
        let counter = SourceCounter(encoding: encoding, mode: records, strict: strict, collectsClusters: clusters)
        let sources = files.isEmpty ? ["-"] : files

        var totals = RecordCounts()
        var couldNotRead = false
        var foundIllFormed = false
        for source in sources where output.failure == nil {
            var sourceTotals = RecordCounts()
            let failure: String
            do {
                try counter.count(path: source) { record in
                    formatter.record(record, of: source)
                    sourceTotals += record.counts
                }
                formatter.sourceFinished(source, totals: sourceTotals)
                totals += sourceTotals
                continue
            } catch let error as InputFailure {
                couldNotRead = true
                failure = error.message
            } catch let error as IllFormedInput {
                foundIllFormed = true
                failure = "\(source == "-" ? "standard input" : source): \(error.message)"
            }
            output.flush()
            errors.write("emojicount: \(failure)\n")
            errors.flush()
        }
        formatter.runFinished(totals: totals, sourceCount: sources.count)
        output.flush()

        if let failure = output.failure {
            errors.write("emojicount: cannot write standard output: \(errorDescription(failure))\n")
            errors.flush()
            throw ExitCode(74)
        }
        if couldNotRead { throw ExitCode(66) }
        if foundIllFormed { throw ExitCode(65) }
    }
}
