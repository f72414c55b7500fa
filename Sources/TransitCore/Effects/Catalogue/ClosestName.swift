/// The candidate most likely meant by `name`, if one is close enough to be a likely typo.
///
/// A candidate that holds every word of `name` in order (words split at capitals, hyphens and
/// underscores: `easeInOut` is ease, in, out) is preferred, however many words it adds
/// (`easeInEaseOut`); among the rest, one within an edit distance of a third of the name's length
/// (at least 2). Ties go to the smaller edit distance, then to the earlier candidate.
///
/// ```swift
/// closestName(to: "circel-spread", in: ["fade", "circle-spread"]) // "circle-spread"
/// closestName(to: "easeInOut", in: ["easeIn", "easeOut", "easeInEaseOut"]) // "easeInEaseOut"
/// ```
public func closestName(to name: String, in candidates: [String]) -> String? {
    // Bounded: a name far longer than any candidate cannot be close, and is not searched.
    guard name.utf8.count <= 256 else { return nil }
    let limit = max(2, name.count / 3)
    let typed = nameWords(name)
    var best: (name: String, keepsWords: Bool, distance: Int)?
    for c in candidates where c.utf8.count <= 4 * max(name.utf8.count, 8) {
        let keepsWords = typed.count > 1 && containsInOrder(nameWords(c), typed)
        guard keepsWords || abs(c.count - name.count) <= limit else { continue }
        let d = editDistance(name.lowercased(), c.lowercased())
        guard keepsWords || d <= limit else { continue }
        if let b = best, keepsWords == b.keepsWords ? d >= b.distance : b.keepsWords { continue }
        best = (c, keepsWords, d)
    }
    return best?.name
}

/// The words of a name, lowercased: split at capitals, digits runs, hyphens, underscores, dots and spaces.
func nameWords(_ name: String) -> [String] {
    var words: [String] = []
    var current = ""
    for ch in name {
        if ch == "-" || ch == "_" || ch == "." || ch == " " {
            if !current.isEmpty { words.append(current) }
            current = ""
        } else {
            if ch.isUppercase, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current += ch.lowercased()
        }
    }
    if !current.isEmpty { words.append(current) }
    return words
}

/// Whether `whole` holds every element of `part`, in the same order (not necessarily adjacent).
func containsInOrder(_ whole: [String], _ part: [String]) -> Bool {
    var i = whole.startIndex
    for word in part {
        guard let found = whole[i...].firstIndex(of: word) else { return false }
        i = whole.index(after: found)
    }
    return true
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
