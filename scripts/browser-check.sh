#!/usr/bin/env bash
# Renders placeholder SVGs in headless Chromium and checks that no text overflows its image.
#
# Usage: scripts/browser-check.sh        (from the package root; needs python3, swift, and root or
#                                          an installed chromium for apt-get)
# For each case it builds the SVG with the `placeholder` executable, embeds all of them in
# scripts/browser-check.html, and lets Chromium measure every <text> with getBBox(). It prints, per
# case, how much of the available width (the image less 5% padding per side) the text fills,
# next to the figure for the seed formula min(width * 0.8 / clusters, height * 0.2).
# Exits 1 if any of our texts overflows its image, or if a single-line text whose size is not
# capped by the height fills less than 70% of the available width.
# Takes about 30 s with the package already built (plus the build, and apt-get on first run).
set -euo pipefail
cd "$(dirname "$0")/.."

packages=()
command -v chromium >/dev/null || packages+=(chromium)
for font in fonts-dejavu-core fonts-noto-color-emoji fonts-noto-cjk fonts-lohit-deva; do
    dpkg -s "$font" >/dev/null 2>&1 || packages+=("$font")
done
if ((${#packages[@]})); then
    echo "installing: ${packages[*]}" >&2
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${packages[@]}" >/dev/null
fi

swift build --product placeholder >&2
binary="$(swift build --product placeholder --show-bin-path)/placeholder"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

python3 - "$binary" "$work" <<'PYTHON'
import html, subprocess, sys
binary, work = sys.argv[1], sys.argv[2]
FAMILY = "\U0001F468\u200D\U0001F469\u200D\U0001F467"  # FAMILY: MAN, WOMAN, GIRL (ZWJ sequence)
cases = [
    ("latin", 300, 200, "Hello, world"),
    ("latin-thin", 300, 100, "iiiiiiiiii"),
    ("latin-wide", 300, 100, "WWWWWWWWWW"),
    ("latin-default", 250, 250, "dummy"),
    ("latin-combining", 300, 150, "Cafe\u0301 nai\u0308ve"),  # e + COMBINING ACUTE, i + COMBINING DIAERESIS
    ("latin-wrapped", 400, 150, "The quick brown fox jumps over the lazy dog"),
    ("cjk", 300, 200, "\u6F22\u5B57\u6F22"),  # 漢字漢
    ("cjk-japanese", 400, 100, "\u65E5\u672C\u8A9E\u306E\u30C6\u30AD\u30B9\u30C8"),  # 日本語のテキスト
    ("cjk-korean", 300, 100, "\uD55C\uAD6D\uC5B4 \uD14D\uC2A4\uD2B8"),  # 한국어 텍스트
    ("devanagari", 300, 200, "\u0928\u092E\u0938\u094D\u0924\u0947 \u0926\u0941\u0928\u093F\u092F\u093E"),  # नमस्ते दुनिया
    ("devanagari-conjunct", 200, 200, "\u0915\u094D\u0937\u0924\u094D\u0930\u093F\u092F"),  # क्षत्रिय
    ("arabic", 300, 200, "\u0645\u0631\u062D\u0628\u0627 \u0628\u0627\u0644\u0639\u0627\u0644\u0645"),  # مرحبا بالعالم
    ("emoji-family", 300, 250, FAMILY * 3),
    ("emoji-flags", 300, 250, "\U0001F1EF\U0001F1F5\U0001F1FA\U0001F1E6\U0001F1EB\U0001F1F7"),  # JP UA FR
    ("emoji-mixed", 300, 250, "\U0001F44D\U0001F3FD\u2764\uFE0F1\uFE0F\u20E3"),  # thumbs up + skin tone, red heart, keycap 1
    ("mixed", 400, 200, "Hi \u6F22\u5B57 " + FAMILY + " \u0928\u092E\u0938\u094D\u0924\u0947"),
    ("lines", 200, 200, "one\ntwo\nthree"),
    ("truncated", 100, 20, "A long text that cannot fit in so small an image even at six pixels"),
]
figures = []
for name, width, height, text in cases:
    svg = subprocess.run([binary, "--width", str(width), "--height", str(height), "--text", text],
                         check=True, capture_output=True, text=True).stdout
    figures.append(f'<figure data-case="{name}" data-text="{html.escape(text)}">{svg}</figure>')
with open("scripts/browser-check.html", encoding="utf-8") as template:
    page = template.read().replace("<!-- SVGS -->", "\n".join(figures))
with open(f"{work}/page.html", "w", encoding="utf-8") as output:
    output.write(page)
PYTHON

chromium --headless --no-sandbox --disable-gpu --dump-dom "file://$work/page.html" 2>/dev/null >"$work/dom.html"

python3 - "$work/dom.html" <<'PYTHON'
import html, json, re, sys
dom = open(sys.argv[1], encoding="utf-8").read()
match = re.search(r'<pre id="result">(.*?)</pre>', dom, re.S)
if not match or not match.group(1).strip():
    sys.exit("browser-check: no results in Chromium's DOM (did the page script run?)")
results = json.loads(html.unescape(match.group(1)))
failures = []
print(f"{'case':22} {'size':>7} {'lines':>5} {'fill':>6} {'over':>5}   {'seed size':>9} {'seed fill':>9} {'seed over':>9}")
single = []
for r in results:
    capped = r["fontSize"] >= r["fontSizeCap"] - 0.01
    note = " (height cap)" if capped else ""
    print(f"{r['name']:22} {r['fontSize']:7.2f} {r['lines']:5} {r['fill']:6.1%} {r['overflow']:5.1f}   "
          f"{r['seedFontSize']:9.2f} {r['seedFill']:9.1%} {r['seedOverflow']:9.1f}{note}")
    if r["overflow"] > 0.5:
        failures.append(f"{r['name']}: overflows its image by {r['overflow']:.1f} px")
    if r["lines"] == 1 and not capped and r["name"] != "truncated":
        single.append(r)
        if r["fill"] < 0.70:
            failures.append(f"{r['name']}: fills only {r['fill']:.1%} of the available width")
if single:
    ours = sorted(r["fill"] for r in single)
    seed = sorted(r["seedFill"] for r in single)
    print(f"single-line, width-bound cases: {len(single)}; fill min {ours[0]:.1%}, median {ours[len(ours)//2]:.1%} "
          f"(seed formula: min {seed[0]:.1%}, median {seed[len(seed)//2]:.1%}, max {seed[-1]:.1%}); "
          f"seed overflows in {sum(r['seedOverflow'] > 0.5 for r in results)} of {len(results)} cases")
for failure in failures:
    print("FAIL " + failure)
sys.exit(1 if failures else 0)
PYTHON
