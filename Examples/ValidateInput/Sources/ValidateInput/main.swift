import GraphemeMetrics

// Validates each line of standard input against a limit of 10 grapheme clusters, the way a
// sign-up form checks a display name, and prints the verdict with the lengths in every unit.
let limit = LengthLimit(maximum: 10, in: .graphemes)
while let line = readLine() {
    let lengths = TextMetrics.measure(line)
    let verdict = limit.validate(line).violation == nil ? "ok" : "too long"
    print("\(verdict)\tgraphemes \(lengths.graphemes)\tscalars \(lengths.scalars)\tutf16 \(lengths.utf16)\tutf8 \(lengths.utf8)")
}
