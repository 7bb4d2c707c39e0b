"""A seeded, deterministic OCR damage pass for the held-out instruments of heldout3.

    damage(text, seed, level, protect=(), replace=(), header=None) -> str

What a courthouse scan does to a page, imitated in a fixed order so that the same seed always gives
the same text (standard library only, `random.Random` with an integer seed):

1. hand-placed replacements (`replace`, a list of (old, new) pairs; each `old` must occur): a
   handwritten day made unreadable, a damaged name in a signature block, a damaged county name;
2. fraction junk in aliquot parts: "NE/4" -> "NEY4", "SE1/A", "NE%", "NE l/4"; "S/2" -> "SY2", "S l/2";
3. character confusions inside ordinary words: l/1, I/l, O/0, rn/m, m/rn, e/c, h/b;
4. lost and extra spaces, words hyphenated across line ends;
5. stray stamp/scan lines and a repeated page header (`header`, a format string with {page}).

Protected from steps 3 and 4: every word of `protect` (the party names, so that the labels, written
from the clean text, stay what the page image shows), month names, complete dates ("March 3, 1952",
"3rd day of March, 1952", "3/3/1952") and every token holding a digit, except the bearings and
distances of a metes-and-bounds call and dollar amounts, where a stray l/1 or O/0 is harmless.
Levels: 1 light, 2 medium, 3 heavy.
"""
import random
import re

MONTHS = ("January February March April May June July August September October November December "
          "Jan Feb Mar Apr Jun Jul Aug Sep Sept Oct Nov Dec").split()
_MONTH_RE = "(?:" + "|".join(MONTHS) + r")\.?"
DATE_PATTERNS = [
    rf"\b{_MONTH_RE}\s+\d{{1,2}}(?:st|nd|rd|th)?,?\s+(?:A\.\s*D\.,?\s*)?\d{{4}}",
    rf"\b\d{{1,2}}(?:st|nd|rd|th)?\s+day\s+of\s+{_MONTH_RE},?\s+(?:A\.\s*D\.,?\s*)?\d{{4}}",
    r"\b\d{1,2}/\d{1,2}/\d{2,4}\b",
]
RATES = {1: 0.012, 2: 0.022, 3: 0.04}

QUARTER_JUNK = ["Y4", "1/A", "%", " l/4", "/A", "Y", "l/4", "X"]
HALF_JUNK = ["Y2", " l/2", "/Z", "l/2", "Vz"]
STRAY_LINES = ["' .  |", ". ,  ' :", "| i", "~ -- .", "RECEIVED", ": ' ; .", "l   ,", "FILED", "_ . ' ~", "|| ."]


def _fraction_junk(text, rng, rate):
    """Aliquot fractions as a poor scan of a typed or written fraction leaves them."""
    def sub(m):
        if rng.random() >= rate * 8:
            return m.group(0)
        head, frac = m.group(1), m.group(2)
        quarter = frac.strip() in ("/4", "¼", "1/4")
        return head + rng.choice(QUARTER_JUNK if quarter else HALF_JUNK)
    return re.sub(r"(?<![A-Za-z])(NE|NW|SE|SW|N|S|E|W)(\s?1/4|\s?1/2|/4|/2|¼|½)(?![0-9])", sub, text)


def _mask(text, protect):
    """True for every character that the random pass must leave alone."""
    mask = [False] * len(text)

    def cover(a, b):
        for i in range(max(0, a - 1), min(len(text), b + 1)):
            mask[i] = True

    words = set()
    for name in protect:
        for w in re.findall(r"[A-Za-z][A-Za-z'\-]+", name):
            if len(w) >= 2:
                words.add(w.lower())
    words.update(m.lower().rstrip(".") for m in MONTHS)
    for m in re.finditer(r"[A-Za-z][A-Za-z'\-]*", text):
        if m.group(0).lower() in words:
            cover(m.start(), m.end())
    for pat in DATE_PATTERNS:
        for m in re.finditer(pat, text, re.IGNORECASE):
            cover(m.start(), m.end())
    return mask


def _confuse(word, rng, rate):
    """Character confusions inside one ordinary word."""
    out, i = [], 0
    while i < len(word):
        c, r = word[i], rng.random()
        if word.startswith("rn", i) and r < rate * 6:
            out.append("m"); i += 2; continue
        if c == "m" and r < rate * 4:
            out.append("rn")
        elif c == "l" and r < rate * 5:
            out.append("1")
        elif c == "I" and r < rate * 6:
            out.append("l")
        elif c == "O" and r < rate * 6:
            out.append("0")
        elif c == "o" and r < rate * 1.5:
            out.append("0")
        elif c == "e" and r < rate * 2:
            out.append("c")
        elif c == "h" and r < rate * 1.5:
            out.append("b")
        else:
            out.append(c)
        i += 1
    return "".join(out)


def _numeric_ok(token, nxt):
    """Numbers where an l/1 or O/0 confusion damages nothing an examiner labels."""
    return token.startswith("$") or "°" in token or re.match(r"\s*(feet|ft|poles|perches|rods|chains)\b", nxt or "") is not None


def damage(text, seed, level, protect=(), replace=(), header=None):
    rng = random.Random(seed)
    rate = RATES[level]
    for old, new in replace:
        if old not in text:
            raise ValueError(f"hand replacement not found in the clean text: {old!r}")
        text = text.replace(old, new, 1)
    text = _fraction_junk(text, rng, rate)
    mask = _mask(text, protect)
    pieces, pos = [], 0
    tokens = re.findall(r"\s+|\S+", text)
    for k, tok in enumerate(tokens):
        start, end = pos, pos + len(tok)
        pos = end
        guarded = any(mask[start:end])
        if tok.isspace():
            prev_word = tokens[k - 1] if k else ""
            next_word = tokens[k + 1] if k + 1 < len(tokens) else ""
            if (not guarded and tok == " " and prev_word.isalpha() and next_word.isalpha()
                    and rng.random() < rate * 1.5):
                continue  # lost space
            pieces.append(tok)
            continue
        if guarded:
            pieces.append(tok)
            continue
        if any(ch.isdigit() for ch in tok):
            nxt = tokens[k + 2] if k + 2 < len(tokens) else ""
            if _numeric_ok(tok, nxt) and rng.random() < rate * 6:
                tok = tok.replace("1", "l", 1) if "1" in tok else tok.replace("0", "O", 1)
            pieces.append(tok)
            continue
        tok = _confuse(tok, rng, rate)
        letters = sum(ch.isalpha() for ch in tok)
        if letters >= 8 and rng.random() < rate * 3:
            cut = rng.randint(3, len(tok) - 3)
            if tok[cut - 1].isalpha() and tok[cut].isalpha():
                tok = tok[:cut] + "-\n" + tok[cut:]
        elif letters >= 6 and rng.random() < rate * 1.5:
            cut = rng.randint(2, len(tok) - 2)
            if tok[cut - 1].isalpha() and tok[cut].isalpha():
                tok = tok[:cut] + " " + tok[cut:]
        pieces.append(tok)
    lines = "".join(pieces).split("\n")
    out = []
    page = header[1] if header else 0
    for n, line in enumerate(lines):
        if header and n and n % 34 == 0:
            page += 1
            out.append(header[0].format(page=page))
        out.append(line)
        if line.strip() and rng.random() < rate * 1.6:
            out.append(rng.choice(STRAY_LINES))
    if header:
        out.insert(0, header[0].format(page=header[1]))
    return "\n".join(out)
