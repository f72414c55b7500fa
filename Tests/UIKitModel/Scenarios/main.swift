import Glibc
import TransitCore
import UIKit

// Entry point of the scenario runner (scripts/uikit-model): its argument is the directory the model's
// Bundle.main serves resources from (the repository's Examples/specs).
Bundle.modelResourceDirectory = CommandLine.arguments.dropFirst().first
let ok = MainActor.assumeIsolated {
    runScenarios(matrixScenarios() + defectScenarios() + bothWaysScenarios() + exampleScenarios())
}
exit(ok ? 0 : 1)
