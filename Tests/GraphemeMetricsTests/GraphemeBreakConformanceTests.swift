import GraphemeMetrics
import Testing

/// One line of one version's GraphemeBreakTest, for parameterised tests.
struct VersionedBreakCase: CustomTestStringConvertible, Sendable {
    var version: UnicodeVersion
    var testCase: BreakTestCase

    var testDescription: String { "\(version) \(testCase.testDescription)" }
}

/// GraphemeBreakTest.txt of every supported version (15.0.0 to 18.0.0), every line, through every
/// entry point, with that version's profile.
@Suite struct GraphemeBreakConformanceTests {
    /// The number of test lines in each version's GraphemeBreakTest.txt.
    static let expectedLineCounts: [UnicodeVersion: Int] = [
        .v15_0: 602, .v15_1: 1187, .v16_0: 1093, .v17_0: 766, .v18_0: 853,
    ]

    static func fileName(_ version: UnicodeVersion) -> String {
        "grapheme-break-test-\(version).0.txt"
    }

    static let cases: [VersionedBreakCase] = UnicodeVersion.allCases.flatMap { version in
        ((try? TestData.lines(fileName(version)))?.compactMap(BreakTestCase.init(line:)) ?? [])
            .map { VersionedBreakCase(version: version, testCase: $0) }
    }

    @Test(arguments: UnicodeVersion.allCases)
    func allLinesWereRead(_ version: UnicodeVersion) throws {
        // A truncated or unparseable vector file must fail here, not shrink the suite silently.
        let lines = try TestData.lines(Self.fileName(version))
        #expect(lines.count == Self.expectedLineCounts[version])
        #expect(Self.cases.filter { $0.version == version }.count == Self.expectedLineCounts[version])
    }

    @Test func everyVersionIsTested() {
        #expect(Self.cases.count == 602 + 1187 + 1093 + 766 + 853)
    }

    @Test(arguments: cases)
    func utf16Boundaries(_ line: VersionedBreakCase) {
        let (testCase, version) = (line.testCase, line.version)
        let width = { (s: Unicode.Scalar) in UTF16.width(s) }
        let expected = testCase.expectedOffsets(width: width)
        let actual = GraphemeClusters.boundaries(utf16: testCase.utf16, unicode: version)
        #expect(actual == expected, """
            expected \(BreakTestCase.marks(testCase.scalars, testCase.boundaries, properties: true, unicode: version))
            actual   \(BreakTestCase.marks(testCase.scalars, testCase.marks(fromOffsets: actual, width: width), properties: true, unicode: version))
            """)
        #expect(GraphemeClusters.count(utf16: testCase.utf16, unicode: version) == expected.count - 1)
    }

    @Test(arguments: cases)
    func utf8Boundaries(_ line: VersionedBreakCase) {
        let (testCase, version) = (line.testCase, line.version)
        let width = { (s: Unicode.Scalar) in UTF8.width(s) }
        let expected = testCase.expectedOffsets(width: width)
        let actual = GraphemeClusters.boundaries(utf8: testCase.utf8, unicode: version)
        #expect(actual == expected, """
            expected \(BreakTestCase.marks(testCase.scalars, testCase.boundaries, properties: true, unicode: version))
            actual   \(BreakTestCase.marks(testCase.scalars, testCase.marks(fromOffsets: actual, width: width), properties: true, unicode: version))
            """)
        #expect(GraphemeClusters.count(utf8: testCase.utf8, unicode: version) == expected.count - 1)
        var string = ""
        string.unicodeScalars.append(contentsOf: testCase.scalars)
        #expect(GraphemeClusters.count(string, unicode: version) == expected.count - 1)
        #expect(TextMetrics.measure(string, unicode: version).graphemes == expected.count - 1)
    }

    @Test(arguments: cases)
    func everyChunkSplit(_ line: VersionedBreakCase) {
        // Feeding the units one at a time splits every surrogate pair, CR LF and sequence.
        let (testCase, version) = (line.testCase, line.version)
        let expected = testCase.expectedOffsets(width: { UTF16.width($0) })
        var scanner = UTF16GraphemeScanner(unicode: version)
        var starts: [Int] = []
        for unit in testCase.utf16 {
            [unit].withUnsafeBufferPointer { scanner.scan($0) { if $0.startsCluster { starts.append($0.utf16Offset) } } }
        }
        scanner.finish { if $0.startsCluster { starts.append($0.utf16Offset) } }
        #expect(starts + [scanner.utf16Count] == expected)

        var utf8Scanner = UTF8GraphemeScanner(unicode: version)
        var utf8Starts: [Int] = []
        for byte in testCase.utf8 {
            [byte].withUnsafeBufferPointer { utf8Scanner.scan($0) { if $0.startsCluster { utf8Starts.append($0.utf16Offset) } } }
        }
        utf8Scanner.finish { _ in }
        #expect(utf8Starts + [utf8Scanner.utf16Count] == expected)
    }

    @Test(arguments: cases)
    func explainedRulesAgree(_ line: VersionedBreakCase) {
        // The rule that decides each position must itself say ÷ exactly where the file does.
        let rules = GraphemeBreakRule.rules(for: line.testCase.scalars, unicode: line.version)
        #expect(rules.map(\.isBoundary) == Array(line.testCase.boundaries.dropLast()))
    }
}
