import { randomInt } from 'node:crypto';
import sharp from 'sharp';
import svgCaptcha from 'svg-captcha';

/** Characters that read alike (0/o/O, 1/i/I/l/L) are never drawn. */
const IGNORE = '0oO1iIlL';
const WIDTH = 120;
const HEIGHT = 40;
/** Drawn at twice the size the login box shows, so the image stays sharp on dense screens. */
const SCALE = 2;

type Options = NonNullable<Parameters<typeof svgCaptcha.create>[0]>;
/** The library's module is also a function drawing given text; its typings omit that and randomText's options. */
const drawText = svgCaptcha as unknown as (text: string, options: Options) => string;
const randomText = svgCaptcha.randomText as unknown as (options: Options) => string;

const between = (lo: number, hi: number) => lo + (randomInt(0, 1_000_000) / 1_000_000) * (hi - lo);
const hsl = (light: number) => `hsl(${randomInt(0, 360)},${randomInt(45, 75)}%,${light}%)`;

export function captchaText(): string {
  return randomText({ size: 4, ignoreChars: IGNORE });
}

/**
 * Draws `text` as a PNG. svg-captcha lays out the glyph outlines (a random font size per image);
 * each glyph is then turned and shifted on its own, the whole text bent by a random displacement
 * field, crossed by noise curves and dots, and rasterised on the server: the client gets pixels
 * only, never the outline paths whose command sequence would name each character.
 */
export async function renderCaptchaPng(text: string): Promise<Buffer> {
  const svg = drawText(text, {
    fontSize: randomInt(40, 53),
    noise: 0,
    color: true,
    width: WIDTH,
    height: HEIGHT,
  });
  const glyphs = [...svg.matchAll(/<path fill="[^"]*" d="([^"]*)"\/>/g)].map((m) => {
    const d = m[1] ?? '';
    const xs: number[] = [];
    const ys: number[] = [];
    for (const n of d.matchAll(/([\d.]+) ([\d.]+)/g)) {
      xs.push(Number(n[1]));
      ys.push(Number(n[2]));
    }
    const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
    const cy = (Math.min(...ys) + Math.max(...ys)) / 2;
    const dx = between(-2.5, 2.5).toFixed(2);
    const dy = (between(-2, 2) + (HEIGHT / 2 - cy) * 0.6).toFixed(2);
    const turn = between(-22, 22).toFixed(1);
    return `<g transform="translate(${dx} ${dy}) rotate(${turn} ${cx.toFixed(1)} ${cy.toFixed(1)})"><path fill="${hsl(
      randomInt(25, 45),
    )}" d="${d}"/></g>`;
  });
  const curves = Array.from({ length: randomInt(2, 4) }, () => {
    const p = () => `${randomInt(0, WIDTH)} ${randomInt(0, HEIGHT)}`;
    return `<path d="M${randomInt(0, 15)} ${randomInt(0, HEIGHT)} C${p()},${p()},${randomInt(
      100,
      WIDTH,
    )} ${randomInt(0, HEIGHT)}" stroke="${hsl(randomInt(40, 65))}" stroke-width="${between(0.7, 1.4).toFixed(
      1,
    )}" fill="none"/>`;
  });
  const dots = Array.from(
    { length: randomInt(60, 110) },
    () =>
      `<circle cx="${between(0, WIDTH).toFixed(1)}" cy="${between(0, HEIGHT).toFixed(1)}" r="${between(
        0.4,
        1.3,
      ).toFixed(1)}" fill="${hsl(randomInt(30, 70))}"/>`,
  );
  const skew = between(-12, 12).toFixed(1);
  const picture = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH * SCALE}" height="${
    HEIGHT * SCALE
  }" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs><filter id="warp" filterUnits="userSpaceOnUse" x="0" y="0" width="${WIDTH}" height="${HEIGHT}">
<feTurbulence type="fractalNoise" baseFrequency="${between(0.02, 0.05).toFixed(3)}" numOctaves="1" seed="${randomInt(
    1,
    10_000,
  )}"/>
<feDisplacementMap in="SourceGraphic" scale="${between(3, 5).toFixed(1)}" xChannelSelector="R" yChannelSelector="G"/>
</filter></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="#f3f6fb"/>
${dots.join('')}
<g filter="url(#warp)"><g transform="translate(${(Number(skew) * 0.35).toFixed(1)} 0) skewX(${skew})">${glyphs.join(
    '',
  )}</g></g>
${curves.join('')}
</svg>`;
  return sharp(Buffer.from(picture)).png({ compressionLevel: 9, palette: false }).toBuffer();
}
