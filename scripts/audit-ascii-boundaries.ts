// Lists the regular expressions in src/ where an ASCII-only `\b`, `\B`, `\w` or `\W` meets a letter
// that may be Spanish (á, é, ñ…). JavaScript's `\b` and `\w` know only [A-Za-z0-9_], even with the `u`
// flag, so `\baceptará\b` never matches and `\w+` stops inside 'presentación'.
// Usage: node --import tsx scripts/audit-ascii-boundaries.ts [--all] [--short]
// --short also lists a `\b` after a word of 1–3 ASCII letters, which an accented letter can follow.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

const NON_ASCII_LETTER = /[\u00C0-\u024F]/u;

/** Whether a regex atom (literal, class, escape, group) can match a non-ASCII letter at one edge. */
function canMatchNonAscii(atom: string, edge: "first" | "last"): boolean {
  // Only atoms that stand for a letter of the word itself: a negated class, `.` or `\S` beside a `\b`
  // is the outside of the word (counted apart, as "outside").
  if (/^\\p\{/.test(atom)) return true;
  if (atom.startsWith("["))
    return !atom.startsWith("[^") && (NON_ASCII_LETTER.test(atom) || /\\p\{/.test(atom));
  if (atom.startsWith("(")) {
    const body = atom.replace(/^\((?:\?(?:[:=!]|<[=!]|<[^>]*>))?/, "").replace(/\)$/, "");
    return splitAlternatives(body).some((alt) => {
      const atoms = tokenize(alt);
      if (atoms.length === 0) return false;
      return edge === "first"
        ? edgeAtoms(atoms, 0, 1).some((a) => canMatchNonAscii(a, "first"))
        : edgeAtoms(atoms, atoms.length - 1, -1).some((a) => canMatchNonAscii(a, "last"));
    });
  }
  return NON_ASCII_LETTER.test(atom);
}

/** The atoms that can sit at an edge, walking past optional ones (`x?`, `x*`). */
function edgeAtoms(atoms: string[], start: number, step: 1 | -1): string[] {
  const out: string[] = [];
  for (let i = start; i >= 0 && i < atoms.length; i += step) {
    const a = atoms[i] as string;
    if (/^[?*+]|^\{\d/.test(a)) continue; // quantifier
    if (/^\\[bB]$|^[\^$]$|^\(\?<?[=!]/.test(a)) continue; // zero-width
    out.push(a);
    const q = step === 1 ? atoms[i + 1] : atoms[i + 1];
    const isOptional = q !== undefined && /^(?:\?|\*|\{0,)/.test(q);
    if (!isOptional) break;
  }
  return out;
}

function splitAlternatives(body: string): string[] {
  const alts: string[] = [];
  let depth = 0;
  let inClass = false;
  let cur = "";
  for (let i = 0; i < body.length; i++) {
    const c = body[i] as string;
    if (c === "\\") {
      cur += c + (body[i + 1] ?? "");
      i++;
      continue;
    }
    if (inClass) {
      if (c === "]") inClass = false;
    } else if (c === "[") inClass = true;
    else if (c === "(") depth++;
    else if (c === ")") depth--;
    else if (c === "|" && depth === 0) {
      alts.push(cur);
      cur = "";
      continue;
    }
    cur += c;
  }
  alts.push(cur);
  return alts;
}

/** Splits a regex source into atoms: literals, escapes, classes, whole groups, quantifiers. */
function tokenize(src: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < src.length; ) {
    const c = src[i] as string;
    if (c === "\\") {
      const m = /^\\(?:[pPu]\{[^}]*\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|k<[^>]*>|.)/su.exec(src.slice(i));
      const t = m ? m[0] : c;
      out.push(t);
      i += t.length;
    } else if (c === "[") {
      let j = i + 1;
      if (src[j] === "^") j++;
      if (src[j] === "]") j++;
      while (j < src.length && src[j] !== "]") j += src[j] === "\\" ? 2 : 1;
      out.push(src.slice(i, j + 1));
      i = j + 1;
    } else if (c === "(") {
      let depth = 0;
      let j = i;
      let inClass = false;
      for (; j < src.length; j++) {
        const d = src[j];
        if (d === "\\") {
          j++;
          continue;
        }
        if (inClass) {
          if (d === "]") inClass = false;
        } else if (d === "[") inClass = true;
        else if (d === "(") depth++;
        else if (d === ")" && --depth === 0) break;
      }
      out.push(src.slice(i, j + 1));
      i = j + 1;
    } else if (c === "{" && /^\{\d+(?:,\d*)?\}/.test(src.slice(i))) {
      const t = (/^\{\d+(?:,\d*)?\}\??/.exec(src.slice(i)) as RegExpExecArray)[0];
      out.push(t);
      i += t.length;
    } else if ("?*+".includes(c)) {
      const t = src[i + 1] === "?" ? `${c}?` : c;
      out.push(t);
      i += t.length;
    } else {
      out.push(c);
      i += c.length;
    }
  }
  return out;
}

type Finding = { token: string; context: string };

/** Every `\b \B \w \W` in a source (at any depth) with a neighbour that can be a non-ASCII letter. */
function auditSource(src: string): Finding[] {
  const findings: Finding[] = [];
  const atoms = tokenize(src);
  atoms.forEach((a, i) => {
    if (a.startsWith("(")) {
      const body = a.replace(/^\((?:\?(?:[:=!]|<[=!]|<[^>]*>))?/, "").replace(/\)$/, "");
      for (const alt of splitAlternatives(body)) findings.push(...auditSource(alt));
      return;
    }
    if (!/^\\[bBwW]$/.test(a) && !(a.startsWith("[") && /\\[wWbB]/.test(a))) return;
    const before = edgeAtoms(atoms, i - 1, -1);
    const after = edgeAtoms(atoms, i + 1, 1);
    const hit =
      before.some((b) => canMatchNonAscii(b, "last")) || after.some((b) => canMatchNonAscii(b, "first"));
    // A short ASCII word before `\b` also matches the start of a longer word whose next letter is
    // accented: 'se' in 'Señores', 'su' in 'Suárez', 'el' in 'Elías' (listed with --short).
    const isShort = a === "\\b" && before.some((b) => endsOnShortWord(b, atoms, i));
    if (hit || (showShort && isShort))
      findings.push({
        token: a,
        context: [...atoms.slice(Math.max(0, i - 3), i), `⟦${a}⟧`, ...atoms.slice(i + 1, i + 4)].join(""),
      });
  });
  return findings;
}

/** Whether an alternative (or the literal before position `at`) is a whole ASCII word of 1–3 letters. */
function endsOnShortWord(atom: string, atoms: string[], at: number): boolean {
  const isShortWord = (alt: string) => /^[a-z]{1,3}$/i.test(alt);
  if (atom.startsWith("(")) {
    const body = atom.replace(/^\((?:\?(?:[:=!]|<[=!]|<[^>]*>))?/, "").replace(/\)$/, "");
    return splitAlternatives(body).some(isShortWord);
  }
  let word = "";
  for (let k = at - 1; k >= 0 && /^[a-z]$/i.test(atoms[k] as string); k--) word = atoms[k] + word;
  const opener = atoms[at - 1 - word.length] ?? "^";
  return isShortWord(word) && ["^", "\\b", "\\s", " "].includes(opener);
}

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) yield* walk(p);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) yield p;
  }
}

/** Regex literals and the literal sources of `new RegExp(...)` / `RegExp(...)`. */
function regexSources(file: string): { line: number; source: string; flags: string }[] {
  const text = readFileSync(file, "utf8");
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const out: { line: number; source: string; flags: string }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isRegularExpressionLiteral(node)) {
      const m = /^\/(.*)\/([a-z]*)$/s.exec(node.text);
      if (m)
        out.push({
          line: sf.getLineAndCharacterOfPosition(node.getStart()).line + 1,
          source: m[1] as string,
          flags: m[2] as string,
        });
    } else if (
      (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
      node.expression.getText() === "RegExp" &&
      node.arguments?.[0]
    ) {
      const arg = node.arguments[0];
      const line = sf.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      // String and template pieces, as the regex engine receives them (escapes already undone).
      const pieces: string[] = [];
      const collect = (n: ts.Node): void => {
        if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) pieces.push(n.text);
        else if (ts.isTemplateExpression(n)) {
          pieces.push(n.head.text);
          for (const s of n.templateSpans) pieces.push("(?:X)", s.literal.text);
        } else ts.forEachChild(n, collect);
      };
      collect(arg);
      if (pieces.length) out.push({ line, source: pieces.join(""), flags: "" });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

const showAll = process.argv.includes("--all");
const showShort = process.argv.includes("--short");
const counts = new Map<string, number>();
let total = 0;
for (const file of walk("src")) {
  for (const { line, source } of regexSources(file)) {
    const findings = auditSource(source);
    if (findings.length === 0) continue;
    const rel = relative(".", file);
    counts.set(rel, (counts.get(rel) ?? 0) + findings.length);
    total += findings.length;
    if (showAll) for (const f of findings) console.log(`${rel}:${line}  ${f.context}`);
  }
}
for (const [file, n] of [...counts].sort((a, b) => b[1] - a[1]))
  console.log(`${String(n).padStart(4)}  ${file}`);
console.log(`${String(total).padStart(4)}  total in ${counts.size} files`);
