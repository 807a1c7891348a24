#!/usr/bin/env python3
"""How far two label files of one tender agree: points of A found in B on the same or an adjacent line
of the same page (pdftotext -layout, pages split on form feeds), then kind and mandatory agreement on
those pairs.  Usage: python3 scripts/label-agreement.py PDF A.json B.json"""
import json, re, subprocess, sys, unicodedata
def norm(s):
    s = unicodedata.normalize("NFKD", s.lower()); s = "".join(c for c in s if not unicodedata.combining(c))
    return re.sub(r"\s+", " ", s).strip()
pdf, a_path, b_path = sys.argv[1:4]
pages = subprocess.run(["pdftotext", "-layout", pdf, "-"], capture_output=True, text=True).stdout.split("\f")
lines = {i + 1: [norm(l) for l in p.split("\n")] for i, p in enumerate(pages)}
def locate(label):
    q = norm(label["quote"])
    for n, l in enumerate(lines.get(label["page"], [])):
        if q and q in l: return (label["page"], n)
    return None
A = json.load(open(a_path)); B = json.load(open(b_path))
bl = {}
for b in B:
    k = locate(b)
    if k: bl.setdefault(k, []).append(b)
pairs = []; unmatched = 0
for a in A:
    k = locate(a)
    cands = bl.get(k, []) if k else []
    if not cands and k:  # a neighbouring line (a sentence wrapped over two lines)
        for d in (-1, 1, -2, 2):
            cands = bl.get((k[0], k[1] + d), [])
            if cands: break
    if cands: pairs.append((a, cands[0]))
    else: unmatched += 1
kind = sum(a["kind"] == b["kind"] for a, b in pairs); mand = sum(a["mandatory"] == b["mandatory"] for a, b in pairs)
print(f"A {len(A)} labels, B {len(B)}; A's found in B (same or adjacent line): {len(pairs)} ({100*len(pairs)/len(A):.0f} %)")
print(f"kind agrees {kind}/{len(pairs)} = {100*kind/max(1,len(pairs)):.0f} %; mandatory agrees {mand}/{len(pairs)} = {100*mand/max(1,len(pairs)):.0f} %")
from collections import Counter
print("kind disagreements (A -> B):", Counter((a["kind"], b["kind"]) for a, b in pairs if a["kind"] != b["kind"]).most_common(12))
