import GraphemeMetrics

@main
struct EmojiCount {
    static func main() {
        print(GraphemeMetrics.unicodeVersion)
    }
}
