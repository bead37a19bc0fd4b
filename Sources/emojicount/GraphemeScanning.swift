import GraphemeMetrics

/// What the CLI needs from ``UTF8GraphemeScanner`` and ``UTF16GraphemeScanner``, so that one
/// record counter serves both encodings.
protocol GraphemeScanning {
    associatedtype Unit: FixedWidthInteger & UnsignedInteger

    init()
    var clusterCount: Int { get }
    var scalarCount: Int { get }
    var utf16Count: Int { get }
    var utf8Count: Int { get }
    var repairedCount: Int { get }
    mutating func scan(_ chunk: UnsafeBufferPointer<Unit>, _ body: (ScannedScalar) throws -> Void) rethrows
    mutating func finish(_ body: (ScannedScalar) throws -> Void) rethrows

    /// The offset of `scalar` in the scanned code units.
    static func inputOffset(of scalar: ScannedScalar) -> Int
    /// What an ill-formed sequence in this encoding is.
    static var illFormedKind: IllFormedInput.Kind { get }
}

extension UTF8GraphemeScanner: GraphemeScanning {
    typealias Unit = UInt8
    static func inputOffset(of scalar: ScannedScalar) -> Int { scalar.utf8Offset }
    static var illFormedKind: IllFormedInput.Kind { .utf8Sequence }
}

extension UTF16GraphemeScanner: GraphemeScanning {
    typealias Unit = UInt16
    static func inputOffset(of scalar: ScannedScalar) -> Int { scalar.utf16Offset }
    static var illFormedKind: IllFormedInput.Kind { .unpairedSurrogate }
}
