import FuzzSupport
import GraphemeMetrics

/// Fuzzes `GraphemeClusters.forEachCluster(_:)`, and `Truncation` and `LengthLimit` against the
/// clusters it reports.
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
/// - the first `k` clusters, as a prefix, count `k`;
/// - `Truncation.prefix` to the UTF-16 limit keeps exactly those whole clusters, and to `k`
///   graphemes exactly `k` of them (UTF-16 and `String` input alike); `LengthLimit` in graphemes
///   counts the clusters and its fitting prefix for `k` ends on the same boundary.
///
/// The input's length selects the Unicode version (``FuzzInput/version(forSize:)``).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let version = FuzzInput.version(forSize: size)
    let utf16Limit = Int(input.takeUInt16())
    let clusterLimit = Int(input.takeByte())
    let text = String(decoding: input.remainingBytes, as: UTF8.self)
    let utf16 = Array(text.utf16)

    var clusters: [Range<Int>] = []
    GraphemeClusters.forEachCluster(text, unicode: version) { clusters.append($0) }
    fuzzCheck(clusters.count == GraphemeClusters.count(text, unicode: version), "\(clusters.count) clusters, count \(GraphemeClusters.count(text, unicode: version))")
    var end = 0
    for cluster in clusters {
        fuzzCheck(cluster.lowerBound == end && !cluster.isEmpty, "cluster \(cluster) after \(end)")
        end = cluster.upperBound
    }
    fuzzCheck(end == utf16.count, "clusters end at \(end) of \(utf16.count)")
    let boundaries = [0] + clusters.map(\.upperBound)
    fuzzCheck(boundaries == GraphemeClusters.boundaries(utf16: utf16, unicode: version), "forEachCluster vs boundaries(utf16:)")

    let kept = clusters.prefix { $0.upperBound <= utf16Limit }.count
    checkPrefix(of: utf16, keeping: kept, boundaries: boundaries, unicode: version)
    fuzzCheck(kept == clusters.count || clusters[kept].upperBound > utf16Limit, "the next cluster would fit")
    checkPrefix(of: utf16, keeping: min(clusterLimit, clusters.count), boundaries: boundaries, unicode: version)

    let byUnits = Truncation.prefix(utf16: utf16, fitting: utf16Limit, in: .utf16, unicode: version)
    fuzzCheck(byUnits.utf16Length == boundaries[kept] && byUnits.isTruncated == (kept < clusters.count),
              "Truncation to \(utf16Limit) units: \(byUnits), expected \(boundaries[kept])")
    let byString = Truncation.prefix(text, fitting: utf16Limit, in: .utf16, unicode: version)
    fuzzCheck(byString.utf16Length == byUnits.utf16Length, "Truncation of the String: \(byString) vs \(byUnits)")
    let keptClusters = min(clusterLimit, clusters.count)
    let byGraphemes = Truncation.prefix(text, fitting: clusterLimit, in: .graphemes, unicode: version)
    fuzzCheck(byGraphemes.utf16Length == boundaries[keptClusters] && byGraphemes.isTruncated == (clusterLimit < clusters.count),
              "Truncation to \(clusterLimit) graphemes: \(byGraphemes), expected \(boundaries[keptClusters])")
    let limit = LengthLimit(
        maximum: clusterLimit, in: .graphemes, rawSizeCap: .utf16(Int.max), maxClusterScalars: Int.max,
        measuresWholeText: true, unicode: version)
    let validation = limit.validate(text)
    fuzzCheck(validation.count == clusters.count, "LengthLimit counts \(validation.count), clusters \(clusters.count)")
    fuzzCheck(validation.fittingUTF16Length == boundaries[keptClusters],
              "LengthLimit fits \(validation.fittingUTF16Length), expected \(boundaries[keptClusters])")

    // A substring view must give the same clusters as the same text on its own.
    if kept > 0 {
        let cut = text.utf16.index(text.utf16.startIndex, offsetBy: boundaries[kept])
        var restClusters: [Range<Int>] = []
        GraphemeClusters.forEachCluster(text[cut...], unicode: version) { restClusters.append($0) }
        fuzzCheck(restClusters.map(\.count) == clusters[kept...].map(\.count), "Substring clusters differ")
    }
    return 0
}

/// Checks the prefix of the first `kept` clusters, and the rest, against the whole text's clusters.
func checkPrefix(of utf16: [UInt16], keeping kept: Int, boundaries: [Int], unicode version: UnicodeVersion) {
    let cut = boundaries[kept]
    let prefix = Array(utf16[..<cut])
    let rest = Array(utf16[cut...])
    let prefixBoundaries = GraphemeClusters.boundaries(utf16: prefix, unicode: version)
    fuzzCheck(prefixBoundaries == Array(boundaries[...kept]), "prefix of \(kept) clusters: \(prefixBoundaries) vs \(boundaries)")
    fuzzCheck(GraphemeClusters.count(String(decoding: prefix, as: UTF16.self), unicode: version) == kept, "prefix string count")
    let restBoundaries = GraphemeClusters.boundaries(utf16: rest, unicode: version).map { $0 + cut }
    fuzzCheck(restBoundaries == Array(boundaries[kept...]), "rest after \(kept) clusters: \(restBoundaries) vs \(boundaries)")
}
