import ArgumentParser

/// How `--records` cuts a source into the records that are counted and reported.
enum RecordMode: String, CaseIterable, ExpressibleByArgument {
    /// The whole source is one record, even when it is empty.
    case whole
    /// Each line is a record: the units before an LF, without the LF and without a CR just
    /// before it. A last line without an LF is a record too; an empty source has no records.
    case line
}
