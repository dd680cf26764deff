import CFastDateArrow
#if canImport(FastDateCore)
import FastDateCore
#endif

/// An input array and schema checked against the rules of the C Data Interface that every
/// input of the kernels shares (`Spec/column/column.md`, "The C Data Interface kernel"):
/// not NULL, not released, a format string of a type the kernel takes, its buffer count, no
/// children or dictionary, a length and offset that neither are negative nor overflow, and a
/// validity bitmap wherever `null_count` says there are nulls.
struct CheckedArray {
    /// The schema's format string (`u`, `tsm:UTC`, `tdD`…).
    let type: String
    let buffers: UnsafePointer<UnsafeRawPointer?>
    let length: Int
    /// The array's own offset, in values.
    let offset: Int
    let validity: FastDate.Column.Validity?

    /// - Parameters:
    ///   - takes: whether the kernel takes the type; `refusal` is the message when it does not.
    ///   - bufferCount: the type's buffers; `shape` names them in the message.
    init(_ input: UnsafePointer<ArrowArray>?, _ schema: UnsafePointer<ArrowSchema>?,
         takes: (String) -> Bool, refusal: (String) -> String, bufferCount: Int64, shape: String) throws(ArrowKernelError) {
        guard let input, let schema else { throw ArrowKernelError(.invalidArray, "input and input_schema must not be NULL") }
        let array = input.pointee
        guard array.release != nil, schema.pointee.release != nil else {
            throw ArrowKernelError(.invalidArray, "the input array or schema is released")
        }
        guard let formatString = schema.pointee.format else { throw ArrowKernelError(.invalidArray, "the input schema has no format") }
        type = String(cString: formatString)
        guard takes(type) else { throw ArrowKernelError(.invalidArray, refusal(type)) }
        guard array.n_buffers == bufferCount, array.n_children == 0, array.dictionary == nil, let buffers = array.buffers else {
            throw ArrowKernelError(.invalidArray, "\(shape) has \(bufferCount) buffers, no children and no dictionary")
        }
        self.buffers = UnsafePointer(buffers)
        let (end, overflow) = array.offset.addingReportingOverflow(array.length)
        guard array.length >= 0, array.offset >= 0, !overflow, end < Int64(Int32.max) * 64 else {
            throw ArrowKernelError(.invalidArray, "length \(array.length) and offset \(array.offset) out of range")
        }
        length = Int(array.length)
        offset = Int(array.offset)
        // A NULL buffer is allowed only where it holds nothing.
        if let bitmap = buffers[0] {
            validity = FastDate.Column.Validity(UnsafeRawBufferPointer(start: bitmap, count: (Int(end) &+ 7) / 8), offset: offset)
        } else if array.null_count > 0 {
            throw ArrowKernelError(.invalidArray, "null_count is \(array.null_count) but there is no validity bitmap")
        } else {
            validity = nil
        }
    }
}
