import CFastDateArrow

/// An output array's memory: its buffers, the `buffers` array that points to them, and the
/// schema's format string. An array's and a schema's `private_data` each hold one retained
/// reference; the last release frees it all.
final class OutputBuffers {
    private let owned: [UnsafeMutableRawPointer]
    let buffers: UnsafeMutablePointer<UnsafeRawPointer?>
    let schemaFormat: UnsafeMutablePointer<CChar>
    let name: UnsafeMutablePointer<CChar>

    /// Arrow recommends 64-byte alignment for buffers.
    static var alignment: Int { 64 }

    /// One buffer of each byte count, in the array's buffer order (validity first).
    init(byteCounts: [Int], schemaFormat: String) {
        owned = byteCounts.map { .allocate(byteCount: max($0, 1), alignment: Self.alignment) }
        buffers = .allocate(capacity: owned.count)
        for (i, buffer) in owned.enumerated() { buffers[i] = UnsafeRawPointer(buffer) }
        let utf8 = Array(schemaFormat.utf8CString)
        self.schemaFormat = .allocate(capacity: utf8.count)
        self.schemaFormat.initialize(from: utf8, count: utf8.count)
        name = .allocate(capacity: 1)
        name.initialize(to: 0)
    }

    deinit {
        for buffer in owned { buffer.deallocate() }
        buffers.deallocate()
        schemaFormat.deallocate()
        name.deallocate()
    }

    /// Buffer `i`, as many bytes as its count said.
    func buffer(_ i: Int) -> UnsafeMutableRawPointer { owned[i] }

    /// What the array's and the schema's release callbacks both do: drop the struct's
    /// reference to the buffers and mark the struct released, as the interface requires.
    /// A struct released already (no `private_data`) is left as it is.
    static func release<Struct, Callback>(
        _ structure: UnsafeMutablePointer<Struct>?, _ privateData: WritableKeyPath<Struct, UnsafeMutableRawPointer?>,
        _ release: WritableKeyPath<Struct, Callback?>
    ) {
        guard let structure, let context = structure.pointee[keyPath: privateData] else { return }
        Unmanaged<OutputBuffers>.fromOpaque(context).release()
        structure.pointee[keyPath: privateData] = nil
        structure.pointee[keyPath: release] = nil
    }

    /// Fills the caller's structs; each holds a reference to `self` until released.
    func export(length: Int, nullCount: Int, into out: UnsafeMutablePointer<ArrowArray>, _ schema: UnsafeMutablePointer<ArrowSchema>) {
        out.pointee = ArrowArray(
            length: Int64(length), null_count: Int64(nullCount), offset: 0, n_buffers: Int64(owned.count), n_children: 0,
            buffers: buffers, children: nil, dictionary: nil,
            release: { OutputBuffers.release($0, \ArrowArray.private_data, \ArrowArray.release) },
            private_data: Unmanaged.passRetained(self).toOpaque())
        schema.pointee = ArrowSchema(
            format: UnsafePointer(schemaFormat), name: UnsafePointer(name), metadata: nil, flags: Int64(ARROW_FLAG_NULLABLE),
            n_children: 0, children: nil, dictionary: nil,
            release: { OutputBuffers.release($0, \ArrowSchema.private_data, \ArrowSchema.release) },
            private_data: Unmanaged.passRetained(self).toOpaque())
    }
}
