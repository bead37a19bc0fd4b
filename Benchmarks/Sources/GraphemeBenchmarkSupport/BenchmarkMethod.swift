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
    /// What `run` returns.
    public let measures: Quantity
    public let run: @Sendable (Corpus) -> Int

    /// What a method's result counts.
    public enum Quantity: String, Sendable {
        /// Grapheme clusters: comparable between methods.
        case graphemes
        /// Emoji under the default policy.
        case emoji
        /// Terminal columns.
        case columns
    }

    public init(
        _ name: String, baseline: Bool = false, measures: Quantity = .graphemes,
        run: @escaping @Sendable (Corpus) -> Int
    ) {
        self.name = name
        isBaseline = baseline
        self.measures = measures
        self.run = run
    }

    /// Ours first, then the baselines.
    public static let all: [BenchmarkMethod] = ours + baselines

    /// Our methods with the default Unicode version.
    public static let ours = ours(unicode: .default)

    /// Our methods with the data and rules of `version`; named `<method>@<version>` unless
    /// `version` is the default (so that a run can time every profile next to the default).
    public static func ours(unicode version: UnicodeVersion) -> [BenchmarkMethod] {
        let methods = methods(unicode: version)
        guard version != .default else { return methods }
        return methods.map { method in
            BenchmarkMethod("\(method.name)@\(version)", measures: method.measures, run: method.run)
        }
    }

    private static func methods(unicode version: UnicodeVersion) -> [BenchmarkMethod] { [
        BenchmarkMethod("utf16") { corpus in
            corpus.utf16.withUnsafeBufferPointer { GraphemeClusters.count(utf16: $0, unicode: version) }
        },
        BenchmarkMethod("utf8") { corpus in
            corpus.utf8.withUnsafeBufferPointer { GraphemeClusters.count(utf8: $0, unicode: version) }
        },
        BenchmarkMethod("string") { corpus in
            GraphemeClusters.count(corpus.string, unicode: version)
        },
        // Boundary iteration: every cluster's UTF-16 range, reported one by one.
        BenchmarkMethod("forEachCluster") { corpus in
            var count = 0
            GraphemeClusters.forEachCluster(corpus.string, unicode: version) { _ in count += 1 }
            return count
        },
        // Boundary iteration into an array of UTF-16 offsets.
        BenchmarkMethod("boundaries16") { corpus in
            GraphemeClusters.boundaries(utf16: corpus.utf16, unicode: version).count - 1
        },
        // Emoji count under the default policy (returns the emoji, not the clusters).
        BenchmarkMethod("emoji16", measures: .emoji) { corpus in
            corpus.utf16.withUnsafeBufferPointer { Emoji.counts(utf16: $0, unicode: version).total }
        },
        // Display width in terminal columns (returns the columns).
        BenchmarkMethod("width16", measures: .columns) { corpus in
            corpus.utf16.withUnsafeBufferPointer { DisplayWidth.of(utf16: $0, unicode: version) }
        },
        // Every length in one pass: graphemes, scalars, UTF-16, UTF-8, width, largest cluster.
        BenchmarkMethod("measure16") { corpus in
            corpus.utf16.withUnsafeBufferPointer { TextMetrics.measure(utf16: $0, unicode: version).graphemes }
        },
        // Validation with a grapheme limit the corpus meets, so the whole text is checked
        // (raw size cap, scalars per cluster, the count).
        BenchmarkMethod("validate16") { corpus in
            let limit = LengthLimit(maximum: corpus.utf16.count, in: .graphemes, unicode: version)
            return corpus.utf16.withUnsafeBufferPointer { limit.validate(utf16: $0).count }
        },
    ] }

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
        ours.filter { ["utf16", "utf8", "forEachCluster", "emoji16", "width16", "validate16"].contains($0.name) }
    }

    public static var icuVersion: String { ICUIterator.version }

    public static var utf8procVersion: String {
        "\(String(cString: cutf8proc_version())) (Unicode \(String(cString: cutf8proc_unicode_version())))"
    }
}
