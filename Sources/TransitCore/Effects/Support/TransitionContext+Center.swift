extension TransitionContext {
    /// Where an effect with an optional centre is centred: `center`, else the touch point of an
    /// interactive gesture, else the container's centre.
    func resolvedCenter(_ center: Point?) -> Point { center ?? touchPoint ?? bounds.center }
}
