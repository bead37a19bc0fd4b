/// A JSON value as `--merge` reads it from `--json` output (RFC 8259, integers only: emojicount
/// writes no other numbers). Objects keep their keys in order, as the `tally` needs.
enum JSONValue {
    case null
    case bool(Bool)
    case integer(Int)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    /// A value that is not what the schema expects, or text that is not JSON.
    struct SyntaxError: Error {
        let message: String
    }

    /// Parses one whole line (surrounding spaces allowed).
    static func parse(_ bytes: ArraySlice<UInt8>) throws(SyntaxError) -> JSONValue {
        var parser = Parser(bytes: bytes)
        let value = try parser.value()
        parser.skipSpaces()
        guard parser.position == bytes.endIndex else { throw SyntaxError(message: "text after the JSON value") }
        return value
    }

    /// The value of `key` in an object, nil when absent or not an object.
    subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// Writes the value back as emojicount writes JSON: `", "` between elements, `": "` after keys.
    func append(to json: inout [UInt8]) {
        switch self {
        case .null: json.append(ascii: "null")
        case .bool(let value): json.append(contentsOf: (value ? "true" : "false").utf8)
        case .integer(let value):
            if value < 0 { json.append(UInt8(ascii: "-")) }
            json.append(decimal: value.magnitude > Int.max.magnitude ? Int.max : abs(value))
        case .string(let value): JSONString.append(value, to: &json)
        case .array(let elements):
            json.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { json.append(ascii: ", ") }
                element.append(to: &json)
            }
            json.append(UInt8(ascii: "]"))
        case .object(let members):
            json.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { json.append(ascii: ", ") }
                JSONString.append(member.key, to: &json)
                json.append(ascii: ": ")
                member.value.append(to: &json)
            }
            json.append(UInt8(ascii: "}"))
        }
    }

    private struct Parser {
        let bytes: ArraySlice<UInt8>
        var position: Int

        init(bytes: ArraySlice<UInt8>) {
            self.bytes = bytes
            position = bytes.startIndex
        }

        mutating func skipSpaces() {
            while position < bytes.endIndex, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
        }

        mutating func value() throws(SyntaxError) -> JSONValue {
            skipSpaces()
            guard position < bytes.endIndex else { throw SyntaxError(message: "the line ends inside a value") }
            switch bytes[position] {
            case UInt8(ascii: "{"):
                position += 1
                var members: [(key: String, value: JSONValue)] = []
                if try consume(UInt8(ascii: "}")) { return .object(members) }
                repeat {
                    skipSpaces()
                    guard position < bytes.endIndex, bytes[position] == UInt8(ascii: "\"") else {
                        throw SyntaxError(message: "an object key must be a string")
                    }
                    let key = try string()
                    guard try consume(UInt8(ascii: ":")) else { throw SyntaxError(message: "':' expected after a key") }
                    members.append((key, try value()))
                } while try consume(UInt8(ascii: ","))
                guard try consume(UInt8(ascii: "}")) else { throw SyntaxError(message: "'}' or ',' expected") }
                return .object(members)
            case UInt8(ascii: "["):
                position += 1
                var elements: [JSONValue] = []
                if try consume(UInt8(ascii: "]")) { return .array(elements) }
                repeat { elements.append(try value()) } while try consume(UInt8(ascii: ","))
                guard try consume(UInt8(ascii: "]")) else { throw SyntaxError(message: "']' or ',' expected") }
                return .array(elements)
            case UInt8(ascii: "\""):
                return .string(try string())
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                return .integer(try integer())
            default:
                for (word, value) in [("null", JSONValue.null), ("true", .bool(true)), ("false", .bool(false))]
                where bytes[position...].starts(with: word.utf8) {
                    position += word.utf8.count
                    return value
                }
                throw SyntaxError(message: "unexpected character at byte \(position - bytes.startIndex)")
            }
        }

        /// Skips spaces, then consumes `byte` when it comes next.
        mutating func consume(_ byte: UInt8) throws(SyntaxError) -> Bool {
            skipSpaces()
            guard position < bytes.endIndex, bytes[position] == byte else { return false }
            position += 1
            return true
        }

        mutating func integer() throws(SyntaxError) -> Int {
            let negative = bytes[position] == UInt8(ascii: "-")
            if negative { position += 1 }
            var value = 0
            let start = position
            while position < bytes.endIndex, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
                let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
                let (sum, overflow2) = times10.addingReportingOverflow(Int(bytes[position] - UInt8(ascii: "0")))
                if overflow1 || overflow2 { throw SyntaxError(message: "a number too large") }
                value = sum
                position += 1
            }
            if position == start { throw SyntaxError(message: "a digit expected") }
            if position < bytes.endIndex, [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E")].contains(bytes[position]) {
                throw SyntaxError(message: "only integers are expected")
            }
            return negative ? -value : value
        }

        mutating func string() throws(SyntaxError) -> String {
            position += 1  // the opening quote
            var utf8: [UInt8] = []
            var pendingHighSurrogate: UInt16?
            while position < bytes.endIndex {
                let byte = bytes[position]
                position += 1
                if byte == UInt8(ascii: "\"") {
                    if pendingHighSurrogate != nil { utf8.append(contentsOf: "\u{FFFD}".utf8) }
                    return String(decoding: utf8, as: UTF8.self)
                }
                guard byte == UInt8(ascii: "\\") else {
                    if pendingHighSurrogate != nil { utf8.append(contentsOf: "\u{FFFD}".utf8); pendingHighSurrogate = nil }
                    utf8.append(byte)
                    continue
                }
                guard position < bytes.endIndex else { break }
                let escape = bytes[position]
                position += 1
                if escape == UInt8(ascii: "u") {
                    guard position + 4 <= bytes.endIndex,
                        let unit = UInt16(String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16)
                    else { throw SyntaxError(message: "a \\u escape needs four hex digits") }
                    position += 4
                    if let high = pendingHighSurrogate, UTF16.isTrailSurrogate(unit) {
                        let value = 0x10000 + (UInt32(high - 0xD800) << 10) + UInt32(unit - 0xDC00)
                        utf8.append(contentsOf: String(Unicode.Scalar(value)!).utf8)
                        pendingHighSurrogate = nil
                        continue
                    }
                    if pendingHighSurrogate != nil { utf8.append(contentsOf: "\u{FFFD}".utf8); pendingHighSurrogate = nil }
                    if UTF16.isLeadSurrogate(unit) {
                        pendingHighSurrogate = unit
                    } else {
                        utf8.append(contentsOf: String(Unicode.Scalar(unit).map(Character.init) ?? "\u{FFFD}").utf8)
                    }
                    continue
                }
                if pendingHighSurrogate != nil { utf8.append(contentsOf: "\u{FFFD}".utf8); pendingHighSurrogate = nil }
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                default: throw SyntaxError(message: "an unknown escape")
                }
            }
            throw SyntaxError(message: "a string without its closing quote")
        }
    }
}
