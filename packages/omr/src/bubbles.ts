/**
 * Deciding bubbles and answers (docs/recognition.md, steps 6–7): each bubble filled, empty or
 * ambiguous against its own sheet, and the answer of each question with its flag. How a bubble is
 * measured is in sample.ts.
 */
import type { BubbleSample } from './sample';

export { type BubbleSample, type PaperSpots, paperSpots, sampleBubble, UNEVEN } from './sample';

export type Decision = 'filled' | 'empty' | 'ambiguous';

export interface BubbleRead {
  question: string;
  option: string;
  /**
   * Darkness of the bubble's inside to the left and right of its printed letter against the paper
   * just outside it: 0 white … 1 black. The letter is left out: it differs from bubble to bubble and
   * would blur the line between an erased mark and a light one.
   */
  fill: number;
  /** Darkness of the bubble's centre, over its letter (most of the centre, not its darkest strokes). */
  centre: number;
  decision: Decision;
  /**
   * Only its centre is dark, the rest empty: a dot (错误填涂), `ambiguous`, never taken for an
   * erasure beside a clear mark.
   */
  dot?: boolean;
  /** Its printed ring was found where the map puts it; when not, the decision is `ambiguous`. */
  ring?: boolean;
  /** The paper around it is uneven (a stain's edge or rim beside it): see `BubbleSample.fillLow`. */
  uneven?: boolean;
  /** A stroke runs through it out of the ring on opposite sides: crossed out (疑似改涂). */
  struck?: boolean;
}

export const median = (v: number[]) => {
  const s = [...v].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)]! : 0;
};

/** The spread of the values at or below `ref` (empty bubbles: marks never make a bubble lighter). */
function lowerSpread(v: number[], ref: number): number {
  const lighter = v.filter((f) => f <= ref).map((f) => ref - f);
  return 1.4826 * median(lighter.length > 1 ? lighter : v.map((f) => Math.abs(f - ref)));
}

/**
 * Lines of the decision, as darkness above the sheet's empty bubbles. A bubble is filled from
 * `FILLED` up: a light 2B fill (darkness 0.3) is over it, an erased mark (up to ~0.2) is not.
 * Between `EMPTY` and `FILLED` it is ambiguous. A centre `DOT` darker than the empty ones' is a dot.
 */
const EMPTY = 0.07;
const FILLED = 0.25;
const DOT = 0.3;

/**
 * Decides every bubble of one sheet against that sheet's own empty bubbles: the median is the empty
 * reference (most bubbles of a sheet are empty), the spread of the lighter half the noise. A bubble
 * is filled when its ends are clearly dark; ambiguous — sent to a person, never guessed — when they
 * are between clear and empty (an erased or faint mark, a tick), or when only its centre is dark (a
 * dot); else empty. No fixed global threshold: a grey scan or a dirty glass moves the reference.
 */
export function decide(samples: BubbleSample[]): {
  decisions: Decision[];
  dots: boolean[];
  empty: number;
  low: number;
  high: number;
} {
  const fills = samples.map((s) => s.fill);
  const centres = samples.map((s) => s.centre);
  const empty = median(fills);
  // The noise of empty bubbles from the side of the median marks never reach (lighter than it): on a
  // short sheet a third of the bubbles may be filled, and they would widen a two-sided spread.
  const spread = Math.max(0.005, lowerSpread(fills, empty));
  const low = empty + Math.max(EMPTY, 4 * spread);
  const high = empty + Math.max(FILLED, 8 * spread);
  // Not widened by the centres' spread: the letters make it wide on every sheet, not noise.
  const dotLine = median(centres) + DOT;
  const dots = samples.map((s) => s.fill < high && s.centre >= dotLine);
  return {
    // Filled only when the darkest paper beside it agrees (a stain's rim beside a bubble is not its fill).
    decisions: samples.map((s, i) =>
      s.fill >= high && (s.fillLow ?? s.fill) >= high
        ? 'filled'
        : s.fill > low || dots[i]
          ? 'ambiguous'
          : 'empty',
    ),
    dots,
    empty,
    low,
    high,
  };
}

/**
 * A page whose bubbles are read half dark in numbers — more than half of them (and at least 8)
 * with ends between 0.07 and 0.45 against the paper — is not a page of fills and empties but a map
 * gone wrong (a photo's bubbles sampled half off their places while rings still line up): on the
 * generated sheets a page read right has at most 12 of 137 such, the one misread photo 87.
 */
export function murky(samples: BubbleSample[]): boolean {
  const half = samples.filter((s) => s.fill > 0.07 && s.fill < 0.45).length;
  return half >= 8 && half > samples.length / 2;
}

/**
 * In a question whose bubbles all read empty, one bubble this much darker than the next darkest of
 * the question — at its ends, or at its centre — is a mark too faint to cross the sheet's lines on
 * its own (a tick or a small dot on a dim photo), not an empty bubble.
 */
const STANDS_OUT = { fill: 0.06, centre: 0.15 };

/**
 * The bubbles of one question (or 考号 column) that stand out among the question's empty ones: in a
 * question with nothing filled or ambiguous, a bubble whose ends are `STANDS_OUT.fill` darker than the
 * sheet's empty reference and than every other bubble of the question, or whose centre is
 * `STANDS_OUT.centre` darker than is usual for its letter on this sheet and than every other's
 * (measured the same way: an A's crossbar darkens its centre, a C's open middle does not). They are
 * made ambiguous: the question would otherwise read blank, silently, where the student did mark.
 */
export function standingOut(
  reads: { option: string; fill: number; centre: number; decision: Decision }[],
  sheet: { empty: number; centreOf: (option: string) => number },
): number[] {
  if (reads.length < 2 || reads.some((r) => r.decision !== 'empty')) return [];
  const out: number[] = [];
  const excess = {
    fill: reads.map((r) => r.fill - sheet.empty),
    centre: reads.map((r) => r.centre - sheet.centreOf(r.option)),
  };
  for (const key of ['fill', 'centre'] as const) {
    const order = excess[key].map((v, i) => ({ v, i })).sort((p, q) => q.v - p.v);
    const [top, next] = [order[0]!, order[1]!];
    if (top.v >= STANDS_OUT[key] && top.v - next.v >= STANDS_OUT[key] && !out.includes(top.i))
      out.push(top.i);
  }
  return out;
}

/**
 * Applies `standingOut` to every question (and 考号 column) of a page read against `empty`, the
 * sheet's empty reference: the bubbles that stand out become ambiguous, in place. Each letter's usual
 * centre is its median over the page.
 */
export function flagStandingOut(bubbles: BubbleRead[], empty: number): void {
  const push = <T>(m: Map<string, T[]>, k: string, v: T) => {
    const list = m.get(k);
    if (list) list.push(v);
    else m.set(k, [v]);
  };
  const centres = new Map<string, number[]>();
  const questions = new Map<string, BubbleRead[]>();
  for (const b of bubbles) {
    push(centres, b.option, b.centre);
    push(questions, b.question, b);
  }
  const letterCentre = new Map([...centres].map(([option, v]) => [option, median(v)]));
  const sheet = { empty, centreOf: (option: string) => letterCentre.get(option) ?? 0 };
  for (const q of questions.values()) for (const k of standingOut(q, sheet)) q[k]!.decision = 'ambiguous';
}

/** A marginal mark under this share of the question's firmest is an erasure (one-answer questions). */
const ERASED = 0.5;
/** A filled mark under this share of the firmest in a multiple-choice question goes to a person. */
const FAR_LIGHTER = 0.4;
/**
 * On multiple choice, a filled mark under this share of the page's usual fill, or this much darker
 * than it, is not like the student's other marks (an erasure left dark, a fill gone over again or
 * crossed): a person looks.
 */
const PAGE_FAINTER = 0.55;
const PAGE_DARKER = 0.3;

export type AnswerFlag = 'blank' | 'multiple' | 'ambiguous' | 'crossed';

/**
 * One question's options as read: chosen letters and a flag. A bubble with a stroke through it out
 * of its ring (`struck`: an X or a strike over an answer the student cancelled) makes the question
 * `crossed` (疑似改涂), for a person, whatever else it reads; its letter is left out of the answer.
 * On a question with one answer, where a clear mark stands beside a marginal one much lighter than
 * it (an erased first choice), the marginal one counts as empty — but not a dot, which may be a
 * second answer. Not on multiple choice: there a light or half mark beside a firm one may be a second
 * answer as well as an erasure, so it stays for a person; so does a filled one far lighter than the
 * firmest (`FAR_LIGHTER`), whose letter would otherwise be added silently if an erasure were left
 * just dark enough to count as filled, and one far lighter or darker than the page's usual fill
 * (`typicalFill`, the median of the page's filled answer bubbles).
 */
export function answerOf(
  kind: 'single' | 'multiple' | 'trueFalse',
  reads: BubbleRead[],
  typicalFill?: number,
): { answer: string; flag: AnswerFlag | null } {
  const strongest = Math.max(0, ...reads.filter((r) => r.decision === 'filled').map((r) => r.fill));
  const unlike = (f: number) =>
    typicalFill !== undefined && (f < typicalFill * PAGE_FAINTER || f > typicalFill + PAGE_DARKER);
  const settled = reads.map((r) => {
    if (kind !== 'multiple' && r.decision === 'ambiguous' && !r.dot && r.fill < strongest * ERASED)
      return { ...r, decision: 'empty' as const };
    if (
      kind === 'multiple' &&
      r.decision === 'filled' &&
      (r.fill < strongest * FAR_LIGHTER || unlike(r.fill))
    )
      return { ...r, decision: 'ambiguous' as const };
    return r;
  });
  const crossed = settled.some((r) => r.struck);
  const chosen = settled.filter((r) => r.decision === 'filled' && !r.struck).map((r) => r.option);
  const doubtful = settled.some((r) => r.decision === 'ambiguous' && !r.struck);
  const answer = chosen.sort().join('');
  if (crossed) return { answer, flag: 'crossed' };
  if (doubtful) return { answer, flag: 'ambiguous' };
  if (chosen.length === 0) return { answer: '', flag: 'blank' };
  if (kind !== 'multiple' && chosen.length > 1) return { answer, flag: 'multiple' };
  return { answer, flag: null };
}
