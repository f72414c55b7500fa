#if canImport(UIKit)
    import UIKit
    import TransitCore

    // Value conversions between the core and UIKit; both use points, y down and row vectors. The core's
    // `Point`, `Rect` and `Size` are written `TransitCore.Point`...: `import UIKit` also brings Darwin's
    // MacTypes `Point`, `Rect` and `Size` (QuickDraw's), so the bare names are ambiguous on iOS.

    extension CGRect {
        package init(_ r: TransitCore.Rect) { self.init(x: r.minX, y: r.minY, width: r.width, height: r.height) }
        package var rect: TransitCore.Rect {
            TransitCore.Rect(x: Double(minX), y: Double(minY), width: Double(width), height: Double(height))
        }
    }

    /// A touch point goes to an effect as it is: `.circleSpread(center: touch)`.
    extension CGPoint: PointConvertible {
        init(_ p: TransitCore.Point) { self.init(x: p.x, y: p.y) }
        var vector: Vector { Vector(dx: Double(x), dy: Double(y)) }
        public var transitPoint: TransitCore.Point { TransitCore.Point(x: Double(x), y: Double(y)) }
    }

    /// An effect's colour from UIKit's, as the core maps extended sRGB (nil for a pattern colour).
    extension UIColor: ColorConvertible {
        public var transitColor: TransitCore.Color? {
            var c: [CGFloat] = [0, 0, 0, 0]  // not `&r`: the Linux type-check lacks inout-to-pointer with Objective-C
            let ok = c.withUnsafeMutableBufferPointer { p in
                getRed(p.baseAddress, green: p.baseAddress! + 1, blue: p.baseAddress! + 2, alpha: p.baseAddress! + 3)
            }
            let (r, g, b, a) = (Double(c[0]), Double(c[1]), Double(c[2]), Double(c[3]))
            return ok ? Color(extendedRed: r, green: g, blue: b, alpha: a) : nil
        }
    }

    extension CGSize { init(_ s: TransitCore.Size) { self.init(width: s.width, height: s.height) } }

    extension CATransform3D {
        init(_ t: Transform3D) {
            self.init(
                m11: t.m11, m12: t.m12, m13: t.m13, m14: t.m14, m21: t.m21, m22: t.m22, m23: t.m23, m24: t.m24,
                m31: t.m31, m32: t.m32, m33: t.m33, m34: t.m34, m41: t.m41, m42: t.m42, m43: t.m43, m44: t.m44)
        }
    }

    extension CGColor {
        static func make(_ c: Color) -> CGColor { CGColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha) }
    }

    extension CGPath {
        static func make(_ path: Path) -> CGPath {
            let p = CGMutablePath()
            for element in path.elements {
                switch element {
                case .move(let a): p.move(to: CGPoint(a))
                case .line(let a): p.addLine(to: CGPoint(a))
                case .quad(let c, let a): p.addQuadCurve(to: CGPoint(a), control: CGPoint(c))
                case .cubic(let c1, let c2, let a):
                    p.addCurve(to: CGPoint(a), control1: CGPoint(c1), control2: CGPoint(c2))
                case .close: p.closeSubpath()
                }
            }
            return p
        }
    }

    extension LayoutDirection {
        init(_ d: UIUserInterfaceLayoutDirection) { self = d == .rightToLeft ? .rightToLeft : .leftToRight }
    }

    extension MotionPreferences {
        /// Reduce Motion and Prefer Cross-Fade Transitions, read now.
        @MainActor static var current: MotionPreferences {
            MotionPreferences(
                reduceMotion: UIAccessibility.isReduceMotionEnabled,
                prefersCrossFade: UIAccessibility.prefersCrossFadeTransitions)
        }
    }

    extension UIModalPresentationStyle {
        init(_ s: PresentationStyle) { self = Self(rawValue: s.uiKitRawValue) ?? .fullScreen }
        var style: PresentationStyle { PresentationStyle(uiKitRawValue: rawValue) ?? .automatic }
    }
#endif
