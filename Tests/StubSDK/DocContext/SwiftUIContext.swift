// What app code around the documented SwiftUI examples has (scripts/doc-snippets): the view whose
// body an example is pasted into, with the state it names, and the app's own views and values.
// Compiled with every SwiftUI example by scripts/typecheck-swiftui; never shipped.
import SwiftUI
import TransitSwiftUI

/// The view an example's body belongs to.
struct DocView: View {
    @State var showsDetail = false
    @State var showsSettings = false
    @State var selected: Photo? = nil
    let photos: [Photo] = []
    let photo = Photo(id: "1", title: "Photo")
    let spec: TransitionSpec

    var body: some View { Text("Examples") }
}

/// A photo of the app's model.
struct Photo: Identifiable, Hashable {
    let id: String
    let title: String
}

/// A photo, full size.
struct PhotoView: View {
    let photo: Photo
    var body: some View { Text(photo.title) }
}

/// A photo in a list.
struct PhotoThumbnail: View {
    let photo: Photo
    var body: some View { Text(photo.title) }
}

/// The app's list of photos.
struct PhotoList: View {
    var body: some View { Text("Photos") }
}

/// The app's settings screen.
struct SettingsView: View {
    var body: some View { Text("Settings") }
}

/// A card that appears in place.
struct DetailCard: View {
    var body: some View { Text("Detail") }
}

/// A badge that appears in place.
struct Badge: View {
    var body: some View { Text("New") }
}
