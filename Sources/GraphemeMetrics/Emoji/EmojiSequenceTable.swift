/// The sequences of every version's emoji-test.txt (Emoji 15.0 to 18.0) in one open-addressing
/// hash table, so that matching a cluster costs O(cluster length) whatever the size of the list.
///
/// Built at first use from the generated arrays (`EmojiSequenceTable+Data.swift`) into memory
/// that is never freed. Slots hold `record index + 1` (0 is empty); a key is the FNV-1a hash of
/// the scalar values, probed linearly, and a hit is confirmed by comparing the scalars and the
/// bit of the version asked about (``listedBit(_:)``): each record says which versions list
/// its sequence, and a sequence's status, RGI membership and name are the same in all of them.
/// One table serves every version (``EmojiTables`` holds the bit).
struct EmojiSequenceTable: @unchecked Sendable {
    let records: UnsafePointer<UInt32>
    let scalars: UnsafePointer<UInt32>
    let slots: UnsafePointer<UInt16>
    let slotMask: Int
    /// The UTF-8 offset of each name in ``nameBytes``, and one past the end of the text (the
    /// multi-line literal drops the newline after the last name).
    let nameStarts: [Int]
    let nameBytes: [UInt8]

    static let shared = EmojiSequenceTable()

    private init() {
        records = Self.immortalCopy(Self.records)
        scalars = Self.immortalCopy(Self.scalars)
        var capacity = 1
        while capacity < Self.sequenceCount * 2 { capacity <<= 1 }
        slotMask = capacity - 1
        var slots = [UInt16](repeating: 0, count: capacity)
        for index in 0..<Self.sequenceCount {
            let (start, length) = Self.bounds(Self.records[index])
            var hash = Self.initialHash
            for offset in start..<start + length { hash = Self.mix(hash, Self.scalars[offset]) }
            var slot = Int(truncatingIfNeeded: hash) & slotMask
            while slots[slot] != 0 { slot = (slot + 1) & slotMask }
            slots[slot] = UInt16(index + 1)
        }
        self.slots = Self.immortalCopy(slots)

        nameBytes = Array(Self.names.utf8)
        var starts = [0]
        for (offset, byte) in nameBytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        starts.append(nameBytes.count + 1)
        nameStarts = starts
    }

    private static func immortalCopy<T>(_ values: [T]) -> UnsafePointer<T> {
        let memory = UnsafeMutablePointer<T>.allocate(capacity: values.count)
        memory.initialize(from: values, count: values.count)
        return UnsafePointer(memory)
    }

    static let initialHash: UInt32 = 0x811C_9DC5

    @inline(__always)
    static func mix(_ hash: UInt32, _ value: UInt32) -> UInt32 {
        // FNV-1a over the four bytes of the value, low byte first.
        var hash = (hash ^ (value & 0xFF)) &* 0x0100_0193
        hash = (hash ^ (value &>> 8 & 0xFF)) &* 0x0100_0193
        hash = (hash ^ (value &>> 16 & 0xFF)) &* 0x0100_0193
        return (hash ^ (value &>> 24)) &* 0x0100_0193
    }

    /// The record bit that is set when `version`'s emoji-test.txt lists the sequence.
    static func listedBit(_ version: UnicodeVersion) -> UInt32 { 1 << (23 + UInt32(version.index)) }

    @inline(__always)
    static func bounds(_ record: UInt32) -> (start: Int, length: Int) {
        (Int(record & 0xFFFF), Int(record &>> 16 & 0xF))
    }

    /// The record index of the sequence `values[0..<count]` whose hash is `hash`, or -1 when
    /// no record holds it or its record lacks `listedBit` (the version does not list it).
    func find(_ values: UnsafePointer<UInt32>, count: Int, hash: UInt32, listedBit: UInt32) -> Int {
        var slot = Int(truncatingIfNeeded: hash) & slotMask
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { return -1 }
            let (start, length) = Self.bounds(records[entry - 1])
            if length == count {
                var offset = 0
                while offset < count && scalars[start + offset] == values[offset] { offset += 1 }
                if offset == count { return records[entry - 1] & listedBit != 0 ? entry - 1 : -1 }
            }
            slot = (slot + 1) & slotMask
        }
    }

    /// Whether the version of `listedBit` lists the sequence at `index`.
    func isListed(at index: Int, listedBit: UInt32) -> Bool { records[index] & listedBit != 0 }

    func isRGI(at index: Int) -> Bool { records[index] & 1 << 22 != 0 }

    func qualification(at index: Int) -> EmojiQualification? {
        EmojiQualification(rawValue: Int(records[index] &>> 20 & 0x3))
    }

    func name(at index: Int) -> String {
        String(decoding: nameBytes[nameStarts[index]..<nameStarts[index + 1] - 1], as: UTF8.self)
    }

    /// The scalars of the sequence at `index`.
    func sequence(at index: Int) -> [Unicode.Scalar] {
        let (start, length) = Self.bounds(records[index])
        return (start..<start + length).compactMap { Unicode.Scalar(scalars[$0]) }
    }
}
