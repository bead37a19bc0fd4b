import CICUShim
import CUTF8ProcShim
import GraphemeMetrics

/// One way of counting grapheme clusters, timed on every corpus. `run` returns the count, so
/// the work cannot be optimized away and the counts can be compared.
public struct BenchmarkMethod: Sendable {
    /// A short stable name: the column key in scripts/bench.py's table and the benchmark name.
    public let name: String
    /// Whether it is one of ours or a baseline.
    public let isBaseline: Bool
    public let run: @Sendable (Corpus) -> Int

    public init(_ name: String, baseline: Bool = false, run: @escaping @Sendable (Corpus) -> Int) {
        self.name = name
        isBaseline = baseline
        self.run = run
    }

    /// Ours first, then the baselines.
    public static let all: [BenchmarkMethod] = ours + baselines

    public static let ours: [BenchmarkMethod] = [
        BenchmarkMethod("utf16") { corpus in
            corpus.utf16.withUnsafeBufferPointer { GraphemeClusters.count(utf16: $0) }
        },
        BenchmarkMethod("utf8") { corpus in
            corpus.utf8.withUnsafeBufferPointer { GraphemeClusters.count(utf8: $0) }
        },
        BenchmarkMethod("string") { corpus in
            GraphemeClusters.count(corpus.string)
        },
        // Boundary iteration: every cluster's UTF-16 range, reported one by one.
        BenchmarkMethod("forEachCluster") { corpus in
            var count = 0
            GraphemeClusters.forEachCluster(in: corpus.string) { _ in count += 1 }
            return count
        },
        // Boundary iteration into an array of UTF-16 offsets.
        BenchmarkMethod("boundaries16") { corpus in
            GraphemeClusters.boundaries(utf16: corpus.utf16).count - 1
        },
        // Emoji count, display width and validation go here when they land (issue 6).
    ]

    public static let baselines: [BenchmarkMethod] = [
        BenchmarkMethod("icu72", baseline: true) { corpus in
            ICUIterator.shared.count(corpus.utf16)
        },
        BenchmarkMethod("String.count", baseline: true) { corpus in
            corpus.string.count
        },
        BenchmarkMethod("String(decoding:UTF16)", baseline: true) { corpus in
            String(decoding: corpus.utf16, as: UTF16.self).count
        },
        BenchmarkMethod("utf8proc", baseline: true) { corpus in
            corpus.utf8.withUnsafeBufferPointer { Int(cutf8proc_grapheme_count($0.baseAddress, Int64($0.count))) }
        },
    ]
}

/// ICU 72's character break iterator, opened once (opening is not what is measured).
final class ICUIterator: @unchecked Sendable {
    static let shared = ICUIterator()
    private let iterator: OpaquePointer?

    private init() { iterator = cicu_grapheme_iterator_open() }

    func count(_ units: [UInt16]) -> Int {
        guard let iterator else { return -1 }
        return units.withUnsafeBufferPointer { Int(cicu_grapheme_count(iterator, $0.baseAddress, Int32($0.count))) }
    }

    static var version: String {
        var buffer = [CChar](repeating: 0, count: 32)
        cicu_icu_version(&buffer)
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

extension BenchmarkMethod {
    /// Our methods that the growth check times on adversarial input.
    public static var growthChecked: [BenchmarkMethod] {
        ours.filter { ["utf16", "utf8", "forEachCluster"].contains($0.name) }
    }

    public static var icuVersion: String { ICUIterator.version }

    public static var utf8procVersion: String {
        "\(String(cString: cutf8proc_version())) (Unicode \(String(cString: cutf8proc_unicode_version())))"
    }
}
