/// Counts what the UTF-16 scanner repairs, from the definition: a lead surrogate not followed by
/// a trail surrogate, or a trail surrogate not preceded by a lead that pairs with it.
public enum ReferenceUTF16 {
    public static func unpairedSurrogateCount(_ units: [UInt16]) -> Int {
        var count = 0
        var index = 0
        while index < units.count {
            let unit = units[index]
            if (0xD800...0xDBFF).contains(unit), index + 1 < units.count, (0xDC00...0xDFFF).contains(units[index + 1]) {
                index += 2
                continue
            }
            if (0xD800...0xDFFF).contains(unit) { count += 1 }
            index += 1
        }
        return count
    }
}
