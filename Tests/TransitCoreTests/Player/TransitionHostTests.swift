import Testing
import TransitCore

@Suite("Recording host")
struct TransitionHostTests {
    @Test func itModelsWhatTheScreenShows() {
        let context = TransitionContext(size: Gestures.size)
        let host = RecordingHost(showing: .showing(.from, in: context))
        #expect(!host.isShowingTransition)
        host.display(Fade().scene(at: 0.5, in: context))
        #expect(host.isShowingTransition && host.visibleScene?.layers.count == 2)
        host.transitionDidComplete(.finished, showing: .showing(.to, in: context))
        #expect(!host.isShowingTransition && host.visibleScene == .showing(.to, in: context))
        host.display(Fade().scene(at: 0.5, in: context))
        #expect(host.framesAfterCompletion == 1 && host.outcomes == [.finished])
    }
}
