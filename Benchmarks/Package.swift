// swift-tools-version:6.0
import PackageDescription

/// Transit's benchmarks (`make bench`), kept out of the root package so an app that depends on
/// Transit builds no benchmark and no malloc interposer. Depends on the root package by path and
/// sees only its public API.
let package = Package(
    name: "TransitBenchmarks",
    dependencies: [
        .package(name: "Transit", path: "..")
    ],
    targets: [
        // Counts calls to the allocators (interposed malloc, calloc, realloc, ...).
        .target(name: "CMallocCounter"),
        .executableTarget(
            name: "transit-bench",
            dependencies: [
                .product(name: "TransitCore", package: "Transit"),
                .product(name: "TransitRender", package: "Transit"),
                .product(name: "TransitSamples", package: "Transit"),
                "CMallocCounter",
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
