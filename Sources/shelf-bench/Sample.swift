/// Repeated timings of one command: median and spread, and the highest peak memory seen.
struct Sample {
    private(set) var seconds: [Double] = []
    private(set) var peakBytes = 0

    mutating func add(_ run: ChildRun) {
        seconds.append(run.seconds)
        peakBytes = max(peakBytes, run.peakBytes)
    }

    var median: Double {
        let sorted = seconds.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }

    var minimum: Double { seconds.min() ?? 0 }
    var maximum: Double { seconds.max() ?? 0 }
}
