// swift-tools-version: 6.1
import PackageDescription

// A one-file app that depends on the GraphemeMetrics library product alone, as an app that
// validates input lengths would. `scripts/link-check.sh` builds and runs it, so that the library
// keeps linking on its own (no Foundation, libm or other product needed).
//
// The main package is two folders up; a path dependency's identity is its folder's name, which
// differs between clones, so derive it from this file.
let mainPackage = String(#filePath.split(separator: "/").dropLast(3).last ?? "GraphemeMetrics")

let package = Package(
    name: "ValidateInput",
    dependencies: [.package(path: "../..")],
    targets: [
        .executableTarget(
            name: "ValidateInput",
            dependencies: [.product(name: "GraphemeMetrics", package: mainPackage)]
        )
    ]
)
