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
        .library(name: "TransitFiles", targets: ["TransitFiles"]),
        .library(name: "TransitSpecFiles", targets: ["TransitSpecFiles"]),
        .library(name: "TransitWeb", targets: ["TransitWeb"]),
        .library(name: "TransitSamples", targets: ["TransitSamples"]),
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
        // Files as the tools read them: capped reads of regular files and pipes, paths as bytes.
        .target(name: "TransitFiles"),
        // Scenes to pixels: the compositor, the pixel kernels, the image and video codecs.
        .target(
            name: "TransitRender",
            dependencies: ["TransitCore", "TransitFiles", "CPNG", "CJPEG", "CWebP", "CGIF", "CLCMS"]
        ),
        // Transition specs in files: JSON and property lists read into TransitCore's spec values.
        .target(name: "TransitSpecFiles", dependencies: ["TransitCore", "TransitFiles"]),
        // The live web page: scenes as JSON and a player that draws them in a browser.
        .target(name: "TransitWeb", dependencies: ["TransitCore", "TransitRender"]),
        // The built-in sample screens (a list, a detail, a landscape) drawn for the gallery and tests.
        .target(name: "TransitSamples", dependencies: ["TransitCore", "TransitRender"]),
        // The iOS adapter and one-line API (every file under `#if canImport(UIKit)`; type-checked on
        // Linux against Tests/StubSDK by scripts/typecheck-uikit).
        .target(name: "TransitUIKit", dependencies: ["TransitCore"]),
        // The SwiftUI adapter (every file under `#if canImport(SwiftUI) && canImport(UIKit)`; navigation and
        // covers reuse TransitUIKit's coordinator; type-checked on Linux against
        // Tests/StubSDK/SwiftUI by scripts/typecheck-swiftui).
        .target(name: "TransitSwiftUI", dependencies: ["TransitCore", "TransitUIKit"]),
        // The command-line tool.
        .executableTarget(
            name: "transit",
            dependencies: [
                "TransitCore", "TransitFiles", "TransitRender", "TransitSpecFiles", "TransitWeb", "TransitSamples",
            ]),
        // Test helpers: approximate equality, seeded randomness, golden images.
        .target(
            name: "TransitTestSupport", dependencies: ["TransitCore", "TransitRender", "TransitSamples"],
            path: "Sources/TransitTestSupport"),

        .testTarget(name: "TransitCoreTests", dependencies: ["TransitCore", "TransitRender", "TransitTestSupport"]),
        .testTarget(
            name: "TransitRenderTests",
            dependencies: ["TransitRender", "TransitWeb", "TransitSamples", "TransitTestSupport", "CPNG", "CJPEG"],
            // Reference images read from the source tree by `expectGolden`, not bundled.
            exclude: ["Goldens"]),
        .testTarget(
            name: "TransitSpecFilesTests",
            dependencies: [
                "TransitSpecFiles", "TransitCore", "TransitRender", "TransitSamples", "TransitTestSupport",
            ]),
        .testTarget(
            name: "TransitWebTests",
            dependencies: ["TransitWeb", "TransitRender", "TransitSamples", "TransitCore", "TransitTestSupport"]),
        .testTarget(name: "TransitSamplesTests", dependencies: ["TransitSamples", "TransitRender", "TransitCore"]),
        .testTarget(
            name: "TransitCLITests",
            dependencies: [
                "transit", "TransitCore", "TransitFiles", "TransitRender", "TransitSpecFiles", "TransitTestSupport",
            ]),
    ],
    swiftLanguageModes: [.v6]
)
