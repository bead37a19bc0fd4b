/// Stops the fuzzer with a message when an invariant fails. libFuzzer reports the trap as a
/// "deadly signal" and saves the input as `crash-<sha1>`.
///
/// It traps in release builds too (unlike `assert`), which is what a fuzz target needs.
public func fuzzCheck(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
    file: StaticString = #fileID, line: UInt = #line
) {
    if !condition() {
        fatalError("invariant failed: \(message())", file: file, line: line)
    }
}
