#if os(Linux) && canImport(CPlaceholderRender)
import CPlaceholderRender
import Foundation
import PlaceholderImages

/// A PNG decoded with libpng (never compared byte for byte: fonts differ between machines).
struct DecodedPNG {
    let width: Int
    let height: Int
    /// RGBA, row by row.
    let pixels: [UInt8]

    init?(_ data: Data) {
        var rgba: UnsafeMutablePointer<UInt8>?
        var width: Int32 = 0
        var height: Int32 = 0
        let status = data.withUnsafeBytes { bytes in
            gmph_png_decode(bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, &rgba, &width, &height)
        }
        guard status == 0, let rgba else { return nil }
        defer { gmph_free(rgba) }
        self.width = Int(width)
        self.height = Int(height)
        pixels = Array(UnsafeBufferPointer(start: rgba, count: Int(width) * Int(height) * 4))
    }

    /// The colour at (x, y).
    func color(x: Int, y: Int) -> PlaceholderColor {
        let index = (y * width + x) * 4
        return PlaceholderColor(red: pixels[index], green: pixels[index + 1], blue: pixels[index + 2])
    }

    /// The pixels that are not `background`, with their bounding box (inclusive), or `nil` when none.
    func ink(against background: PlaceholderColor) -> (count: Int, minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var (count, minX, minY, maxX, maxY) = (0, width, height, -1, -1)
        for y in 0..<height {
            for x in 0..<width where color(x: x, y: y) != background {
                count += 1
                (minX, maxX, minY, maxY) = (min(minX, x), max(maxX, x), min(minY, y), max(maxY, y))
            }
        }
        return count > 0 ? (count, minX, minY, maxX, maxY) : nil
    }

    /// How many pixels are exactly `color`.
    func count(of color: PlaceholderColor) -> Int {
        var count = 0
        for y in 0..<height {
            for x in 0..<width where self.color(x: x, y: y) == color { count += 1 }
        }
        return count
    }

    /// How many pixels are neither of `colors`.
    func count(notIn colors: [PlaceholderColor]) -> Int {
        var count = 0
        for y in 0..<height {
            for x in 0..<width where !colors.contains(color(x: x, y: y)) { count += 1 }
        }
        return count
    }
}
#endif
