import TransitCore
import TransitRender

/// `--contact-sheet PNG`, `--sheet-frames N` and `--sheet-at P,P,...`: which frames of a render a
/// contact sheet shows, declared once. By default (or with `--sheet-frames N`) N frames of the clip
/// spread evenly over it, the first and the last included, taken as they are rendered; with
/// `--sheet-at` the frames at those progresses of the effect (as `--at` draws them), in the order
/// given.
///
/// ```swift
/// let choice = ContactSheetChoice(path: "sheet.png", count: 4)
/// choice.indices(of: 31)   // [0, 10, 20, 30]
/// ```
struct ContactSheetChoice {
    var path: String?
    var count: Int?
    var progresses: [Double]?

    /// Frames on a sheet when neither `--sheet-frames` nor `--sheet-at` is given.
    static let defaultCount = 8
    /// The most frames a sheet shows.
    static let maxCells = 64

    /// The declarations of the three options, for options holding them at `property`.
    static func declarations<O>(_ property: WritableKeyPath<O, ContactSheetChoice>) -> [OptionDeclaration<O>] {
        [
            .option(
                ["--contact-sheet"], property.appending(path: \.path), "PNG", .path,
                help:
                    "Also writes frames of the render side by side into one PNG, in rows of \(ContactSheet.columns) (default: \(defaultCount) frames spread evenly, the first and the last included)."
            ),
            .option(
                ["--sheet-frames"], property.appending(path: \.count), "N", .integer(in: 1...maxCells),
                help: "With --contact-sheet: N frames of the clip, spread evenly."),
            .option(
                ["--sheet-at"], property.appending(path: \.progresses), "P,P,...", .progresses(atMost: maxCells),
                help: "With --contact-sheet: the frames at these progresses (0 the start, 1 the end), in this order."),
        ]
    }

    /// How many frames the sheet shows.
    var cellCount: Int { progresses?.count ?? count ?? Self.defaultCount }

    /// The indices of the clip's frames the sheet shows, for a clip of `total` frames; none when
    /// no sheet is asked or `--sheet-at` chooses progresses instead.
    func indices(of total: Int) -> [Int] {
        guard path != nil, progresses == nil else { return [] }
        return ContactSheet.pick(cellCount, of: total)
    }

    /// Checks the options together: the sheet names a `.png` outside `out` (which is replaced
    /// whole) and its directory is writable; `--sheet-frames` and `--sheet-at` need it and
    /// exclude each other, and a trace's frames are not at progresses.
    func validate(out: String, isTrace: Bool) throws(CLIError) {
        guard let path else {
            for option in ["--sheet-frames", "--sheet-at"]
            where (option == "--sheet-at" ? progresses != nil : count != nil) {
                throw .usage("\(option) chooses the frames of a contact sheet: give --contact-sheet PNG too")
            }
            return
        }
        if count != nil && progresses != nil {
            throw .usage("--sheet-frames and --sheet-at both choose the sheet's frames: give one")
        }
        if isTrace && progresses != nil {
            throw .usage("--sheet-at does not go with --trace, whose frames follow the finger: give --sheet-frames N")
        }
        try ExportTarget.checkWritableFile(path, option: "--contact-sheet")
        guard FileSystem.lastComponent(path).lowercased().hasSuffix(".png") else {
            throw .usage("--contact-sheet '\(quoted(path))' must name a .png file: the sheet is a PNG")
        }
        if FileSystem.isSameOrInside(path, out) {
            throw .usage(
                "--contact-sheet '\(quoted(path))' lies in --out '\(quoted(out))', which is replaced "
                    + "whole; write the sheet elsewhere")
        }
    }

    /// Fails, before anything is drawn, unless a sheet of frames of `width` x `height` fits
    /// `PixelLimits`.
    func checkSize(width: Int, height: Int) throws(CLIError) {
        guard path != nil else { return }
        let sheet = ContactSheet.size(cells: cellCount, width: width, height: height)
        guard PixelLimits.fits(width: sheet.width, height: sheet.height) else {
            throw .usage(
                "a contact sheet of \(cellCount) frames of \(width)x\(height) would be \(sheet.width)x\(sheet.height) pixels; "
                    + PixelLimits.rule() + ": choose fewer frames or smaller ones (--width)")
        }
    }
}
