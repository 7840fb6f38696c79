/** One row of a choice question's answer distribution. */
export interface OptionShare {
  /** The option letter; '' is the blank row (未作答). */
  option: string;
  count: number;
  /** count / number of non-null answers. */
  share: number;
  /** The option is in the key (always false for the blank row). */
  correct: boolean;
}

/**
 * How often each option of a choice question was chosen: one row per option in the given order, then
 * the blank row. An answer is the chosen letters ("A", "AC"; "" blank; null absent and left out). A
 * multi-letter answer counts once for each distinct option letter it holds, so the shares of a
 * multiple-choice question may sum above 1; characters that are not options are ignored.
 */
export function optionShares(
  answers: readonly (string | null)[],
  options: readonly string[],
  key: readonly string[],
): OptionShare[] {
  const index = new Map<string, number>();
  options.forEach((option, i) => {
    if (!index.has(option)) index.set(option, i);
  });
  const counts = new Int32Array(options.length);
  // seen[i] = the answer number that last counted option i, so "AA" counts A once without a Set per answer.
  const seen = new Int32Array(options.length);
  let answered = 0;
  let blank = 0;
  for (const answer of answers) {
    if (answer === null) continue;
    answered++;
    if (answer === '') {
      blank++;
      continue;
    }
    for (const ch of answer) {
      const i = index.get(ch);
      if (i === undefined || seen[i] === answered) continue;
      seen[i] = answered;
      counts[i]!++;
    }
  }
  const share = (count: number) => (answered === 0 ? 0 : count / answered);
  const rows = options.map((option, i) => ({
    option,
    count: counts[i]!,
    share: share(counts[i]!),
    correct: key.includes(option),
  }));
  rows.push({ option: '', count: blank, share: share(blank), correct: false });
  return rows;
}
