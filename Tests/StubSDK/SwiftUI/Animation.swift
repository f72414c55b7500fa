// Stub SwiftUI: animation and transitions.
import Foundation

/// https://developer.apple.com/documentation/swiftui/vectorarithmetic (iOS 13)
@available(iOS 13, *)
public protocol VectorArithmetic: AdditiveArithmetic {
    /// https://developer.apple.com/documentation/swiftui/vectorarithmetic/scale(by:) (iOS 13)
    mutating func scale(by rhs: Double)
    /// https://developer.apple.com/documentation/swiftui/vectorarithmetic/magnitudesquared (iOS 13)
    var magnitudeSquared: Double { get }
}

/// https://developer.apple.com/documentation/swift/double (VectorArithmetic conformance, iOS 13)
@available(iOS 13, *)
extension Double: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= rhs }
    public var magnitudeSquared: Double { self * self }
}

/// https://developer.apple.com/documentation/swiftui/emptyanimatabledata (iOS 13)
@available(iOS 13, *)
public struct EmptyAnimatableData: VectorArithmetic {
    /// https://developer.apple.com/documentation/swiftui/emptyanimatabledata/init() (iOS 13)
    public init() {}
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    public static func + (a: Self, b: Self) -> Self { a }
    public static func - (a: Self, b: Self) -> Self { a }
    public mutating func scale(by rhs: Double) {}
    public var magnitudeSquared: Double { 0 }
}

/// https://developer.apple.com/documentation/swiftui/animatable (iOS 13)
@available(iOS 13, *)
public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic
    /// https://developer.apple.com/documentation/swiftui/animatable/animatabledata-6nydg (iOS 13)
    var animatableData: Self.AnimatableData { get set }
}

/// https://developer.apple.com/documentation/swiftui/projectiontransform (iOS 13)
@available(iOS 13, *)
public struct ProjectionTransform: Sendable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat
    /// https://developer.apple.com/documentation/swiftui/projectiontransform/init() (iOS 13)
    public init() { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/geometryeffect (iOS 13)
@available(iOS 13, *)
nonisolated public protocol GeometryEffect: Animatable, ViewModifier where Self.Body == Never {
    /// https://developer.apple.com/documentation/swiftui/geometryeffect/effectvalue(size:) (iOS 13)
    nonisolated func effectValue(size: CGSize) -> ProjectionTransform
}

@available(iOS 13, *)
extension GeometryEffect {
    public func body(content: Self.Content) -> Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/anytransition (iOS 13)
@available(iOS 13, *)
public struct AnyTransition: Sendable {
    /// https://developer.apple.com/documentation/swiftui/anytransition/modifier(active:identity:) (iOS 13)
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/anytransition/asymmetric(insertion:removal:) (iOS 13)
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/anytransition/opacity (iOS 13)
    public static let opacity = AnyTransition()
    private init() {}
}

/// https://developer.apple.com/documentation/swiftui/animation (iOS 13)
@available(iOS 13, *)
public struct Animation: Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/animation/default (iOS 13)
    public static let `default` = Animation()
    /// https://developer.apple.com/documentation/swiftui/animation/easeinout(duration:) (iOS 13)
    public static func easeInOut(duration: Double) -> Animation { Animation() }
}

/// https://developer.apple.com/documentation/swiftui/withanimation(_:_:) (iOS 13)
@available(iOS 13, *)
@MainActor public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows
    -> Result
{ fatalError() }

/// https://developer.apple.com/documentation/swiftui/spring (iOS 17). Declared so that app code meets
/// SwiftUI's `Spring` as on iOS: TransitCore has a `Spring` too, which the adapters do not re-export.
@available(iOS 17, *)
public struct Spring: Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/spring/init(duration:bounce:) (iOS 17)
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {}
}
