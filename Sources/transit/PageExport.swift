import TransitCore
import TransitRender
import TransitWeb

/// `render --out page.html`: the transition as one self-contained live page (`ScenePage`).
enum PageExport {
    /// Writes the page for `effect` between `screens` to `path` (a temporary name, then renamed).
    ///
    /// - Throws: `cantCreate` when the page cannot be encoded or written.
    static func write(
        effect: any Effect, screens: Screens, timing: Timing?, duration: Double?, to path: String
    ) throws(CLIError) {
        do throws(ImageError) {
            let html = try ScenePage.html(
                effect: effect, context: screens.context, snapshots: screens.snapshots, timing: timing,
                duration: duration)
            try ScenePage.write(html, to: path)
        } catch {
            throw .cantCreate(error.description)
        }
    }
}
