/// The encoded elements of one record's `clusters` JSON array (without the brackets): the
/// first ones in a ``SpillFile`` when the record had more than fit in memory, the rest in memory.
///
/// Writing the elements in order, the file's bytes then ``tail``, gives the array exactly as if
/// it had been kept in memory.
struct ClusterList: Sendable {
    /// The first elements, when they were spilled to disk.
    let spilled: SpillFile?
    /// The elements after the spilled ones (all of them when nothing was spilled).
    let tail: [UInt8]

    /// The number of encoded bytes, on disk and in memory.
    var byteCount: Int { (spilled?.byteCount ?? 0) + tail.count }
}
