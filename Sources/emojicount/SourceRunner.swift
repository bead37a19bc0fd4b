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
/// In parallel, up to `jobs` workers each take the next source not yet started. The consumer
/// reads source 0's events as they come, then source 1's, and so on; the events of a later
/// source wait in its queue, and its worker pauses while the queue holds more than
/// ``queueCapacity`` bytes (roughly), so that memory stays bounded whatever the output's size.
struct SourceRunner {
    let counter: SourceCounter
    let sources: [String]
    let jobs: Int
    let progress: ProgressMeter?

    /// The rough size in bytes of the events one source may queue before its worker waits.
    static let queueCapacity = 4 << 20

    /// Counts `source`, passing its events to `emit`. Throws ``Cancelled`` when `isCancelled`
    /// becomes true (checked at each chunk).
    private func count(_ source: String, isCancelled: () -> Bool, emit: @escaping (SourceEvent) -> Void) throws(Cancelled) {
        var totals = RecordCounts()
        do {
            try counter.count(
                path: source,
                report: { record in
                    totals += record.counts
                    emit(.record(record))
                },
                found: { emit(.emoji($0)) },
                progress: { bytes in
                    progress?.add(bytes)
                    if isCancelled() { throw Cancelled() }
                })
            emit(.finished(totals))
        } catch let error as InputFailure {
            emit(.unreadable(error.message))
        } catch let error as IllFormedInput {
            emit(.illFormed("\(source == "-" ? "standard input" : source): \(error.message)"))
        } catch {
            throw Cancelled()
        }
    }

    /// Runs every source, calling `consume` with each event in argument order; `consume` returns
    /// false to stop the run (the output failed).
    func run(consume: (Int, SourceEvent) -> Bool) {
        // Standard input given twice must be read by one source after the other.
        if jobs <= 1 || sources.count <= 1 || sources.filter({ $0 == "-" }).count > 1 {
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
        let channel = EventChannel(sourceCount: sources.count)
        for _ in 0..<min(jobs, sources.count) {
            DispatchQueue.global().async { [self] in
                while let index = channel.claim() {
                    do {
                        try count(sources[index], isCancelled: { channel.isCancelled }) { event in
                            channel.push(event, source: index)
                        }
                    } catch {}
                    channel.finish(source: index)
                }
            }
        }
        for index in sources.indices {
            while let events = channel.take(source: index) {
                for event in events where !consume(index, event) {
                    channel.cancel()
                    return
                }
            }
        }
    }
}

/// The queues of events between the workers and the consumer, one per source.
final class EventChannel: @unchecked Sendable {
    private let condition = Condition()
    private var queues: [[SourceEvent]]
    private var queuedBytes: [Int]
    private var finished: [Bool]
    private var nextSource = 0
    private var cancelled = false

    init(sourceCount: Int) {
        queues = Array(repeating: [], count: sourceCount)
        queuedBytes = Array(repeating: 0, count: sourceCount)
        finished = Array(repeating: false, count: sourceCount)
    }

    var isCancelled: Bool { condition.locked { cancelled } }

    /// The index of the next source to count, or nil when every source has been started or the run was cancelled.
    func claim() -> Int? {
        condition.locked {
            guard !cancelled, nextSource < queues.count else { return nil }
            defer { nextSource += 1 }
            return nextSource
        }
    }

    /// Queues an event of `source`, first waiting while its queue is full.
    func push(_ event: SourceEvent, source: Int) {
        condition.locked {
            while !cancelled && queuedBytes[source] > SourceRunner.queueCapacity { condition.wait() }
            guard !cancelled else { return }
            queues[source].append(event)
            queuedBytes[source] += Self.size(of: event)
            condition.broadcast()
        }
    }

    /// Marks `source` as complete: no more events will come.
    func finish(source: Int) {
        condition.locked {
            finished[source] = true
            condition.broadcast()
        }
    }

    /// Waits for events of `source` and takes them all; nil once the source is complete and its queue empty.
    func take(source: Int) -> [SourceEvent]? {
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
    private static func size(of event: SourceEvent) -> Int {
        switch event {
        // Spilled clusters count too, so that a worker also waits while its queue holds much on disk.
        case .record(let record): 256 + (record.clusters?.byteCount ?? 0) + (record.explained?.count ?? 0) * 40
        case .emoji(let emoji): 64 + emoji.scalars.count
        case .finished, .unreadable, .illFormed: 64
        }
    }
}
