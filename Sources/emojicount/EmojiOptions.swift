import ArgumentParser
import GraphemeMetrics

extension EmojiKind {
    /// The kind's name in the output and in `--only`: the case name, as in "zwjSequence".
    var name: String {
        switch self {
        case .basic: "basic"
        case .presentationSequence: "presentationSequence"
        case .keycap: "keycap"
        case .flag: "flag"
        case .tagSequence: "tagSequence"
        case .modifierSequence: "modifierSequence"
        case .zwjSequence: "zwjSequence"
        }
    }
}

extension EmojiKind: ExpressibleByArgument {
    public init?(argument: String) {
        guard let kind = Self.allCases.first(where: { $0.name == argument }) else { return nil }
        self = kind
    }

    public var defaultValueDescription: String { name }

    public static var allValueStrings: [String] { allCases.map(\.name) }

    /// None: the names say it, and the help lists them as "(values: basic, ...)". (The default for
    /// a `CaseIterable` `RawRepresentable` type would pair the raw integers with the names.)
    public static var allValueDescriptions: [String: String] { [:] }
}

extension UnicodeVersion: ExpressibleByArgument {
    /// Takes "15.0", "15.1", "16.0", "17.0" or "18.0" (also "18" and "18.0.0").
    public init?(argument: String) {
        self.init(argument)
    }

    public var defaultValueDescription: String { description }

    public static var allValueStrings: [String] { allCases.map(\.description) }
}

/// The `--policy` choice, one ``EmojiPolicy`` each.
enum PolicyChoice: String, CaseIterable, ExpressibleByArgument {
    /// ``EmojiPolicy/presentedAsEmoji``, the library's default.
    case presentedAsEmoji = "presented-as-emoji"
    /// ``EmojiPolicy/fullyQualifiedRGI``.
    case fullyQualifiedRGI = "fully-qualified-rgi"
    /// ``EmojiPolicy/emojiLike``.
    case emojiLike = "emoji-like"

    var policy: EmojiPolicy {
        switch self {
        case .presentedAsEmoji: .presentedAsEmoji
        case .fullyQualifiedRGI: .fullyQualifiedRGI
        case .emojiLike: .emojiLike
        }
    }
}
