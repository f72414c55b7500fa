/// A value for one Core Image filter input, already in Core Image's terms: pixels, y up.
package enum CoreImageValue: Hashable, Sendable {
    /// An `NSNumber`.
    case number(Double)
    /// A `CIVector` (a point `[x, y]`, an offset, or an extent `[x, y, width, height]`).
    case vector([Double])
    /// A `CIColor`.
    case color(Color)
    /// An image the host supplies.
    case image(CoreImageImage)
}

/// An image a Core Image filter needs, which the host supplies.
package enum CoreImageImage: Hashable, Sendable {
    /// A screen's snapshot.
    case screen(Side)
    /// The transition's greyscale mask (`PixelTransition.mask`), or the host's own noise image.
    case mask
    /// A shaded-sphere image for the ripple's crest (any soft radial highlight works).
    case shading
    /// The output of the previous stage of the chain.
    case previous
}

/// One Core Image filter with its inputs.
package struct CoreImageStage: Hashable, Sendable {
    /// The filter name, as `CIFilter(name:)` takes it.
    package var name: String
    /// Inputs by key (`inputTime`, `inputCenter`, ...).
    package var inputs: [String: CoreImageValue]
}

/// How a device draws a pixel transition with Core Image: a chain of filters, each fed the
/// previous one's output, with every value converted from the transition's points (y down) to
/// Core Image's pixels (y up). The host only builds the filters and sets the inputs.
///
/// ```swift
/// if case .pixelTransition(let t) = layer.content, let ci = CoreImageFilter(t) {
///     for stage in ci.stages { /* CIFilter(name: stage.name) and setValue for each input */ }
/// }
/// ```
package struct CoreImageFilter: Hashable, Sendable {
    package var stages: [CoreImageStage]
    /// What differs on device from TransitRender's kernel, if anything.
    package var note: String?

    /// The filters for `t`, or nil for a kernel with no entry in `CoreImageMapping.table`.
    package init?(_ t: PixelTransition) {
        guard let m = CoreImageMapping.table[t.kernel.name] else { return nil }
        let s = t.scale
        let height = t.extent.height
        let source = CoreImageValue.image(.screen(t.isReversed ? .to : .from))
        let target = CoreImageValue.image(.screen(t.isReversed ? .from : .to))
        var first: [String: CoreImageValue] = [
            "inputImage": source, "inputTargetImage": target,
            "inputTime": .number(m.time.map { $0(t) } ?? clamp01(t.progress)),
        ]
        if m.takesExtent { first["inputExtent"] = .vector([0, 0, t.extent.width * s, t.extent.height * s]) }
        for (key, image) in m.images {
            if case .screen(let side) = image {
                first[key] = .image(.screen(t.isReversed ? side.opposite : side))
            } else {
                first[key] = .image(image)
            }
        }
        for input in m.inputs {
            guard let v = t.parameters[input.parameter] else { continue }
            first[input.key] = input.kind.convert(v, scale: s, height: height)
        }
        stages = [CoreImageStage(name: m.filter, inputs: first)]
        if let then = m.then {
            var inputs: [String: CoreImageValue] = ["inputImage": .image(.previous)]
            inputs[then.key] = .number(then.value(t) * s)
            stages.append(CoreImageStage(name: then.filter, inputs: inputs))
        }
        note = m.note
    }
}

/// The table from each pixel effect to its Core Image filter and input keys.
package struct CoreImageMapping: Sendable {
    /// How an effect parameter's value becomes a Core Image value.
    package enum Kind: Hashable, Sendable {
        case number, angle, length, point, offset, color

        func convert(_ v: ParameterValue, scale s: Double, height: Double) -> CoreImageValue? {
            switch (self, v) {
            case (.number, .number(let x)), (.angle, .number(let x)): .number(x)
            case (.length, .number(let x)): .number(x * s)
            case (.point, .point(let p)): .vector([p.x * s, (height - p.y) * s])
            case (.offset, .point(let p)): .vector([p.x * s, -p.y * s])
            case (.color, .color(let c)): .color(c)
            default: nil
            }
        }
    }

    /// One effect parameter and the input key it sets.
    package struct Input: Hashable, Sendable {
        package var parameter: String
        package var key: String
        package var kind: Kind
        package init(_ parameter: String, _ key: String, _ kind: Kind) {
            self.parameter = parameter
            self.key = key
            self.kind = kind
        }
    }

    /// A second filter applied to the first one's output, with one length input.
    package struct Then: Sendable {
        package var filter: String
        package var key: String
        /// The input's value in points for a transition.
        package var value: @Sendable (PixelTransition) -> Double
    }

    package var filter: String
    package var inputs: [Input]
    /// Images beyond the two screens, by input key (screens as for a forward transition).
    package var images: [String: CoreImageImage] = [:]
    package var takesExtent = false
    /// The first filter's `inputTime` for a transition, when it is not the progress.
    package var time: (@Sendable (PixelTransition) -> Double)? = nil
    package var then: Then? = nil
    package var note: String? = nil

    /// Every built-in pixel effect, by catalogue name.
    package static let table: [String: CoreImageMapping] = [
        "flash": CoreImageMapping(
            filter: "CIFlashTransition",
            inputs: [
                Input("center", "inputCenter", .point), Input("color", "inputColor", .color),
                Input("maxStriationRadius", "inputMaxStriationRadius", .number),
                Input("striationStrength", "inputStriationStrength", .number),
                Input("striationContrast", "inputStriationContrast", .number),
                Input("fadeThreshold", "inputFadeThreshold", .number),
            ], takesExtent: true),
        "mod": CoreImageMapping(
            filter: "CIModTransition",
            inputs: [
                Input("center", "inputCenter", .point), Input("angle", "inputAngle", .angle),
                Input("radius", "inputRadius", .length), Input("compression", "inputCompression", .length),
            ]),
        "ripple": CoreImageMapping(
            filter: "CIRippleTransition",
            inputs: [
                Input("center", "inputCenter", .point), Input("width", "inputWidth", .length),
                Input("scale", "inputScale", .length),
            ], images: ["inputShadingImage": .shading], takesExtent: true),
        "swipe": CoreImageMapping(
            filter: "CISwipeTransition",
            inputs: [
                Input("angle", "inputAngle", .angle), Input("width", "inputWidth", .length),
                Input("color", "inputColor", .color), Input("opacity", "inputOpacity", .number),
            ], takesExtent: true),
        "bar-swipe": CoreImageMapping(
            filter: "CIBarsSwipeTransition",
            inputs: [
                Input("angle", "inputAngle", .angle), Input("width", "inputWidth", .length),
                Input("barOffset", "inputBarOffset", .length),
            ]),
        "disintegrate": CoreImageMapping(
            filter: "CIDisintegrateWithMaskTransition",
            inputs: [
                Input("shadowRadius", "inputShadowRadius", .length),
                Input("shadowDensity", "inputShadowDensity", .number),
                Input("shadowOffset", "inputShadowOffset", .offset),
            ], images: ["inputMaskImage": .mask],
            note: "Without a mask image the host supplies its own noise image; the generated one is TransitRender's."),
        "page-curl": CoreImageMapping(
            filter: "CIPageCurlWithShadowTransition",
            inputs: [
                Input("angle", "inputAngle", .angle), Input("radius", "inputRadius", .length),
                Input("shadowSize", "inputShadowSize", .number), Input("shadowAmount", "inputShadowAmount", .number),
            ], images: ["inputBacksideImage": .screen(.from)], takesExtent: true,
            note: "The back side is the source screen; Core Image draws it unwashed."),
        "copy-machine": CoreImageMapping(
            filter: "CICopyMachineTransition",
            inputs: [
                Input("angle", "inputAngle", .angle), Input("width", "inputWidth", .length),
                Input("color", "inputColor", .color), Input("opacity", "inputOpacity", .number),
            ], takesExtent: true),
        "dissolve": CoreImageMapping(
            filter: "CIDissolveTransition", inputs: [],
            note:
                "Core Image has no random-cell dissolve: a device cross-fades; render it on the CPU for the exact look."
        ),
        "blur": CoreImageMapping(
            filter: "CIDissolveTransition", inputs: [],
            time: { Blur(parameters: $0.parameters).newWeight(at: $0.progress) },
            then: Then(
                filter: "CIBoxBlur", key: "inputRadius",
                value: { Blur(parameters: $0.parameters).blurRadius(at: $0.progress) }),
            note:
                "The old screen, then the new one, box-blurred; inside the short blend at the half both get the dominant screen's radius."
        ),
        "pixelate": CoreImageMapping(
            filter: "CIDissolveTransition", inputs: [],
            then: Then(
                filter: "CIPixellate", key: "inputScale",
                value: { Pixelate(parameters: $0.parameters).blockSize(at: $0.progress) }),
            note:
                "A cross-fade then CIPixellate (blocks centred on the image centre; the kernel's cross-fade is eased)."),
    ]
}
