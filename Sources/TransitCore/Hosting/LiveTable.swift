/// Values kept per live object, without keeping the object alive: an entry whose object was freed
/// is dropped at the next look-up or insertion, so an object later allocated at the same address
/// never inherits it. The UIKit adapter keeps each container's coordinator in one (UIKit holds
/// delegates weakly, so something must hold the coordinator while its container lives).
///
/// ```swift
/// var table = LiveTable<Screen, Int>()
/// table[screen] = 7
/// table[screen]          // 7
/// // once `screen` is freed, a new object at its address finds nothing
/// ```
package struct LiveTable<Object: AnyObject, Value> {
    private struct Entry {
        weak var object: Object?
        var value: Value
    }
    private var entries: [ObjectIdentifier: Entry] = [:]

    package init() {}

    /// The value kept for `object`, if it was set for this very object.
    package subscript(object: Object) -> Value? {
        mutating get {
            entries = entries.filter { $0.value.object != nil }
            return entries[ObjectIdentifier(object)].flatMap { $0.object === object ? $0.value : nil }
        }
        set {
            entries = entries.filter { $0.value.object != nil }
            entries[ObjectIdentifier(object)] = newValue.map { Entry(object: object, value: $0) }
        }
    }

    /// How many objects alive now have a value.
    package var count: Int { entries.values.filter { $0.object != nil }.count }
}
