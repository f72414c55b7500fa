/// `Codable` for specs: any decoder (JSON, property list) reads a `SpecValue` tree, which is then
/// validated; encoding writes the canonical tree.
///
/// ```swift
/// let decoder = JSONDecoder()
/// decoder.userInfo[TransitionSpec.catalogueKey] = myCatalogue       // optional; default .builtIn
/// decoder.userInfo[TransitionSpec.optionsKey] = SpecDecodingOptions(allowsUnknownKeys: true)
/// let spec = try decoder.decode(TransitionSpec.self, from: data)
/// ```
/// Problems are thrown as `SpecErrors` with paths from the decoder's position.
extension TransitionSpec: Codable {
    /// `userInfo` key for the `EffectCatalogue` that names the effects (default: `.builtIn`).
    public static let catalogueKey = CodingUserInfoKey(rawValue: "transit.catalogue")!
    /// `userInfo` key for the `SpecDecodingOptions` (default: unknown keys are errors).
    public static let optionsKey = CodingUserInfoKey(rawValue: "transit.specOptions")!

    public init(from decoder: any Decoder) throws {
        let value = try SpecValue(from: decoder)
        let catalogue = decoder.userInfo[Self.catalogueKey] as? EffectCatalogue ?? .builtIn
        let options = decoder.userInfo[Self.optionsKey] as? SpecDecodingOptions ?? SpecDecodingOptions()
        do throws(SpecErrors) {
            self = try TransitionSpec(value, catalogue: catalogue, options: options)
        } catch {
            let base = SpecPath(codingPath: decoder.codingPath).components
            throw SpecErrors(error.errors.map { SpecError(SpecPath(base + $0.path.components), $0.reason) })
        }
    }

    public func encode(to encoder: any Encoder) throws { try specValue.encode(to: encoder) }
}
