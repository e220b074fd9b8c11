/**
 * Flesch-Kincaid grade with a heuristic syllable count (vowel groups, a silent final e), the measure used
 * for the pathway finder: words per sentence and syllables per word. Year 7-8 is a grade of 8 or less.
 */
export function readingGrade(text: string): number {
  const sentences = text.split(/[.!?]+(?:\s|$)/).filter((s) => /[a-z]/i.test(s));
  const words = text.match(/[a-z’']+/gi) ?? [];
  const syllables = words.reduce(
    (n, w) =>
      n +
      Math.max(
        1,
        (
          w
            .toLowerCase()
            .replace(/e$/, '')
            .match(/[aeiouy]+/g) ?? []
        ).length,
      ),
    0,
  );
  return 0.39 * (words.length / sentences.length) + 11.8 * (syllables / words.length) - 15.59;
}
