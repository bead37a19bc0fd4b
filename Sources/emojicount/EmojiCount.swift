import ArgumentParser
import GraphemeMetrics

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The `emojicount` command: parses the options, counts each source and formats the records.
@main
struct EmojiCount: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "emojicount",
        abstract: "Count grapheme clusters, scalars and code units in text.",
        discussion: """
            Reads each FILE (standard input for "-", or when no FILE is given) in 64 KiB chunks, \
            without keeping the whole input, and counts its extended grapheme clusters \
            (UAX #29, Unicode \(GraphemeMetrics.unicodeVersion) or --unicode), scalars, UTF-16 code units and \
            UTF-8 bytes. Memory stays bounded whatever the input and the options. The keys \
            before "clusters" are only known when a record ends, so --clusters keeps a record's \
            clusters until then: up to 1 MiB in memory, the rest in an unnamed temporary file \
            in TMPDIR (else /tmp), about 80 bytes per cluster (2.5 GB for a 55 MB line); a \
            record's line is written when the record ends. Without a writable temporary \
            directory they stay in memory.

            OUTPUT
            By default, a table: a heading line, then one row per FILE with the columns
            graphemes, scalars, utf16, utf8, ill-formed, emoji and the source name. With
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
              illFormed  U+FFFDs standing for ill-formed input: one per maximal
                         ill-formed subpart of UTF-8 (Unicode 3.9), one per unpaired
                         surrogate of UTF-16, one for an odd trailing byte
              clusters   only with --clusters: one object per grapheme cluster,
                         {"utf16": [start, end], "scalars": "1F469 200D 1F52C",
                         "emoji": "zwjSequence", "rgi": true}, with UTF-16 offsets
                         from the start of the record, the scalars in upper-case
                         hex (at least 4 digits; ill-formed input is FFFD),
                         "emoji" the kind when the cluster counts as an emoji
                         (else null) and "rgi" whether it is exactly an RGI
                         emoji (whatever the policy)
              emoji      clusters counted as emoji under --policy (and --only)
              kinds      those emoji by kind: an object with every kind, always in the
                         order basic, presentationSequence, keycap, flag, tagSequence,
                         modifierSequence, zwjSequence, unclassified (0 when absent);
                         unclassified holds what only the emoji-like policy counts
              rgi        how many of the emoji are exactly RGI emoji
              width      terminal columns
              maxClusterScalars  the number of scalars in the largest cluster
              violations always present: [] or one object per --max-* limit the record
                         exceeds, {"limit": "graphemes", "maximum": 10, "actual": 12,
                         "utf16Offset": 10}; limit is graphemes, utf16, bytes, width or
                         clusterScalars; utf16Offset is the start of the first cluster that
                         does not fit (for clusterScalars, of the first cluster too large)
            Later versions may add keys after these; no key is renamed or removed.

            EMOJI
            A grapheme cluster is an emoji by --policy (UTS #51, Emoji \(GraphemeMetrics.emojiVersion)):
              presented-as-emoji   the default: every well-formed emoji sequence, except a
                                   single character shown as text by default (U+00A9)
              fully-qualified-rgi  only fully-qualified RGI emoji, as keyboards emit them
              emoji-like           also text-style characters and clusters starting with an
                                   emoji (a lone regional indicator, an emoji + accent)
            --only KIND counts (and lists) only one kind: basic, presentationSequence,
            keycap, flag, tagSequence, modifierSequence or zwjSequence.
            --list writes one line per emoji, fields separated by TAB: FILE, record (from
            0), UTF-16 offset in the record, the emoji itself, its scalars in hex (for
            terminals that cannot draw it), kind, and the name from
            emoji-test.txt ("thumbs up: medium skin tone"); the name is "-" for a sequence
            emoji-test.txt does not list (a non-RGI sequence), the kind "unclassified" for
            what only emoji-like counts. A cluster of more than 32 scalars shows the first
            32, then "...".
            --unique writes each distinct emoji once, over all FILEs, in the order of first
            appearance: count TAB emoji TAB scalars TAB kind TAB name. --top N writes the N most
            frequent the same way, by count, equal counts in the order of first appearance.
            --json, --list, --top, --unique and --explain choose the output: give one.

            MERGE (counting beyond one machine)
            --json --tally adds a last key to each record, "tally": each distinct emoji of
            the record with its count, in the order of first appearance ({"1F600": 2,
            "1F44D 1F3FD": 1}, scalars as --list writes them).
            --merge reads, instead of text, the JSON Lines that emojicount --json wrote for
            parts of an input (FILEs in order, "-" for standard input), and prints what one
            run over the whole input prints: the table (with --records line, its per-line
            rows), --json (records numbered again across the parts; with --tally, the
            tallies), --top N or --unique (these need the parts' "tally"). Limits come from
            the parts: their violations are reported as one run reports them (exit 1).
            Exact when every part ends at a record boundary and the parts come in input
            order; the records of a source must come together. A line that is not such a
            record is an error (exit 65). Example, a map step and a reduce step (each
            part read as "-", so that all are the one source "-"):
              split -l 100000 big.txt part-
              for p in part-??; do
                emojicount --records line --json --tally - < $p > $p.jsonl
              done
              emojicount --merge --top 10 part-??.jsonl

            LIMITS
            --max-graphemes, --max-utf16, --max-bytes (UTF-8), --max-width (columns) and
            --max-cluster-scalars (scalars in any one cluster) check each record. A record
            over a limit is reported in the JSON "violations", otherwise by a line on
            standard error: "emojicount: FILE[:LINE]: graphemes 12 over the limit 10 from
            UTF-16 offset 10". The counting goes on; the exit status is then 1.

            UNICODE VERSIONS
            --unicode 15.0|15.1|16.0|17.0|18.0 (default 18.0) counts, classifies and measures
            with that version's data and rules (and its Emoji version), to count exactly like
            a client that runs it: Debian's ICU 72 counts like 15.1, node 20's Intl.Segmenter
            (ICU 78.2) like 17.0. 15.0 has no rule GB9c (Indic conjuncts); 18.0 joins a
            consonant after a linker even with no consonant before it. --merge must be given
            the --unicode of the runs it merges (it classifies their tallied emoji again).

            EXPLAIN
            --explain prints, for each record, the decision before each scalar: its UTF-16
            offset, ÷ (boundary) or × (none), the UAX #29 rule (GB1 to GB13, GB999; GB2 at
            the end), the scalar, its Grapheme_Cluster_Break value and its name ("-" when
            Swift has none). At most the first 10000 scalars of each record are shown; a
            line then says how many more there were.

            FILES AND PARALLELISM
            Directories and devices are refused (exit 66); "-" reads standard input. Up to
            --jobs workers (default: the active processors) count at a time: FILEs, and
            pieces of a regular FILE of 8 MiB or more, cut after line feeds (always a
            grapheme cluster boundary, UAX #29 GB4/GB5; for UTF-16, an LF code unit at an
            even byte offset), whose counts add up to the FILE's exactly. A FILE is cut with
            --records line whatever the other options (a line is never cut), and with
            --records whole unless --clusters, --list, --top, --unique, --tally, --explain
            or a --max-* limit needs the whole record in one pass. The output is the same as
            with --jobs 1, in the order of the arguments, in bounded memory.
            When standard error is a terminal and the output is not --json, a progress line
            shows there for FILEs of 64 MiB or more together, or for a pipe still read
            after 2 seconds; it is erased at the end.

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
              1   a record exceeds a --max-* limit
              64  usage error: unknown option, bad value (an unknown --unicode lists the
                  versions), --clusters without --json
              65  with --strict, some input is ill-formed; a message on standard error
                  names the FILE and the byte offset of its first ill-formed sequence;
                  with --merge, a line that is not a record of emojicount --json
              66  a FILE could not be opened or read; the other FILEs are still reported
              74  standard output could not be written (a full disk, say)
            When several apply, the status is the highest of them. When the reader of
            standard output goes away (emojicount big.txt | head -1), the run stops
            quietly, without a message, with the status of what happened before (0).
            """,
        version: "emojicount \(GraphemeMetrics.packageVersion) "
            + "(Unicode \(GraphemeMetrics.unicodeVersion) and Emoji \(GraphemeMetrics.emojiVersion) by default; "
            + "--unicode \(UnicodeVersion.allCases.map(\.description).joined(separator: ", ")))"
    )

    @Flag(help: "Write JSON Lines, one object per record, instead of the table.")
    var json = false

    @Option(help: ArgumentHelp("What a record is: the whole FILE, or each LF-terminated line.", valueName: "mode"))
    var records: RecordMode = .whole

    @Flag(help: "Add a 'clusters' array with each grapheme cluster's UTF-16 range, scalars and emoji kind (needs --json). Beyond 1 MiB, a record's clusters wait in a temporary file until it ends.")
    var clusters = false

    @Option(help: ArgumentHelp("The input encoding; auto reads a byte order mark, else takes UTF-8.", valueName: "encoding"))
    var encoding: InputEncoding = .auto

    @Flag(help: "Reject ill-formed input (exit 65, naming the FILE and byte offset) instead of repairing it.")
    var strict = false

    @Option(help: ArgumentHelp(
        "Count by the data and rules of this Unicode version (and its Emoji version), to count like a client that runs it (see UNICODE VERSIONS).",
        valueName: "version"))
    var unicode: UnicodeVersion = .default

    @Option(help: ArgumentHelp("Which clusters count as emoji (see EMOJI).", valueName: "policy"))
    var policy: PolicyChoice = .presentedAsEmoji

    @Option(help: ArgumentHelp("Count and list only emoji of this kind.", valueName: "kind"))
    var only: EmojiKind?

    @Flag(help: "List each emoji found, one tab-separated line each, instead of the table (see EMOJI).")
    var list = false

    @Option(help: ArgumentHelp("Print the N most frequent emoji with their counts instead of the table.", valueName: "N"))
    var top: Int?

    @Flag(help: "Print each distinct emoji once with its count, in the order of first appearance, instead of the table.")
    var unique = false

    @Option(help: ArgumentHelp("Fail a record with more than N grapheme clusters.", valueName: "N"))
    var maxGraphemes: Int?

    @Option(help: ArgumentHelp("Fail a record with more than N UTF-16 code units.", valueName: "N"))
    var maxUtf16: Int?

    @Option(help: ArgumentHelp("Fail a record with more than N UTF-8 bytes.", valueName: "N"))
    var maxBytes: Int?

    @Option(help: ArgumentHelp("Fail a record wider than N terminal columns.", valueName: "N"))
    var maxWidth: Int?

    @Option(help: ArgumentHelp("Fail a record with a grapheme cluster of more than N scalars.", valueName: "N"))
    var maxClusterScalars: Int?

    @Flag(help: "Explain each grapheme cluster boundary of the input instead of counting (see EXPLAIN).")
    var explain = false

    @Option(help: ArgumentHelp("Count with up to N workers: FILEs, and pieces of a large FILE, at a time (default: the number of active processors; see FILES AND PARALLELISM).", valueName: "N"))
    var jobs: Int?

    @Flag(help: "With --json, add a 'tally' of each record's emoji and their counts, for --merge --top/--unique (see MERGE).")
    var tally = false

    @Flag(help: "Read the JSON Lines of earlier --json runs over parts of an input and print the whole input's output (see MERGE).")
    var merge = false

    /// Counts UTF-8 input scalar by scalar even when whole-buffer measures would do (hidden: for
    /// tests that compare both lanes).
    @Flag(help: .hidden)
    var noFastPath = false

    /// The bytes of a record's encoded clusters kept in memory before `--clusters` spills to a
    /// temporary file (hidden: for tests that spill small records).
    @Option(help: .hidden)
    var clustersMemory: Int = ClusterListBuilder.memoryLimit

    /// The nominal size of the pieces a large FILE is cut into for `--jobs` (hidden: for tests
    /// that cut small files at many places).
    @Option(help: .hidden)
    var segmentSize: Int = SourceRunner.defaultSegmentSize

    @Argument(help: ArgumentHelp("The files to read; \"-\" is standard input (the default).", valueName: "FILE"))
    var files: [String] = []

    /// The `--max-*` limits given, in ``LimitKind`` order.
    private var limits: [(kind: LimitKind, maximum: Int)] {
        let given: [(LimitKind, Int?)] = [
            (.graphemes, maxGraphemes), (.utf16, maxUtf16), (.bytes, maxBytes), (.width, maxWidth),
            (.clusterScalars, maxClusterScalars),
        ]
        return given.compactMap { kind, maximum in maximum.map { (kind, $0) } }
    }

    func validate() throws {
        if clusters && !json {
            throw ValidationError("--clusters needs --json: the table has no place for clusters.")
        }
        let outputs = [("--json", json), ("--list", list), ("--top", top != nil), ("--unique", unique), ("--explain", explain)]
            .filter(\.1).map(\.0)
        if outputs.count > 1 {
            throw ValidationError("\(outputs.joined(separator: ", ")) choose different outputs: give one of them.")
        }
        if tally && !json {
            throw ValidationError("--tally needs --json: the tally is a JSON key.")
        }
        if merge && (list || explain || clusters) {
            throw ValidationError("--merge reads counts: --list, --explain and --clusters need the text itself.")
        }
        if let top, top < 1 { throw ValidationError("--top needs a number of at least 1.") }
        if let jobs, jobs < 1 { throw ValidationError("--jobs needs a number of at least 1.") }
        if let negative = limits.first(where: { $0.maximum < 0 }) {
            throw ValidationError("The limit of --max-\(negative.kind.optionName) cannot be negative.")
        }
    }

    func run() throws {
        // A reader that goes away (emojicount big.txt | head -1) makes write fail with EPIPE.
        signal(SIGPIPE, SIG_IGN)
        let output = OutputWriter(descriptor: 1)
        let errors = OutputWriter(descriptor: 2)
        let formatter: any RecordFormatter =
            if json { JSONLinesFormatter(output: output, tallies: tally) }
            else if list { EmojiListFormatter(output: output) }
            else if top != nil || unique { EmojiFrequencyFormatter(output: output, top: top) }
            else if explain { ExplainFormatter(output: output, unicode: unicode) }
            else { SummaryFormatter(output: output, mode: records) }
        let analysis = AnalysisOptions(
            unicode: unicode, policy: policy.policy, onlyKind: only, limits: limits, collectsClusters: clusters,
            reportsEmoji: list || top != nil || unique || tally, explainedScalars: explain ? ExplainFormatter.cap : nil,
            clusterMemoryLimit: max(1, clustersMemory))
        var counter = SourceCounter(encoding: encoding, mode: records, strict: strict, analysis: analysis)
        counter.allowsFastPath = !noFastPath
        let sources = files.isEmpty ? ["-"] : files
        if merge {
            try runMerge(sources, formatter: formatter, output: output, errors: errors)
            return
        }

        var progress: ProgressMeter?
        if !json && isatty(STDERR_FILENO) == 1 {
            let meter = ProgressMeter(paths: sources)
            if meter.isWorthShowing {
                meter.start()
                progress = meter
            }
        }
        let runner = SourceRunner(
            counter: counter, sources: sources, jobs: jobs ?? max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))),
            progress: progress, segmentSize: max(1, segmentSize))

        var totals = RecordCounts()
        var couldNotRead = false
        var foundIllFormed = false
        var exceededLimit = false
        runner.run { index, event in
            let source = sources[index]
            switch event {
            case .record(let record):
                formatter.record(record, of: source)
                if !record.violations.isEmpty {
                    exceededLimit = true
                    if !json { report(record.violations, of: source, record: record.index, to: errors, after: output) }
                }
            case .emoji(let emoji):
                formatter.emoji(emoji, of: source)
            case .finished(let counts):
                formatter.sourceFinished(source, totals: counts)
                totals += counts
            case .unreadable(let message), .illFormed(let message):
                if case .unreadable = event { couldNotRead = true } else { foundIllFormed = true }
                output.flush()
                errors.write("emojicount: \(message)\n")
                errors.flush()
            }
            return output.failure == nil
        }
        progress?.stop()
        formatter.runFinished(totals: totals, sourceCount: sources.count)
        output.flush()

        if let failure = output.failure, failure != EPIPE {
            errors.write("emojicount: cannot write standard output: \(errorDescription(failure))\n")
            errors.flush()
            throw ExitCode(74)
        }
        if couldNotRead { throw ExitCode(66) }
        if foundIllFormed { throw ExitCode(65) }
        if exceededLimit { throw ExitCode(1) }
    }

    /// Writes one line per violation to standard error, after what standard output holds so far:
    /// "emojicount: a.txt:3: graphemes 12 over the limit 10 from UTF-16 offset 10".
    func report(
        _ violations: [LimitViolation], of source: String, record: Int, to errors: OutputWriter, after output: OutputWriter
    ) {
        output.flush()
        let name = source == "-" ? "standard input" : source
        let label = records == .line ? "\(name):\(record + 1)" : name
        for violation in violations {
            errors.write(
                "emojicount: \(label): \(violation.limit.rawValue) \(violation.actual) over the limit "
                    + "\(violation.maximum) from UTF-16 offset \(violation.utf16Offset)\n")
        }
        errors.flush()
    }
}

extension LimitKind {
    /// The option's name after "--max-".
    var optionName: String {
        switch self {
        case .graphemes: "graphemes"
        case .utf16: "utf16"
        case .bytes: "bytes"
        case .width: "width"
        case .clusterScalars: "cluster-scalars"
        }
    }
}
