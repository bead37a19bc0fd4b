import Dispatch

/// What counting one source produces, in order: records and emoji, then how it ended.
enum SourceEvent: Sendable {
    case record(CountedRecord)
    case emoji(FoundEmoji)
    /// The source was read completely; its records sum to these counts.
    case finished(RecordCounts)
    /// The source could not be opened or read (exit status 66), with the message.
    case unreadable(String)
    /// With `--strict`, the source is ill-formed (exit status 65), with the message.
    case illFormed(String)
}

/// Stops a worker once the output has failed or ended: the events would be dropped anyway.
struct Cancelled: Error {}

/// Counts the sources, one at a time or several in parallel, and hands their events to one
/// consumer in argument order, so that the output is the same byte for byte either way.
///
/// In parallel, the work is a list of tasks: each source, except that a large regular file
/// whose records allow it (``SourceCounter/countsSegments``) is cut into ``FileSegment``s at line
/// feeds. Up to `jobs` workers each take the next task not yet started. The consumer reads task
/// 0's events as they come, then task 1's, and so on (a ``SegmentJoiner`` turns a file's segments
/// back into the file's events); the events of a later task wait in its queue, and its worker
/// pauses while the queue holds more than ``queueCapacity`` bytes (roughly), so that memory
/// stays bounded whatever the output's size.
struct SourceRunner {
    let counter: SourceCounter
    let sources: [String]
    let jobs: Int
    let progress: ProgressMeter?
    /// The nominal size in bytes of the segments a large file is cut into; a file is cut when it
    /// holds at least two.
    var segmentSize = Self.defaultSegmentSize

    /// The rough size in bytes of the events one task may queue before its worker waits.
    static let queueCapacity = 1 << 20

    /// The rough size in bytes of the events a worker collects before it queues them at once:
    /// a line record is small, and taking the lock (and waking the consumer) per record would
    /// cost more than counting it.
    static let batchSize = 64 << 10

    /// The nominal size of a segment unless `--segment-size` says otherwise.
    static let defaultSegmentSize = 4 << 20

    /// One unit of work: a whole source, or one segment of a large file.
    struct Task: Sendable {
        /// The index of the source in the arguments.
        let source: Int
        let segment: FileSegment?
    }

    /// Counts `source` (or one of its segments), passing its events to `emit`. Throws
    /// ``Cancelled`` when `isCancelled` becomes true (checked at each chunk).
    private func count(
        _ source: String, segment: FileSegment? = nil, isCancelled: () -> Bool, emit: @escaping (SourceEvent) -> Void
    ) throws(Cancelled) {
        var totals = RecordCounts()
        let report = { (record: CountedRecord) in
            totals += record.counts
            emit(.record(record))
        }
        let found = { emit(.emoji($0)) }
        let progress = { (bytes: Int) throws in
            self.progress?.add(bytes)
            if isCancelled() { throw Cancelled() }
        }
        do {
            if let segment {
                try counter.count(segment, report: report, found: found, progress: progress)
            } else {
                try counter.count(path: source, report: report, found: found, progress: progress)
            }
            emit(.finished(totals))
        } catch let error as InputFailure {
            emit(.unreadable(error.message))
        } catch let error as IllFormedInput {
            emit(.illFormed("\(source == "-" ? "standard input" : source): \(error.message)"))
        } catch {
            throw Cancelled()
        }
    }

    /// The tasks for parallel counting, in argument order.
    private func plan() -> [Task] {
        sources.indices.flatMap { index -> [Task] in
            guard counter.countsSegments,
                let segments = FileSegment.plan(path: sources[index], choice: counter.encoding, segmentSize: segmentSize)
            else { return [Task(source: index, segment: nil)] }
            return segments.map { Task(source: index, segment: $0) }
        }
    }

    /// Runs every source, calling `consume` with each event in argument order; `consume` returns
    /// false to stop the run (the output failed).
    func run(consume: (Int, SourceEvent) -> Bool) {
        // Standard input given twice must be read by one source after the other.
        let tasks = jobs <= 1 || sources.filter({ $0 == "-" }).count > 1 ? [] : plan()
        if tasks.count <= 1 {
            withoutActuallyEscaping(consume) { consume in
                var stopped = false
                for (index, source) in sources.enumerated() where !stopped {
                    try? count(source, isCancelled: { stopped }) { event in
                        if !stopped && !consume(index, event) { stopped = true }
                    }
                }
            }
            return
        }
        let channel = EventChannel(taskCount: tasks.count)
        for _ in 0..<min(jobs, tasks.count) {
            DispatchQueue.global().async { [self] in
                while let index = channel.claim() {
                    let task = tasks[index]
                    var batch: [SourceEvent] = []
                    var batchBytes = 0
                    do {
                        try count(sources[task.source], segment: task.segment, isCancelled: { channel.isCancelled }) {
                            event in
                            batch.append(event)
                            batchBytes += EventChannel.size(of: event)
                            if batchBytes >= Self.batchSize {
                                channel.push(batch, bytes: batchBytes, task: index)
                                batch.removeAll(keepingCapacity: true)
                                batchBytes = 0
                            }
                        }
                        channel.push(batch, bytes: batchBytes, task: index)
                    } catch {}
                    channel.finish(task: index)
                }
            }
        }
        var joiner = SegmentJoiner(mode: counter.mode)
        var stopped = false
        for (index, task) in tasks.enumerated() {
            if task.segment?.isFirst == true { joiner = SegmentJoiner(mode: counter.mode) }
            while let events = channel.take(task: index) {
                for event in events where !stopped {
                    if let segment = task.segment {
                        joiner.take(event, segment: segment.index, of: segment.count) { event in
                            if !stopped && !consume(task.source, event) { stopped = true }
                        }
                    } else if !consume(task.source, event) {
                        stopped = true
                    }
                }
                if stopped {
                    channel.cancel()
                    return
                }
            }
        }
    }
}

/// The queues of events between the workers and the consumer, one per task (a source or a segment).
final class EventChannel: @unchecked Sendable {
    private let condition = Condition()
    private var queues: [[SourceEvent]]
    private var queuedBytes: [Int]
    private var finished: [Bool]
    private var nextTask = 0
    private var cancelled = false

    init(taskCount: Int) {
        queues = Array(repeating: [], count: taskCount)
        queuedBytes = Array(repeating: 0, count: taskCount)
        finished = Array(repeating: false, count: taskCount)
    }

    var isCancelled: Bool { condition.locked { cancelled } }

    /// The index of the next task to run, or nil when every task has been started or the run was cancelled.
    func claim() -> Int? {
        condition.locked {
            guard !cancelled, nextTask < queues.count else { return nil }
            defer { nextTask += 1 }
            return nextTask
        }
    }

    /// Queues events of task `source` whose rough size is `bytes`, first waiting while its queue is full.
    func push(_ events: [SourceEvent], bytes: Int, task source: Int) {
        guard !events.isEmpty else { return }
        condition.locked {
            while !cancelled && queuedBytes[source] > SourceRunner.queueCapacity { condition.wait() }
            guard !cancelled else { return }
            queues[source].append(contentsOf: events)
            queuedBytes[source] += bytes
            condition.broadcast()
        }
    }

    /// Marks task `source` as complete: no more events will come.
    func finish(task source: Int) {
        condition.locked {
            finished[source] = true
            condition.broadcast()
        }
    }

    /// Waits for events of task `source` and takes them all; nil once the task is complete and its queue empty.
    func take(task source: Int) -> [SourceEvent]? {
        condition.locked {
            while queues[source].isEmpty && !finished[source] { condition.wait() }
            guard !queues[source].isEmpty else { return nil }
            defer {
                queues[source] = []
                queuedBytes[source] = 0
                condition.broadcast()
            }
            return queues[source]
        }
    }

    /// Stops the workers: pushes are dropped and the counting stops at the next chunk.
    func cancel() {
        condition.locked {
            cancelled = true
            condition.broadcast()
        }
    }

    /// A rough size of an event in memory.
    static func size(of event: SourceEvent) -> Int {
        switch event {
        // Spilled clusters count too, so that a worker also waits while its queue holds much on disk.
        case .record(let record): 256 + (record.clusters?.byteCount ?? 0) + (record.explained?.count ?? 0) * 40
        case .emoji(let emoji): 64 + emoji.scalars.count
        case .finished, .unreadable, .illFormed: 64
        }
    }
}
