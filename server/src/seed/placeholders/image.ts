import { loadSharp } from "../../storage/load-sharp.js";

// Generated demo pictures: an SVG (a seeded palette, a few shapes, the caption in the system's
// sans-serif font) rendered to PNG by sharp. No font files and nothing fetched; on one machine
// the same seed always gives the same bytes.

export type PlaceholderPattern = "landscape" | "shapes" | "cover";

export interface PlaceholderImageOptions {
  width: number;
  height: number;
  seed: string | number;
  /** Short text written on the picture. */
  label?: string;
  /** Default: landscape or shapes, chosen by the seed. */
  pattern?: PlaceholderPattern;
}

type Rgb = readonly [number, number, number];

interface Palette {
  skyTop: Rgb;
  skyBottom: Rgb;
  sun: Rgb;
  layers: readonly [Rgb, Rgb, Rgb];
}

const rgb = (hex: string): Rgb => {
  const value = Number.parseInt(hex.slice(1), 16);
  return [value >> 16, (value >> 8) & 255, value & 255];
};

// Each palette: the sky's top and bottom, the sun, then three hills from far to near.
const PALETTES: readonly Palette[] = [
  ["#ffd6a5", "#fda085", "#fff6d6", "#e87860", "#be5250", "#783848"],
  ["#c6eae6", "#8ecac4", "#fffae6", "#48a494", "#287870", "#164e50"],
  ["#e2d6f5", "#beaae6", "#fff0fa", "#8c76c4", "#6452a0", "#403470"],
  ["#cee0f0", "#96badc", "#fafaf0", "#60966e", "#3e7656", "#265440"],
  ["#ffecb3", "#ffcc80", "#fffceb", "#f0963c", "#ce6e28", "#964c24"],
  ["#ffc8aa", "#aa8cc8", "#ffecc8", "#6e5a96", "#504078", "#322854"],
].map((colours) => {
  const [skyTop, skyBottom, sun, far, middle, near] = colours.map(rgb) as [Rgb, Rgb, Rgb, Rgb, Rgb, Rgb];
  return { skyTop, skyBottom, sun, layers: [far, middle, near] };
});
const SKIN_TONES: readonly Rgb[] = ["#f1c2a0", "#e0ac87", "#c68e68", "#aa7452", "#8d5e42"].map(rgb);
const HAIR: readonly Rgb[] = ["#221c1a", "#34261e", "#463428", "#5c5856"].map(rgb);
const CLOTHES: readonly Rgb[] = ["#2e548c", "#783040", "#286e60", "#584880", "#464650", "#b06030"].map(rgb);
const WHITE: Rgb = [255, 255, 255];

/** A small deterministic random source (mulberry32 over an FNV-1a hash of the seed). */
export function seededRandom(seed: string | number): () => number {
  let hash = 0x811c9dc5;
  for (const ch of String(seed)) {
    hash ^= ch.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  let state = hash >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)];
const between = (random: () => number, low: number, high: number) => low + random() * (high - low);
const mix = (a: Rgb, b: Rgb, t: number): Rgb => {
  const channel = (c: 0 | 1 | 2) => Math.round(a[c] + (b[c] - a[c]) * t);
  return [channel(0), channel(1), channel(2)];
};
const shade = (color: Rgb, factor: number): Rgb => mix([0, 0, 0], color, factor);
const css = ([r, g, b]: Rgb) => `rgb(${r},${g},${b})`;
const n = (value: number) => Math.round(value * 10) / 10;
const points = (list: readonly (readonly [number, number])[]) => list.map(([x, y]) => `${n(x)},${n(y)}`).join(" ");

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[ch]!);

function gradient(id: string, from: Rgb, to: Rgb): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${css(from)}"/><stop offset="1" stop-color="${css(to)}"/></linearGradient></defs>`;
}

function landscape(width: number, height: number, palette: Palette, random: () => number): string {
  const parts = [
    gradient("sky", palette.skyTop, palette.skyBottom),
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
    `<circle cx="${n(between(random, 0.15, 0.85) * width)}" cy="${n(between(random, 0.22, 0.38) * height)}" r="${n(height * 0.12)}" fill="${css(palette.sun)}"/>`,
  ];
  palette.layers.forEach((color, layer) => {
    const base = height * (0.5 + layer * 0.14);
    const amplitude = height * between(random, 0.05, 0.1);
    const frequency = between(random, 1.2, 2.6) / width;
    const phase = random() * Math.PI * 2;
    const hill: [number, number][] = [];
    for (let i = 0; i <= 48; i++) {
      const x = (i * width) / 48;
      hill.push([x, base + amplitude * Math.sin(x * frequency * Math.PI * 2 + phase) + amplitude * 0.4 * Math.sin(x * frequency * 5.3 + phase * 2)]);
    }
    parts.push(`<polygon points="${points([...hill, [width, height], [0, height]])}" fill="${css(color)}"/>`);
  });
  return parts.join("");
}

function shapes(width: number, height: number, palette: Palette, random: () => number): string {
  const parts = [`<rect width="${width}" height="${height}" fill="${css(mix(palette.skyTop, WHITE, 0.35))}"/>`];
  const colors: Rgb[] = [palette.skyBottom, palette.sun, ...palette.layers];
  const unit = Math.min(width, height);
  // One shape per cell of a 4 x 2 grid, nudged a little, so they spread over the picture.
  for (let i = 0; i < 8; i++) {
    const fill = css(pick(random, colors));
    const x = ((i % 4) + 0.5 + between(random, -0.3, 0.3)) * (width / 4);
    const y = (Math.floor(i / 4) + 0.5 + between(random, -0.25, 0.25)) * (height / 2);
    const size = unit * between(random, 0.2, 0.42);
    const kind = Math.floor(random() * 3);
    if (kind === 0) parts.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(size / 2)}" fill="${fill}"/>`);
    else if (kind === 1) parts.push(`<rect x="${n(x - size / 2)}" y="${n(y - size / 3)}" width="${n(size)}" height="${n((size * 2) / 3)}" fill="${fill}"/>`);
    else
      parts.push(
        `<polygon points="${points([
          [x, y - size / 2],
          [x + size / 2, y + size / 2],
          [x - size / 2, y + size / 2],
        ])}" fill="${fill}"/>`,
      );
  }
  return parts.join("");
}

function cover(width: number, height: number, palette: Palette, random: () => number): string {
  const main = pick(random, palette.layers);
  const band = (y: number) => `<rect y="${n(height * y)}" width="${width}" height="${n(height * 0.03)}" fill="${css(palette.sun)}"/>`;
  return [
    `<rect width="${width}" height="${height}" fill="${css(main)}"/>`,
    `<rect width="${n(width * 0.06)}" height="${height}" fill="${css(shade(main, 0.7))}"/>`,
    band(0.08),
    band(0.86),
    `<circle cx="${n(width * 0.72)}" cy="${n(height * 0.72)}" r="${n(Math.min(width, height) * 0.16)}" fill="${css(palette.skyTop)}"/>`,
  ].join("");
}

/** Splits text into lines of at most `maxChars` characters at spaces; long words are cut. */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of text.trim().split(/\s+/)) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= maxChars) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = word.length > maxChars ? word.slice(0, maxChars) : word;
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1];
  kept[maxLines - 1] = last.length + 1 <= maxChars ? `${last}…` : `${last.slice(0, maxChars - 1)}…`;
  return kept;
}

/** White text on a dark strip at the bottom of a picture, or left-aligned high on a cover. */
function caption(width: number, height: number, label: string, palette: Palette, pattern: PlaceholderPattern): string {
  const onCover = pattern === "cover";
  const size = Math.max(12, Math.round(height / (onCover ? 13 : 12)));
  // About 0.6 em per character of a bold sans-serif: a safe estimate for wrapping.
  const maxChars = Math.max(4, Math.floor((width * (onCover ? 0.78 : 0.86)) / (size * 0.6)));
  const lines = wrapText(label, maxChars, onCover ? 4 : 2);
  const lineHeight = Math.round(size * 1.25);
  const blockHeight = lines.length * lineHeight + Math.round(size * 0.5);
  const top = onCover ? Math.round(height * 0.2) : height - blockHeight - Math.round(height * 0.06);
  const x = onCover ? Math.round(width * 0.12) : Math.round(width / 2);
  const strip = onCover ? "" : `<rect y="${top}" width="${width}" height="${blockHeight}" fill="${css(shade(palette.layers[2], 0.6))}" fill-opacity="0.7"/>`;
  const text = lines
    .map((line, i) => `<text x="${x}" y="${top + Math.round(size * 0.25) + (i + 1) * lineHeight - Math.round(size * 0.3)}">${escapeXml(line)}</text>`)
    .join("");
  return `${strip}<g font-family="sans-serif" font-weight="bold" font-size="${size}" fill="#fff" text-anchor="${onCover ? "start" : "middle"}">${text}</g>`;
}

function svg(width: number, height: number, body: string): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`);
}

// The fastest deflate level: these bytes are only handed to the content service, which decodes
// them and stores its own encoding and WebP variants, so the pixels visitors get are the same
// and the effort of level 9 (four times the time, most of the seed's pictures cost) was lost.
const toPng = async (image: Buffer) => (await loadSharp())(image).png({ compressionLevel: 1 }).toBuffer();

/** A PNG of a gentle landscape, a few geometric shapes or a book cover, from a seeded palette. */
export async function placeholderImage(options: PlaceholderImageOptions): Promise<Buffer> {
  const { width, height } = options;
  const random = seededRandom(options.seed);
  const palette = pick(random, PALETTES);
  const pattern = options.pattern ?? (random() < 0.5 ? "landscape" : "shapes");
  const draw = { landscape, shapes, cover }[pattern];
  const label = options.label ? caption(width, height, options.label, palette, pattern) : "";
  return toPng(svg(width, height, draw(width, height, palette, random) + label));
}

/** A 240 x 300 abstract avatar: head and shoulders on a soft background, no text. */
export async function portraitImage(seed: string | number): Promise<Buffer> {
  const random = seededRandom(`portrait:${seed}`);
  const palette = pick(random, PALETTES);
  const skinTone = pick(random, SKIN_TONES);
  const skin = css(skinTone);
  const neck = css(shade(skinTone, 0.9));
  const hair = css(pick(random, HAIR));
  const clothes = pick(random, CLOTHES);
  const lapel = css(mix(clothes, WHITE, 0.55));
  const longHair = random() < 0.5;
  return toPng(
    svg(
      240,
      300,
      [
        gradient("bg", mix(palette.skyTop, WHITE, 0.3), palette.skyTop),
        `<rect width="240" height="300" fill="url(#bg)"/>`,
        longHair ? `<rect x="66" y="110" width="108" height="120" fill="${hair}"/>` : "",
        `<ellipse cx="120" cy="318" rx="108" ry="96" fill="${css(clothes)}"/>`, // shoulders
        `<rect x="101" y="176" width="38" height="60" fill="${neck}"/>`,
        `<polygon points="96,226 144,226 120,262" fill="${neck}"/>`, // open collar
        `<polygon points="84,232 100,224 120,262 108,270" fill="${lapel}"/>`,
        `<polygon points="156,232 140,224 120,262 132,270" fill="${lapel}"/>`,
        `<ellipse cx="120" cy="110" rx="58" ry="58" fill="${hair}"/>`, // hair behind the face
        `<ellipse cx="120" cy="128" rx="50" ry="60" fill="${skin}"/>`, // face
        `<ellipse cx="120" cy="80" rx="52" ry="24" fill="${hair}"/>`, // fringe
      ].join(""),
    ),
  );
}
