// package-benchmark suite: `swift package benchmark` in Benchmarks/. One group per method and
// corpus, e.g. `graphemes/utf16/indic`, with the baselines (`graphemes/icu72/indic`,
// `graphemes/String.count/indic`, ...) in the same run. Corpora are read before any timing.
import Benchmark
import GraphemeBenchmarkSupport

let benchmarks: @Sendable () -> Void = {
    let corpora: [Corpus]
    do {
        corpora = try Corpus.load()
    } catch {
        fatalError("\(error)")
    }
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput],
        warmupIterations: 1,
        maxDuration: .milliseconds(300),
        maxIterations: 50
    )
    for corpus in corpora {
        for method in BenchmarkMethod.all {
            Benchmark("graphemes/\(method.name)/\(corpus.name)") { benchmark in
                for _ in benchmark.scaledIterations {
                    blackHole(method.run(corpus))
                }
            }
        }
    }
}
