import sharp from 'sharp';

/**
 * A few A4 sheets at 300 dpi for the simulated scanner when no folder is given: a frame, four corner
 * marks like an answer sheet's and a row of bubbles, shifted per sheet so the pages differ.
 */
export async function demoPages(count = 4): Promise<Buffer[]> {
  const width = 2480;
  const height = 3507;
  return Promise.all(
    Array.from({ length: count }, (_, i) => {
      const marks = [
        [150, 150],
        [width - 230, 150],
        [150, height - 230],
        [width - 230, height - 230],
      ]
        .map(([x, y]) => `<rect x="${x}" y="${y}" width="80" height="80" fill="black"/>`)
        .join('');
      const bubbles = Array.from({ length: 4 }, (_, b) => {
        const filled = b === i % 4 ? 'black' : 'none';
        return `<ellipse cx="${500 + b * 200}" cy="${800 + i * 120}" rx="60" ry="35" stroke="black" stroke-width="6" fill="${filled}"/>`;
      }).join('');
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
        <rect width="100%" height="100%" fill="white"/>
        <rect x="300" y="400" width="${width - 600}" height="${height - 800}" fill="none" stroke="#333" stroke-width="8"/>
        ${marks}${bubbles}</svg>`;
      return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
    }),
  );
}
