// What app code around the documented TransitCore examples has (scripts/doc-snippets): an effect and
// a context. Compiled with every block that imports TransitCore alone by scripts/typecheck-uikit
// --self-test; never shipped.
import TransitCore

/// The values an example that uses the core alone names.
struct DocCore {
    let effect: any Effect = Fade()
    let context = TransitionContext(size: Size(width: 390, height: 844), scale: 3)
}
