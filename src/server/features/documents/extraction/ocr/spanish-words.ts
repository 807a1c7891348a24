/**
 * The most frequent Spanish words of two letters or more (articles, prepositions, conjunctions,
 * pronouns, common verbs). Any Spanish page, a tender's or a company's, is a third or more made of them;
 * a page read upside-down or on its side yields none but by chance. Single letters ('a', 'y', 'o', 'e')
 * are left out: a misread speck often is one.
 */
const FREQUENT_WORDS = new Set(
  [
    "de del la las el los lo al en con por para sin sobre entre desde hasta ante bajo según durante",
    "un una uno unos unas que se su sus es son ser será serán sea sean ha han haya hayan fue era está",
    "como más no ni si sí le les este esta estos estas ese esa dicho dicha cual cuales cuando donde",
    "todo toda todos todas otro otra otros otras cada mismo misma también así pero dentro caso debe",
    "deberá deberán podrá podrán puede pueden mediante través parte conforme artículo",
  ]
    .join(" ")
    .split(" "),
);

/** Words read: runs of two letters or more, lower-cased. */
function wordsOf(text: string): string[] {
  return (text.match(/\p{L}{2,}/gu) ?? []).map((word) => word.toLocaleLowerCase("es"));
}

/** Fewer words than this say nothing about the page's orientation. */
const MIN_WORDS = 5;
/** Upright Spanish text: 30-50 % of its words are frequent ones; upside-down readings: under 5 %. */
const UPRIGHT_SHARE = 0.12;
/**
 * Spanish words average 4-5 letters; a page read on its side yields two-letter scraps ('oz', 'Se', 'DB'),
 * some of which are frequent words by chance.
 */
const MIN_MEAN_WORD_LENGTH = 3.5;

/**
 * Whether a reading is plainly Spanish text read the right way up: enough words, of a Spanish length,
 * enough of them among the most frequent Spanish words, two different ones at least. `undefined` when
 * the reading has too few words to tell.
 */
export function isReadUpright(text: string): boolean | undefined {
  const words = wordsOf(text);
  if (words.length < MIN_WORDS) return undefined;
  const meanLength = words.reduce((sum, word) => sum + word.length, 0) / words.length;
  const distinct = new Set(words.filter((word) => FREQUENT_WORDS.has(word))).size;
  return meanLength >= MIN_MEAN_WORD_LENGTH && distinct >= 2 && frequentWordShare(words) >= UPRIGHT_SHARE;
}

/** Share of the reading's words that are frequent Spanish words: the better of two readings has more. */
export function frequentWordShare(words: string[] | string): number {
  const list = typeof words === "string" ? wordsOf(words) : words;
  if (list.length === 0) return 0;
  return list.filter((word) => FREQUENT_WORDS.has(word)).length / list.length;
}
