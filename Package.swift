// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "GraphemeMetrics",
    products: [
        .library(name: "GraphemeMetrics", targets: ["GraphemeMetrics"]),
        .executable(name: "emojicount", targets: ["emojicount"]),
        .library(name: "TextFitting", targets: ["TextFitting"]),
        .library(name: "PlaceholderImages", targets: ["PlaceholderImages"]),
        .executable(name: "placeholder", targets: ["placeholder"]),
        // For the Benchmarks package only (ICU 72 as a baseline); the library never links it.
        .library(name: "CICUShim", targets: ["CICUShim"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", exact: "2.0.1"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin.git", from: "1.5.0"),
    ],
    targets: [
        // The library: Swift stdlib only (no Foundation, no ICU, no dependencies).
        .target(name: "GraphemeMetrics"),
        .executableTarget(
            name: "emojicount",
            dependencies: [
                "GraphemeMetrics",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Text fitting: font sizes from per-cluster advances (needs libm, so not in the core library).
        .target(name: "TextFitting", dependencies: ["GraphemeMetrics"]),
        // FreeType's headers through pkg-config (freetype2), for CPlaceholderRender only.
        .systemLibrary(
            name: "CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]
        ),
        // PNG rendering on Linux: HarfBuzz, FreeType, libpng and ICU's ubidi behind `gmph_` C names.
        // SwiftPM does not pass pkg-config's libraries for a C target that includes these headers.
        .target(
            name: "CPlaceholderRender",
            dependencies: [.target(name: "CFreeType", condition: .when(platforms: [.linux]))],
            linkerSettings: [
                .linkedLibrary("harfbuzz", .when(platforms: [.linux])),
                .linkedLibrary("freetype", .when(platforms: [.linux])),
                .linkedLibrary("png16", .when(platforms: [.linux])),
                .linkedLibrary("icuuc", .when(platforms: [.linux])),
                .linkedLibrary("m", .when(platforms: [.linux])),
            ]
        ),
        // Placeholder images: URL parsing, SVG and PNG rendering and a URLProtocol (Foundation allowed here).
        .target(
            name: "PlaceholderImages",
            dependencies: [
                "GraphemeMetrics", "TextFitting",
                .target(name: "CPlaceholderRender", condition: .when(platforms: [.linux])),
            ]
        ),
        .executableTarget(
            name: "placeholder",
            dependencies: [
                "PlaceholderImages",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Reads the raw UCD files and writes Sources/GraphemeMetrics/Generated and Data/.
        .executableTarget(
            name: "GenerateUnicodeTables",
            dependencies: [
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // ICU 72 (Debian's libicu-dev), linked only by tests and benchmarks.
        .systemLibrary(
            name: "CICU",
            pkgConfig: "icu-uc",
            providers: [.apt(["libicu-dev"])]
        ),
        .target(
            name: "CICUShim",
            dependencies: ["CICU"]
        ),
        .testTarget(
            name: "GraphemeMetricsTests",
            dependencies: [
                "GraphemeMetrics",
                "CICUShim",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "TextFittingTests",
            dependencies: ["TextFitting", "GraphemeMetrics"]
        ),
        .testTarget(
            name: "PlaceholderTests",
            dependencies: [
                "PlaceholderImages", "placeholder", "GraphemeMetrics",
                // Decodes the PNGs with libpng.
                .target(name: "CPlaceholderRender", condition: .when(platforms: [.linux])),
            ]
        ),
        // Runs the built `emojicount` binary and compares its exact output.
        .testTarget(
            name: "EmojicountTests",
            dependencies: ["emojicount", "GraphemeMetrics"]
        ),
    ]
)
