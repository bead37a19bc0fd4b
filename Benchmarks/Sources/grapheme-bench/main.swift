// The plain timing driver behind scripts/bench.py: every method on every corpus, input in
// memory, the median of N samples (the methods sampled in turn, round by round) measured with
// ContinuousClock, printed as tab-separated lines.
//
//     grapheme-bench [--corpora DIR] [--runs N] [--min-sample-ms MS] [--corpus NAME]...
//                    [--method NAME]... [--no-growth] [--growth-only] [--growth-n N] [--cpu-clock]
//                    [--unicode VERSION]...
//
// With --unicode VERSION (repeatable), our methods also run with that Unicode version's profile,
// as `<method>@<VERSION>` next to the default-version methods.
//     grapheme-bench --calls N [--corpus NAME]... [--method NAME]...
//
// With --calls N, nothing is timed: each method is called N times on each corpus, for counting
// its heap allocations from outside (scripts/bench.py --allocations runs it under valgrind with
// two values of N: the difference is what the calls allocate).
//
// Output lines (tab-separated; `#` lines are comments):
//     result  <corpus>  <utf16 units>  <method>  <count>  <median ns per call>  <what count counts>
//     growth  <input>   <method>  <n>  <fastest ns for n>  <fastest ns for 4n>
//     calls   <corpus>  <method>  <N>  <count>
import Foundation
import GraphemeBenchmarkSupport
import GraphemeMetrics

struct Options {
    var corpora = Corpus.defaultDirectory
    var runs = 7
    var minSampleNanoseconds = 5_000_000.0
    var corpusNames: [String] = []
    var methodNames: [String] = []
    var corpusTimings = true
    var growth = true
    var growthUnits = 2_500_000
    /// Thread CPU time instead of ContinuousClock: less disturbed by other processes on a
    /// shared machine (time spent descheduled is not counted).
    var cpuClock = false
    /// Untimed calls per method and corpus (the allocation probe), or nil to time.
    var calls: Int?
    /// Profiles to time besides the default.
    var unicodeVersions: [UnicodeVersion] = []

    init(_ arguments: [String]) {
        var remaining = arguments[...]
        func value(_ option: String) -> String {
            guard let value = remaining.popFirst() else { fail("\(option) needs a value") }
            return value
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--corpora": corpora = value(argument)
            case "--runs": runs = max(1, Int(value(argument)) ?? runs)
            case "--min-sample-ms": minSampleNanoseconds = (Double(value(argument)) ?? 5) * 1e6
            case "--corpus": corpusNames.append(value(argument))
            case "--method": methodNames.append(value(argument))
            case "--no-growth": growth = false
            case "--growth-only": corpusTimings = false
            case "--growth-n": growthUnits = Int(value(argument)) ?? growthUnits
            case "--cpu-clock": cpuClock = true
            case "--calls": calls = max(0, Int(value(argument)) ?? 1)
            case "--unicode":
                let text = value(argument)
                guard let version = UnicodeVersion(text) else {
                    fail("unknown Unicode version \(text); known: \(UnicodeVersion.allCases.map(\.description).joined(separator: ", "))")
                }
                if version != .default { unicodeVersions.append(version) }
            default: fail("unknown argument \(argument)")
            }
        }
    }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("grapheme-bench: \(message)\n".utf8))
    exit(1)
}

/// The time `body` takes, in nanoseconds, on the clock the options chose.
func time(_ body: () -> Void) -> Double {
    if options.cpuClock {
        var start = timespec()
        var stop = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start)
        body()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &stop)
        return Double(stop.tv_sec - start.tv_sec) * 1e9 + Double(stop.tv_nsec - start.tv_nsec)
    }
    let (seconds, attoseconds) = ContinuousClock().measure(body).components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
}

/// The median (and fastest) time of one call, over `runs` samples of enough calls to last `minSample`.
func measure(runs: Int, minSample: Double, _ body: () -> Int) -> (count: Int, nanoseconds: Double, fastest: Double) {
    var count = 0
    let first = time { count = body() }
    let calls = max(1, Int((minSample / max(first, 1)).rounded(.up)))
    var samples: [Double] = []
    for _ in 0..<runs {
        var sink = 0
        let elapsed = time {
            for _ in 0..<calls { sink &+= body() }
        }
        if sink == Int.min { print(sink) }
        samples.append(elapsed / Double(calls))
    }
    samples.sort()
    return (count, samples[samples.count / 2], samples[0])
}

/// One method on one corpus, timed a sample at a time: each sample repeats the call enough
/// times to last `minSample` (calibrated on the first call, which also gives the count).
struct Interleaved {
    let body: () -> Int
    let count: Int
    let calls: Int

    init(minSample: Double, _ body: @escaping () -> Int) {
        self.body = body
        var count = 0
        let first = time { count = body() }
        self.count = count
        calls = max(1, Int((minSample / max(first, 1)).rounded(.up)))
    }

    /// The time of one call in one sample.
    func sample() -> Double {
        var sink = 0
        let elapsed = time {
            for _ in 0..<calls { sink &+= body() }
        }
        if sink == Int.min { print(sink) }
        return elapsed / Double(calls)
    }
}

let options = Options(Array(CommandLine.arguments.dropFirst()))
let methods = (BenchmarkMethod.all + options.unicodeVersions.flatMap { BenchmarkMethod.ours(unicode: $0) }).filter {
    options.methodNames.isEmpty || options.methodNames.contains(String($0.name.prefix { $0 != "@" }))
}

print("# grapheme-bench: median of \(options.runs) samples (each at least \(options.minSampleNanoseconds / 1e6) ms), "
    + (options.cpuClock ? "thread CPU time" : "ContinuousClock"))
print("# ICU \(BenchmarkMethod.icuVersion), utf8proc \(BenchmarkMethod.utf8procVersion)")

/// The corpora the options name (all by default), read before anything is measured.
func loadCorpora() -> [Corpus] {
    do {
        return try Corpus.load(
            from: options.corpora, only: options.corpusNames.isEmpty ? Corpus.names : options.corpusNames)
    } catch {
        fail("\(error)")
    }
}

if let calls = options.calls {
    let corpora = loadCorpora()
    for corpus in corpora {
        for method in methods {
            var count = 0
            for _ in 0..<calls { count = method.run(corpus) }
            print("calls\t\(corpus.name)\t\(method.name)\t\(calls)\t\(count)")
        }
    }
    exit(0)
}

if options.corpusTimings {
    let corpora = loadCorpora()
    print("# corpora: \(options.corpora)")
    for corpus in corpora {
        // The methods' samples are taken in turn (one sample of each, then the next round), so
        // that a burst of load from another process slows every method alike instead of a few
        // of them: the ratios between methods, and between Unicode profiles, are what counts.
        let benchmarks = methods.map { method in
            Interleaved(minSample: options.minSampleNanoseconds) { method.run(corpus) }
        }
        var samples = [[Double]](repeating: [], count: methods.count)
        for _ in 0..<options.runs {
            for (position, benchmark) in benchmarks.enumerated() { samples[position].append(benchmark.sample()) }
        }
        for (position, method) in methods.enumerated() {
            let median = samples[position].sorted()[options.runs / 2]
            print("result\t\(corpus.name)\t\(corpus.utf16.count)\t\(method.name)\t\(benchmarks[position].count)\t\(Int(median))\t\(method.measures.rawValue)")
        }
        fflush(nil)
    }
}

if options.growth {
    // Growth check: each adversarial input at n and 4n UTF-16 units; linear means about 4x.
    // The fastest of 5 calls: interference from other processes only ever adds time.
    let n = options.growthUnits
    for input in AdversarialInput.all {
        let small = Corpus(name: input.name, utf16: input.units(n))
        let large = Corpus(name: input.name, utf16: input.units(4 * n))
        for method in BenchmarkMethod.growthChecked {
            let timeSmall = measure(runs: 5, minSample: 0) { method.run(small) }
            let timeLarge = measure(runs: 5, minSample: 0) { method.run(large) }
            print("growth\t\(input.name)\t\(method.name)\t\(n)\t\(Int(timeSmall.fastest))\t\(Int(timeLarge.fastest))")
            fflush(nil)
        }
    }
}
