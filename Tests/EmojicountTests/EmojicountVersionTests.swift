import Foundation
import Testing

@Suite struct EmojicountVersionTests {
    @Test func binaryIsBuilt() throws {
        let directory = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        #expect(FileManager.default.isExecutableFile(atPath: directory.appendingPathComponent("emojicount").path))
    }
}
