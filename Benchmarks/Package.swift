// swift-tools-version: 6.1
import PackageDescription

// The main package is this folder's parent. A path dependency's identity is its folder's name,
// which differs between clones (GraphemeMetrics, wt-bench, ...), so derive it from this file.
let mainPackage = String(#filePath.split(separator: "/").dropLast(2).last ?? "GraphemeMetrics")

let package = Package(
    name: "GraphemeMetricsBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: ".."),
        // Without the MallocInterposer trait: no malloc interposition (and no jemalloc).
        .package(url: "https://github.com/ordo-one/package-benchmark", from: "1.38.1", traits: []),
    ],
    targets: [
        // utf8proc 2.8 (Debian's libutf8proc-dev) as a baseline: a C loop over
        // utf8proc_grapheme_break_stateful.
        .target(
            name: "CUTF8ProcShim",
            linkerSettings: [.linkedLibrary("utf8proc")]
        ),
        // Corpora and the measured methods, shared by both drivers below.
        .target(
            name: "GraphemeBenchmarkSupport",
            dependencies: [
                .product(name: "GraphemeMetrics", package: mainPackage),
                .product(name: "CICUShim", package: mainPackage),
                "CUTF8ProcShim",
            ]
        ),
        // The plain timing driver (median of N runs with ContinuousClock) that
        // scripts/bench.py calls and turns into one table.
        .executableTarget(
            name: "grapheme-bench",
            dependencies: ["GraphemeBenchmarkSupport", .product(name: "GraphemeMetrics", package: mainPackage)]
        ),
        // The same methods under package-benchmark: `swift package benchmark`.
        .executableTarget(
            name: "Graphemes",
            dependencies: [
                "GraphemeBenchmarkSupport",
                .product(name: "Benchmark", package: "package-benchmark"),
            ],
            path: "Benchmarks/Graphemes",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
    ]
)
