/// A view tagged as a shared element on one screen, measured in container points.
package struct TaggedElement: Hashable, Sendable {
    package var id: String
    package var frame: Rect
    package var cornerRadius: Double
    package init(id: String, frame: Rect, cornerRadius: Double = 0) {
        self.id = id
        self.frame = frame
        self.cornerRadius = cornerRadius
    }
}

extension SharedElement {
    /// Pairs the tagged views of two screens by id: one shared element per id tagged on both
    /// screens with a non-empty frame, sorted by id; ids on one screen only are ignored, and an
    /// id tagged twice on a screen uses the first.
    ///
    /// ```swift
    /// let pairs = SharedElement.matching(from: [TaggedElement(id: "avatar", frame: a)],
    ///                                    to: [TaggedElement(id: "avatar", frame: b, cornerRadius: 12)])
    /// ```
    package static func matching(from: [TaggedElement], to: [TaggedElement]) -> [SharedElement] {
        var target: [String: TaggedElement] = [:]
        for t in to where target[t.id] == nil { target[t.id] = t }
        var seen: Set<String> = []
        return
            from
            .filter { seen.insert($0.id).inserted && !$0.frame.isEmpty }
            .compactMap { f in
                guard let t = target[f.id], !t.frame.isEmpty else { return nil }
                return SharedElement(
                    id: f.id, fromFrame: f.frame, toFrame: t.frame,
                    fromCornerRadius: f.cornerRadius, toCornerRadius: t.cornerRadius)
            }
            .sorted { $0.id < $1.id }
    }
}
