import Foundation
import Testing

@Suite("Finding the transit binary")
struct TransitProcessTests {
    @Test func theBinaryIsTheOneInTheTestBundlesProductsDirectoryUnlessOverridden() {
        let overridden = ProcessInfo.processInfo.environment["TRANSIT_BIN"].map { !$0.isEmpty } ?? false
        let expected = TransitProcess.productsDirectory.appendingPathComponent("transit").path
        #expect(overridden || TransitProcess.binary == expected, "\(TransitProcess.binary) is not \(expected)")
        #expect(FileManager.default.isExecutableFile(atPath: TransitProcess.binary))
    }
}
