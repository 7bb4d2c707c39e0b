"""Deterministic OCR-style damage for some held-out texts (seeded by document id).

Damage kinds: l/1 and I/l swaps, O/0 in capitalised words, rn/m and c/e confusions, lost or extra
spaces, line-end hyphenation (a word split across two lines), fraction junk ("NE 1/4" -> "NEY4",
"NE%", "NE l/4"), stray stamp/scan lines, page headers. Words in `protect` (party names, month
names) and tokens with digits (dates, volumes, pages) are never altered by the letter swaps.
"""
import random, re

JUNK = ["| ; ' .", "~ ,  ' : .", "RECEIVED", "'  i  |", "§ . ,", "__ ' ~", ". : ' ' ,", "}  ;",
        "OFFICIAL COPY", "Filed ' , ' :"]


def damage_word(w, r, p):
    if any(ch.isdigit() for ch in w) or len(w) < 3:
        return w
    out = w
    x = r.random() / p  # which damage band, if any (each band is one kind of damage)
    if x < 1:
        out = out.replace("l", "1", 1)
    elif x < 1.6:
        out = out.replace("I", "l", 1)
    elif x < 2.4 and out.isupper():
        out = out.replace("O", "0", 1)
    elif x < 2.8:
        out = out.replace("rn", "m", 1)
    elif x < 3.2:
        out = out.replace("m", "rn", 1)
    elif x < 3.7 and "e" in out[1:]:
        i = out.index("e", 1)
        out = out[:i] + "c" + out[i + 1:]
    elif x < 4.0:
        out = out.replace("h", "b", 1)
    elif x < 4.5 and "," not in out and len(out) > 5:
        i = r.randint(2, len(out) - 2)
        out = out[:i] + " " + out[i:]
    return out


FRAC = re.compile(r"\b([NSEW]{1,2}) ?1/([42])\b")


def fraction_junk(text, r, p):
    def sub(m):
        if r.random() > p:
            return m.group(0)
        d = m.group(2)
        choices = (["Y4", "%", " l/4", "1/A", "¼", "1/4"] if d == "4" else ["Yz", "½", " l/2", "1/Z", "1/2"])
        return m.group(1) + r.choice(choices)
    return FRAC.sub(sub, text)


def hyphenate(lines, r, p):
    out = list(lines)
    for i in range(len(out) - 1):
        nxt = out[i + 1].lstrip()
        if not nxt or not out[i].strip():
            continue
        first = nxt.split(" ")[0]
        if len(first) >= 7 and first.isalpha() and r.random() < p:
            k = r.randint(3, len(first) - 3)
            indent = out[i + 1][: len(out[i + 1]) - len(nxt)]
            out[i] = out[i].rstrip() + " " + first[:k] + "-"
            out[i + 1] = indent + first[k:] + nxt[len(first):]
    return out


def damage(text, doc_id, protect=(), level=1.0, header=None):
    r = random.Random(doc_id)
    p = 0.012 * level
    prot = {w.upper() for w in protect}
    months = {"JANUARY", "FEBRUARY", "MARCH", "APRIL", "MAY", "JUNE", "JULY", "AUGUST", "SEPTEMBER",
              "OCTOBER", "NOVEMBER", "DECEMBER"}
    prot |= months
    text = fraction_junk(text, r, 0.5 * level)
    lines = []
    for line in text.split("\n"):
        toks = re.split(r"( +)", line)
        new = []
        for t in toks:
            core = re.sub(r"[^A-Za-z]", "", t).upper()
            if t.strip() and core not in prot:
                t = damage_word(t, r, p)
            new.append(t)
        line = "".join(new)
        if r.random() < 0.03 * level:  # a lost space between two words
            line = re.sub(r"(\w) (\w)", r"\1\2", line, count=1)
        lines.append(line)
    lines = hyphenate(lines, r, 0.12 * level)
    n = len(lines)
    for _ in range(int(2 * level) + 1):  # stray stamp / scan debris
        lines.insert(r.randint(1, max(1, n - 1)), r.choice(JUNK))
    if header:
        mid = len(lines) // 2
        lines[mid:mid] = ["", header, ""]
    return "\n".join(lines)
