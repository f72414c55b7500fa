import Glibc
import TransitCore
import UIKit

// Entry point of the scenario runner (scripts/uikit-model).
let ok = MainActor.assumeIsolated { runScenarios(matrixScenarios() + defectScenarios() + exampleScenarios()) }
exit(ok ? 0 : 1)
