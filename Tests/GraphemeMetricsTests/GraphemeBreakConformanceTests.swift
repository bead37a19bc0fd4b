import GraphemeMetrics
import Testing

/// GraphemeBreakTest-17.0.0.txt, every line, through every entry point.
@Suite struct GraphemeBreakConformanceTests {
    static let cases: [BreakTestCase] = {
        (try? TestData.lines("grapheme-break-test-17.0.0.txt"))?.compactMap(BreakTestCase.init(line:)) ?? []
    }()

    @Test func allLinesWereRead() throws {
        // A truncated or unparseable vector file must fail here, not shrink the suite silently.
        let lines = try TestData.lines("grapheme-break-test-17.0.0.txt")
        #expect(lines.count == 766)
        #expect(Self.cases.count == 766)
    }

    @Test(arguments: cases)
    func utf16Boundaries(_ testCase: BreakTestCase) {
        let width = { (s: Unicode.Scalar) in UTF16.width(s) }
        let expected = testCase.expectedOffsets(width: width)
        let actual = GraphemeClusters.boundaries(utf16: testCase.utf16)
        #expect(actual == expected, """
            expected \(BreakTestCase.marks(testCase.scalars, testCase.boundaries, properties: true))
            actual   \(BreakTestCase.marks(testCase.scalars, testCase.marks(fromOffsets: actual, width: width), properties: true))
            """)
        #expect(GraphemeClusters.count(utf16: testCase.utf16) == expected.count - 1)
    }

    @Test(arguments: cases)
    func utf8Boundaries(_ testCase: BreakTestCase) {
        let width = { (s: Unicode.Scalar) in UTF8.width(s) }
        let expected = testCase.expectedOffsets(width: width)
        let actual = GraphemeClusters.boundaries(utf8: testCase.utf8)
        #expect(actual == expected, """
            expected \(BreakTestCase.marks(testCase.scalars, testCase.boundaries, properties: true))
            actual   \(BreakTestCase.marks(testCase.scalars, testCase.marks(fromOffsets: actual, width: width), properties: true))
            """)
        #expect(GraphemeClusters.count(utf8: testCase.utf8) == expected.count - 1)
        var string = ""
        string.unicodeScalars.append(contentsOf: testCase.scalars)
        #expect(GraphemeClusters.count(string) == expected.count - 1)
    }

    @Test(arguments: cases)
    func everyChunkSplit(_ testCase: BreakTestCase) {
        // Feeding the units one at a time splits every surrogate pair, CR LF and sequence.
        let expected = testCase.expectedOffsets(width: { UTF16.width($0) })
        var scanner = UTF16GraphemeScanner()
        var starts: [Int] = []
        for unit in testCase.utf16 {
            [unit].withUnsafeBufferPointer { scanner.scan($0) { if $0.startsCluster { starts.append($0.utf16Offset) } } }
        }
        scanner.finish { if $0.startsCluster { starts.append($0.utf16Offset) } }
        #expect(starts + [scanner.utf16Count] == expected)

        var utf8Scanner = UTF8GraphemeScanner()
        var utf8Starts: [Int] = []
        for byte in testCase.utf8 {
            [byte].withUnsafeBufferPointer { utf8Scanner.scan($0) { if $0.startsCluster { utf8Starts.append($0.utf16Offset) } } }
        }
        utf8Scanner.finish { _ in }
        #expect(utf8Starts + [utf8Scanner.utf16Count] == expected)
    }

    @Test(arguments: cases)
    func explainedRulesAgree(_ testCase: BreakTestCase) {
        // The rule that decides each position must itself say ÷ exactly where the file does.
        let rules = GraphemeBreakRule.rules(for: testCase.scalars)
        #expect(rules.map(\.isBoundary) == Array(testCase.boundaries.dropLast()))
    }
}
