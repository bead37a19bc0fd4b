#if os(Linux) && canImport(CPlaceholderRender)
import TextFitting

/// Per-cluster advances of one text as HarfBuzz shaped it; other clusters (the ellipsis of a
/// truncated line) are measured with DejaVu Sans's table.
struct ShapedFontMetrics: FontMetrics {
    let text: String
    let advances: [Int: Double]
    let lineHeight: Double

    func advance(of cluster: Substring) -> Double {
        let base = cluster.base
        let offset = base.utf8.distance(from: base.startIndex, to: cluster.startIndex)
        let length = cluster.utf8.count
        if let advance = advances[offset], offset + length <= text.utf8.count,
            text.utf8.dropFirst(offset).prefix(length).elementsEqual(cluster.utf8)
        {
            return advance
        }
        return TabulatedFontMetrics.dejaVuSans.advance(of: cluster)
    }
}
#endif
