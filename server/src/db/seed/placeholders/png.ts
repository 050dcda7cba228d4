import { Canvas, mix, shade, type Rgb } from "./canvas.js";
import { drawText, textHeight, textWidth, wrapText } from "./font.js";
import { encodePng } from "./png-encoder.js";

// Generated demo pictures: the same seed always gives the same bytes.

export type PlaceholderPattern = "landscape" | "shapes" | "cover";

export interface PlaceholderImageOptions {
  width: number;
  height: number;
  seed: string | number;
  /** Short text drawn on the picture (capitals only). */
  label?: string;
  /** Default: landscape or shapes, chosen by the seed. */
  pattern?: PlaceholderPattern;
}

interface Palette {
  skyTop: Rgb;
  skyBottom: Rgb;
  sun: Rgb;
  layers: readonly [Rgb, Rgb, Rgb];
}

const PALETTES: readonly Palette[] = [
  { skyTop: [255, 214, 165], skyBottom: [253, 160, 133], sun: [255, 246, 214], layers: [[232, 120, 96], [190, 82, 80], [120, 56, 72]] },
  { skyTop: [198, 234, 230], skyBottom: [142, 202, 196], sun: [255, 250, 230], layers: [[72, 164, 148], [40, 120, 112], [22, 78, 80]] },
  { skyTop: [226, 214, 245], skyBottom: [190, 170, 230], sun: [255, 240, 250], layers: [[140, 118, 196], [100, 82, 160], [64, 52, 112]] },
  { skyTop: [206, 224, 240], skyBottom: [150, 186, 220], sun: [250, 250, 240], layers: [[96, 150, 110], [62, 118, 86], [38, 84, 64]] },
  { skyTop: [255, 236, 179], skyBottom: [255, 204, 128], sun: [255, 252, 235], layers: [[240, 150, 60], [206, 110, 40], [150, 76, 36]] },
  { skyTop: [255, 200, 170], skyBottom: [170, 140, 200], sun: [255, 236, 200], layers: [[110, 90, 150], [80, 64, 120], [50, 40, 84]] },
];

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

function drawLandscape(canvas: Canvas, palette: Palette, random: () => number): void {
  const { width, height } = canvas;
  canvas.bandedGradient(palette.skyTop, palette.skyBottom, 10);
  canvas.fillCircle(between(random, 0.15, 0.85) * width, between(random, 0.22, 0.38) * height, height * 0.12, palette.sun);
  palette.layers.forEach((color, layer) => {
    const base = height * (0.5 + layer * 0.14);
    const amplitude = height * between(random, 0.05, 0.1);
    const frequency = between(random, 1.2, 2.6) / width;
    const phase = random() * Math.PI * 2;
    canvas.fillBelow((x) => base + amplitude * Math.sin(x * frequency * Math.PI * 2 + phase) + amplitude * 0.4 * Math.sin(x * frequency * 5.3 + phase * 2), color);
  });
}

function drawShapes(canvas: Canvas, palette: Palette, random: () => number): void {
  const { width, height } = canvas;
  canvas.fillRect(0, 0, width, height, mix(palette.skyTop, [255, 255, 255], 0.35));
  const colors: Rgb[] = [palette.skyBottom, palette.sun, ...palette.layers];
  const unit = Math.min(width, height);
  // One shape per cell of a 4 x 2 grid, nudged a little, so they spread over the picture.
  for (let i = 0; i < 8; i++) {
    const color = pick(random, colors);
    const x = ((i % 4) + 0.5 + between(random, -0.3, 0.3)) * (width / 4);
    const y = (Math.floor(i / 4) + 0.5 + between(random, -0.25, 0.25)) * (height / 2);
    const size = unit * between(random, 0.2, 0.42);
    switch (Math.floor(random() * 3)) {
      case 0:
        canvas.fillCircle(x, y, size / 2, color);
        break;
      case 1:
        canvas.fillRect(x - size / 2, y - size / 3, size, (size * 2) / 3, color);
        break;
      default:
        canvas.fillPolygon([[x, y - size / 2], [x + size / 2, y + size / 2], [x - size / 2, y + size / 2]], color);
    }
  }
}

function drawCover(canvas: Canvas, palette: Palette, random: () => number): void {
  const { width, height } = canvas;
  const main = pick(random, palette.layers);
  canvas.fillRect(0, 0, width, height, main);
  canvas.fillRect(0, 0, Math.round(width * 0.06), height, shade(main, 0.7));
  canvas.fillRect(0, Math.round(height * 0.08), width, Math.round(height * 0.03), palette.sun);
  canvas.fillRect(0, Math.round(height * 0.86), width, Math.round(height * 0.03), palette.sun);
  canvas.fillCircle(width * 0.72, height * 0.72, Math.min(width, height) * 0.16, palette.skyTop);
}

/** White capitals on a dark strip: at the bottom of a picture, or centred on a cover. */
function drawLabel(canvas: Canvas, label: string, palette: Palette, pattern: PlaceholderPattern): void {
  const { width, height } = canvas;
  const scale = Math.max(2, Math.floor(height / (pattern === "cover" ? 14 : 12) / 7));
  const maxChars = Math.max(4, Math.floor((width * (pattern === "cover" ? 0.8 : 0.86)) / (6 * scale)));
  const lines = wrapText(label, maxChars, pattern === "cover" ? 4 : 2);
  const lineHeight = textHeight(scale) + 3 * scale;
  const blockHeight = lines.length * lineHeight + 3 * scale;
  const top = pattern === "cover" ? Math.round(height * 0.2) : height - blockHeight - Math.round(height * 0.06);
  if (pattern !== "cover") canvas.fillRect(0, top, width, blockHeight, shade(palette.layers[2], 0.6), 0.7);
  lines.forEach((line, i) => {
    const x = pattern === "cover" ? Math.round(width * 0.12) : Math.round((width - textWidth(line, scale)) / 2);
    drawText(canvas, line, x, top + 3 * scale + i * lineHeight, scale, [255, 255, 255]);
  });
}

/** A PNG of a gentle landscape, a few geometric shapes or a book cover, from a seeded palette. */
export function placeholderImage(options: PlaceholderImageOptions): Buffer {
  const random = seededRandom(options.seed);
  const palette = pick(random, PALETTES);
  const pattern = options.pattern ?? (random() < 0.5 ? "landscape" : "shapes");
  const canvas = new Canvas(options.width, options.height);
  if (pattern === "landscape") drawLandscape(canvas, palette, random);
  else if (pattern === "shapes") drawShapes(canvas, palette, random);
  else drawCover(canvas, palette, random);
  if (options.label) drawLabel(canvas, options.label, palette, pattern);
  return encodePng(canvas.width, canvas.height, canvas.pixels);
}

const SKIN_TONES: readonly Rgb[] = [
  [241, 194, 160],
  [224, 172, 135],
  [198, 142, 104],
  [170, 116, 82],
  [141, 94, 66],
];
const HAIR: readonly Rgb[] = [
  [34, 28, 26],
  [52, 38, 30],
  [70, 52, 40],
  [92, 88, 86],
];
const CLOTHES: readonly Rgb[] = [
  [46, 84, 140],
  [120, 48, 64],
  [40, 110, 96],
  [88, 72, 128],
  [70, 70, 80],
  [176, 96, 48],
];

/** A 240 x 300 abstract avatar: head and shoulders on a soft background, no text. */
export function portraitImage(seed: string | number): Buffer {
  const random = seededRandom(`portrait:${seed}`);
  const palette = pick(random, PALETTES);
  const skin = pick(random, SKIN_TONES);
  const hair = pick(random, HAIR);
  const clothes = pick(random, CLOTHES);
  const longHair = random() < 0.5;
  const canvas = new Canvas(240, 300);
  canvas.bandedGradient(mix(palette.skyTop, [255, 255, 255], 0.3), palette.skyTop, 6);

  if (longHair) canvas.fillRect(66, 110, 108, 120, hair);
  canvas.fillEllipse(120, 318, 108, 96, clothes); // shoulders
  canvas.fillRect(101, 176, 38, 60, shade(skin, 0.9)); // neck
  canvas.fillPolygon([[96, 226], [144, 226], [120, 262]], shade(skin, 0.9)); // open collar
  canvas.fillPolygon([[84, 232], [100, 224], [120, 262], [108, 270]], mix(clothes, [255, 255, 255], 0.55));
  canvas.fillPolygon([[156, 232], [140, 224], [120, 262], [132, 270]], mix(clothes, [255, 255, 255], 0.55));
  canvas.fillEllipse(120, 110, 58, 58, hair); // hair behind the face
  canvas.fillEllipse(120, 128, 50, 60, skin); // face
  canvas.fillEllipse(120, 80, 52, 24, hair); // fringe
  return encodePng(canvas.width, canvas.height, canvas.pixels);
}
