import FuzzSupport
import GraphemeMetrics

/// Fuzzes `GraphemeClusters.forEachCluster(in:)` and truncation of a text at cluster boundaries,
/// with the existing API only.
///
/// Input layout: a little-endian UInt16 limit in UTF-16 code units, a byte `k` (a cluster
/// count limit), then the text as UTF-8 (repaired with `String(decoding:as:)`).
///
/// Invariants:
/// - the clusters tile the text's UTF-16 from 0 to its length, none empty, as many as `count`;
/// - truncating to the longest prefix of whole clusters within the limit gives a prefix that ends
///   on a boundary: it has exactly the clusters kept, the same as the text's first clusters, it
///   never exceeds the limit, and the next cluster would have; the rest of the text, segmented
///   on its own, gives the remaining clusters (no rule looks back across a boundary);
/// - the first `k` clusters, as a prefix, count `k`.
///
/// When the Validation API (length limits, validation results, truncation at cluster boundaries)
/// lands, its truncation should be compared here with `truncated(_:utf16Limit:)` below, and its
/// limits in UTF-8 bytes, scalars per cluster and clusters checked the same way.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let utf16Limit = Int(input.takeUInt16())
    let clusterLimit = Int(input.takeByte())
    let text = String(decoding: input.remainingBytes, as: UTF8.self)
    let utf16 = Array(text.utf16)

    var clusters: [Range<Int>] = []
    GraphemeClusters.forEachCluster(in: text) { clusters.append($0) }
    fuzzCheck(clusters.count == GraphemeClusters.count(text), "\(clusters.count) clusters, count \(GraphemeClusters.count(text))")
    var end = 0
    for cluster in clusters {
        fuzzCheck(cluster.lowerBound == end && !cluster.isEmpty, "cluster \(cluster) after \(end)")
        end = cluster.upperBound
    }
    fuzzCheck(end == utf16.count, "clusters end at \(end) of \(utf16.count)")
    let boundaries = [0] + clusters.map(\.upperBound)
    fuzzCheck(boundaries == GraphemeClusters.boundaries(utf16: utf16), "forEachCluster vs boundaries(utf16:)")

    let kept = clusters.prefix { $0.upperBound <= utf16Limit }.count
    checkPrefix(of: utf16, keeping: kept, boundaries: boundaries)
    fuzzCheck(kept == clusters.count || clusters[kept].upperBound > utf16Limit, "the next cluster would fit")
    checkPrefix(of: utf16, keeping: min(clusterLimit, clusters.count), boundaries: boundaries)

    // A substring view must give the same clusters as the same text on its own.
    if kept > 0 {
        let cut = text.utf16.index(text.utf16.startIndex, offsetBy: boundaries[kept])
        var restClusters: [Range<Int>] = []
        GraphemeClusters.forEachCluster(in: text[cut...]) { restClusters.append($0) }
        fuzzCheck(restClusters.map(\.count) == clusters[kept...].map(\.count), "Substring clusters differ")
    }
    return 0
}

/// Checks the prefix of the first `kept` clusters, and the rest, against the whole text's clusters.
func checkPrefix(of utf16: [UInt16], keeping kept: Int, boundaries: [Int]) {
    let cut = boundaries[kept]
    let prefix = Array(utf16[..<cut])
    let rest = Array(utf16[cut...])
    let prefixBoundaries = GraphemeClusters.boundaries(utf16: prefix)
    fuzzCheck(prefixBoundaries == Array(boundaries[...kept]), "prefix of \(kept) clusters: \(prefixBoundaries) vs \(boundaries)")
    fuzzCheck(GraphemeClusters.count(String(decoding: prefix, as: UTF16.self)) == kept, "prefix string count")
    let restBoundaries = GraphemeClusters.boundaries(utf16: rest).map { $0 + cut }
    fuzzCheck(restBoundaries == Array(boundaries[kept...]), "rest after \(kept) clusters: \(restBoundaries) vs \(boundaries)")
}
