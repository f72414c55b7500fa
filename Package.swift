// swift-tools-version:6.2
// 6.2: TransitUIKit's DisplayLinkClock and TransitionAnimator conform to TransitionClock and
// TransitionHost as `@MainActor` isolated conformances (SE-0470), which need the Swift 6.2
// compiler (Xcode 26); only Swift 6.3 exists on the Linux machines that build this package.
import PackageDescription

/// Transit: custom screen transitions for iOS whose every effect also runs,
/// renders and is tested anywhere Swift runs. See README.md and docs/ARCHITECTURE.md.
let package = Package(
    name: "Transit",
    // iOS 15: CADisplayLink.preferredFrameRateRange (120 Hz on ProMotion) is iOS 15, and every
    // other UIKit declaration the adapter uses is older (see Tests/StubSDK, each annotated with the
    // version that introduced it; scripts/typecheck-uikit checks uses outside `if #available`).
    platforms: [.iOS(.v15)],
    products: [
        .library(name: "TransitCore", targets: ["TransitCore"]),
        .library(name: "TransitRender", targets: ["TransitRender"]),
        .library(name: "TransitUIKit", targets: ["TransitUIKit"]),
        .library(name: "TransitSwiftUI", targets: ["TransitSwiftUI"]),
        .executable(name: "transit", targets: ["transit"]),
    ],
    targets: [
        // System libraries (installed by scripts/setup).
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CJPEG", providers: [.apt(["libturbojpeg0-dev"])]),
        .systemLibrary(name: "CWebP", pkgConfig: "libwebpmux", providers: [.apt(["libwebp-dev"])]),
        .systemLibrary(name: "CGIF", providers: [.apt(["libgif-dev"])]),
        .systemLibrary(name: "CLCMS", pkgConfig: "lcms2", providers: [.apt(["liblcms2-dev"])]),

        // The model: standard library and libm only.
        .target(name: "TransitCore"),
        // Scenes to pixels, kernels, codecs, sample screens.
        .target(
            name: "TransitRender",
            dependencies: ["TransitCore", "CPNG", "CJPEG", "CWebP", "CGIF", "CLCMS"]
        ),
        // The iOS adapter and one-line API (every file under `#if canImport(UIKit)`; type-checked on
        // Linux against Tests/StubSDK by scripts/typecheck-uikit).
        .target(name: "TransitUIKit", dependencies: ["TransitCore"]),
        // The SwiftUI adapter (every file under `#if canImport(SwiftUI) && canImport(UIKit)`; navigation and
        // covers reuse TransitUIKit's coordinator; type-checked on Linux against
        // Tests/StubSDK/SwiftUI by scripts/typecheck-swiftui).
        .target(name: "TransitSwiftUI", dependencies: ["TransitCore", "TransitUIKit"]),
        // The command-line tool.
        .executableTarget(name: "transit", dependencies: ["TransitCore", "TransitRender"]),
        // Test helpers: approximate equality, seeded randomness, golden images.
        .target(
            name: "TransitTestSupport", dependencies: ["TransitCore", "TransitRender"],
            path: "Sources/TransitTestSupport"),

        .testTarget(name: "TransitCoreTests", dependencies: ["TransitCore", "TransitTestSupport"]),
        .testTarget(
            name: "TransitRenderTests", dependencies: ["TransitRender", "TransitTestSupport"],
            // Reference images read from the source tree by `expectGolden`, not bundled.
            exclude: ["Goldens"]),
        .testTarget(
            name: "TransitCLITests", dependencies: ["transit", "TransitCore", "TransitRender", "TransitTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
