#if canImport(UIKit)
    import UIKit
    import TransitCore

    /// The overlay that shows a transition: per scene layer a shadow layer carrying the geometry and
    /// the shadow (with a `shadowPath`, so no offscreen pass) and inside it a content layer clipped to
    /// its corners (`masksToBounds` on the shadow layer would clip the shadow away), kept by id and
    /// changed only by the `SceneDiff` the core computes between consecutive scenes.
    @MainActor final class SceneView: UIView {
        /// One image per snapshot; every tile that shows a snapshot shares its image.
        var images: [Snapshot: CGImage] = [:]
        /// Draws a pixel-transition layer's contents (Core Image on device), if one is installed.
        var pixelRenderer: ((PixelTransition, [Snapshot: CGImage]) -> CGImage?)?
        /// Per scene layer: the layer with the geometry and shadow, and the one with the content inside it.
        private var layers: [String: (holder: CALayer, content: CALayer)] = [:]
        private var shown: Scene?
        /// Per blurred-backdrop layer, the paused animator that fades its blur in: Apple's
        /// UIVisualEffectView documentation says to avoid alpha below 1 on the view (the effect breaks)
        /// and to animate `effect` instead, so the layer's opacity becomes the animator's fraction.
        private var blurs: [String: UIViewPropertyAnimator] = [:]
        /// The scene to show again when the view returns to a window (its blurs are released outside one).
        private var released: Scene?

        /// Told when UIKit lays the overlay out, as it does when the overlay's size changes (its
        /// container changed size mid-transition: a rotation, a Split View resize; the overlay follows
        /// it by its autoresizing mask).
        var onLayout: (() -> Void)?

        /// https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()
        override func layoutSubviews() {
            super.layoutSubviews()
            onLayout?()
        }

        /// Shows `scene`, changing only what differs from the scene shown before.
        func show(_ scene: Scene) {
            let diff = SceneDiff(from: shown, to: scene)
            guard !diff.isEmpty else { return }
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            if diff.settingsChanged {
                layer.backgroundColor = CGColor.make(scene.background)
                // Core Animation applies a sublayer transform about the layer's centre, as the scene's
                // perspective is defined, so only the projection itself is passed.
                layer.sublayerTransform = CATransform3D(scene.sublayerTransform)
            }
            for key in diff.removed {
                blurs.removeValue(forKey: key)?.stopAnimation(true)
                let gone = layers.removeValue(forKey: key)?.holder
                gone?.removeFromSuperlayer()
                subviews.first { $0.layer === gone }?.removeFromSuperview()  // a blurred backdrop's view
            }
            for entry in diff.inserted + diff.updated { apply(entry) }
            if diff.isReordered {
                for (index, key) in diff.order.enumerated() {
                    if let sub = layers[key]?.holder { layer.insertSublayer(sub, at: UInt32(index)) }
                }
            }
            CATransaction.commit()
            shown = scene
        }

        /// A paused property animator must not be released (UIKit raises), so outside a window the
        /// blurs' animators are stopped and every layer dropped; back in one, the last scene is redrawn.
        override func didMoveToWindow() {
            super.didMoveToWindow()
            if window == nil, let scene = shown {
                for blur in blurs.values { blur.stopAnimation(true) }
                blurs = [:]
                for (holder, _) in layers.values { holder.removeFromSuperlayer() }
                for view in subviews { view.removeFromSuperview() }
                (layers, shown, released) = ([:], nil, scene)
            } else if window != nil, let scene = released {
                released = nil
                show(scene)
            }
        }

        private func apply(_ entry: SceneDiff.Entry) {
            let model = entry.layer
            let (target, content) = layers[entry.key] ?? makeLayer(for: model.content, key: entry.key)
            layers[entry.key] = (target, content)
            target.bounds = CGRect(origin: .zero, size: CGSize(model.bounds))
            target.anchorPoint = CGPoint(model.anchorPoint)
            target.position = CGPoint(model.position)
            target.zPosition = model.zPosition
            target.transform = CATransform3D(model.transform)
            target.isDoubleSided = model.isDoubleSided
            if let blur = blurs[entry.key] {
                target.opacity = 1
                blur.fractionComplete = CGFloat(model.opacity)
            } else {
                target.opacity = Float(model.opacity)
            }
            content.frame = target.bounds
            content.cornerRadius = model.cornerRadius
            content.masksToBounds = model.cornerRadius > 0
            content.contentsScale = traitCollection.displayScale
            applyContent(model.content, to: content)
            applyMask(model.mask, to: content)
            applyShadow(
                model.shadow, to: target,
                path: .roundedRect(TransitCore.Rect(size: model.bounds), cornerRadius: model.cornerRadius)
            )
        }

        private func makeLayer(for content: Content, key: String) -> (holder: CALayer, content: CALayer) {
            if case .blurredBackdrop = content {  // UIKit's dark material blurs what lies beneath
                let view = UIVisualEffectView(effect: nil)
                addSubview(view)
                let blur = UIViewPropertyAnimator(duration: 1, curve: .linear) {
                    view.effect = UIBlurEffect(style: .dark)
                }
                blur.pauseAnimation()
                blurs[key] = blur
                return (view.layer, view.contentView.layer)
            }
            let holder = CALayer()
            let made: CALayer = if case .gradient = content { CAGradientLayer() } else { CALayer() }
            holder.addSublayer(made)
            return (holder, made)
        }

        private func applyContent(_ content: Content, to target: CALayer) {
            switch content {
            case .snapshot(let snapshot, let rect):
                target.contents = images[snapshot]
                target.contentsRect = CGRect(rect)
                target.backgroundColor = nil
            case .color(let color):
                target.contents = nil
                target.backgroundColor = CGColor.make(color)
            case .gradient(let gradient):
                guard let g = target as? CAGradientLayer else { return }
                g.colors = gradient.stops.map { CGColor.make($0.color) }
                g.locations = gradient.stops.map { NSNumber(value: $0.location) }
                g.startPoint = CGPoint(gradient.start)
                g.endPoint = CGPoint(gradient.end)
            case .pixelTransition(let transition):
                target.contents = pixelRenderer?(transition, images)
                target.contentsRect = CGRect(TransitCore.Rect.unit)
            case .none, .blurredBackdrop:
                target.contents = nil
                target.backgroundColor = nil
            }
        }

        private func applyMask(_ mask: Mask?, to target: CALayer) {
            guard let mask else {
                target.mask = nil
                return
            }
            let shape = (target.mask as? CAShapeLayer) ?? CAShapeLayer()
            shape.frame = target.bounds
            shape.path = CGPath.make(mask.path)
            shape.fillRule = mask.fillRule == .evenOdd ? .evenOdd : .nonZero
            shape.fillColor = CGColor.make(.black)
            target.mask = shape
        }

        private func applyShadow(_ shadow: Shadow?, to target: CALayer, path: Path) {
            target.shadowOpacity = Float(shadow?.opacity ?? 0)
            guard let shadow else { return }
            target.shadowPath = CGPath.make(path)
            target.shadowColor = CGColor.make(shadow.color)
            target.shadowOffset = CGSize(width: shadow.offset.dx, height: shadow.offset.dy)
            target.shadowRadius = shadow.radius
        }
    }
#endif
