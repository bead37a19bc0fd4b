import ArgumentParser

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension EmojiCount {
    /// `--merge`: reads the JSON Lines of `sources` through ``JSONLinesMerger`` into `formatter`,
    /// with the exit status one run over the whole input would have (1 for violations), or 65
    /// for a line that is not a record, 66 for an unreadable FILE, 74 for unwritable output.
    func runMerge(_ sources: [String], formatter: any RecordFormatter, output: OutputWriter, errors: OutputWriter) throws {
        var exceededLimit = false
        var merger = JSONLinesMerger(
            formatter: formatter, json: formatter as? JSONLinesFormatter,
            frequency: formatter as? EmojiFrequencyFormatter, unicode: unicode
        ) { record, source in
            exceededLimit = true
            if !json { report(record.violations, of: source, record: record.index, to: errors, after: output) }
        }
        var status: Int32 = 0
        for source in sources where output.failure == nil {
            do {
                try merger.read(source)
            } catch let failure as InputFailure {
                output.flush()
                errors.write("emojicount: \(failure.message)\n")
                errors.flush()
                status = max(status, 66)
            } catch let malformed as JSONLinesMerger.MalformedRecord {
                output.flush()
                errors.write("emojicount: \(malformed.message)\n")
                errors.flush()
                throw ExitCode(65)
            }
        }
        merger.finish()
        output.flush()
        if let failure = output.failure, failure != EPIPE {
            errors.write("emojicount: cannot write standard output: \(errorDescription(failure))\n")
            errors.flush()
            throw ExitCode(74)
        }
        if status != 0 { throw ExitCode(status) }
        if exceededLimit { throw ExitCode(1) }
    }
}
