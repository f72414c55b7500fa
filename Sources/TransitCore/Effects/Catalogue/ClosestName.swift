/// The candidate closest to `name` by edit distance, if it is close enough to be a likely typo
/// (at most a third of the name's length, and at least 1).
///
/// ```swift
/// closestName(to: "circel-spread", in: ["fade", "circle-spread"]) // "circle-spread"
/// ```
public func closestName(to name: String, in candidates: [String]) -> String? {
    // Bounded: a name far longer than any candidate cannot be close, and is not searched.
    guard name.utf8.count <= 256 else { return nil }
    let limit = max(2, name.count / 3)
    var best: (String, Int)?
    for c in candidates where abs(c.count - name.count) <= limit {
        let d = editDistance(name.lowercased(), c.lowercased())
        if d <= limit, best == nil || d < best!.1 { best = (c, d) }
    }
    return best?.0
}

/// Levenshtein distance between two strings, by characters.
public func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var prev = Array(0...b.count)
    var cur = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        cur[0] = i
        for j in 1...b.count {
            cur[j] = Swift.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        swap(&prev, &cur)
    }
    return prev[b.count]
}
