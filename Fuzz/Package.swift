// swift-tools-version: 6.1
// libFuzzer targets for GraphemeMetrics. A separate package, so that `swift build` and `swift test`
// in the main package never see them. Build and run them with `scripts/fuzz.sh`.
import PackageDescription

// The main package is this folder's parent. SwiftPM names a path dependency after its folder, and
// that name differs between clones (`main`, `wt-fuzz`, ...), so derive it instead of hard-coding it.
let rootPath = String(#filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(2)
    .joined(separator: "/"))
let rootIdentity = String(rootPath.split(separator: "/").last ?? "GraphemeMetrics").lowercased()

/// A libFuzzer target: no `main` of its own (libFuzzer provides it), hence `-parse-as-library`.
func fuzzTarget(_ name: String) -> Target {
    .executableTarget(
        name: name,
        dependencies: ["FuzzSupport", .product(name: "GraphemeMetrics", package: rootIdentity)],
        swiftSettings: [.unsafeFlags(["-parse-as-library"])]
    )
}

let package = Package(
    name: "GraphemeMetricsFuzz",
    dependencies: [
        .package(path: rootPath),
    ],
    targets: [
        .target(name: "FuzzSupport", dependencies: [.product(name: "GraphemeMetrics", package: rootIdentity)]),
        fuzzTarget("FuzzUTF16Scanner"),
        fuzzTarget("FuzzChunkedScanning"),
        fuzzTarget("FuzzUTF8Decoding"),
        fuzzTarget("FuzzClusterTruncation"),
    ]
)
