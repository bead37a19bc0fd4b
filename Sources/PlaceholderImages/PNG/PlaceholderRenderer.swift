import Foundation

/// Something that turns a placeholder request into PNG bytes.
///
/// The package ships ``FreeTypeRenderer`` for Linux. A renderer must be safe to call from any
/// thread: URL protocol requests arrive on any thread.
public protocol PlaceholderRenderer: Sendable {
    /// The PNG image for `request`: `request.pixelWidth` × `request.pixelHeight` pixels.
    func png(for request: PlaceholderRequest) throws(PlaceholderError) -> Data
}
