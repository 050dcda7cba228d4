// A tiny RGB drawing surface for the demo pictures: rectangles, ellipses with soft edges,
// filled curves and polygons. Flat colours keep the PNGs small.

export type Rgb = readonly [number, number, number];

export class Canvas {
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb = [255, 255, 255],
  ) {
    this.pixels = new Uint8Array(width * height * 3);
    this.fillRect(0, 0, width, height, background);
  }

  /** Paints one pixel, mixing with what is there when alpha < 1. */
  blend(x: number, y: number, color: Rgb, alpha = 1): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height || alpha <= 0) return;
    const i = (y * this.width + x) * 3;
    if (alpha >= 1) {
      this.pixels[i] = color[0];
      this.pixels[i + 1] = color[1];
      this.pixels[i + 2] = color[2];
      return;
    }
    for (let c = 0; c < 3; c++) this.pixels[i + c] = Math.round(this.pixels[i + c] * (1 - alpha) + color[c] * alpha);
  }

  fillRect(x: number, y: number, w: number, h: number, color: Rgb, alpha = 1): void {
    const x0 = Math.max(0, Math.round(x));
    const y0 = Math.max(0, Math.round(y));
    const x1 = Math.min(this.width, Math.round(x + w));
    const y1 = Math.min(this.height, Math.round(y + h));
    for (let py = y0; py < y1; py++) for (let px = x0; px < x1; px++) this.blend(px, py, color, alpha);
  }

  /** An ellipse with a one-pixel soft edge. */
  fillEllipse(cx: number, cy: number, rx: number, ry: number, color: Rgb): void {
    const x0 = Math.max(0, Math.floor(cx - rx - 1));
    const x1 = Math.min(this.width - 1, Math.ceil(cx + rx + 1));
    const y0 = Math.max(0, Math.floor(cy - ry - 1));
    const y1 = Math.min(this.height - 1, Math.ceil(cy + ry + 1));
    const scale = Math.min(rx, ry);
    for (let py = y0; py <= y1; py++) {
      for (let px = x0; px <= x1; px++) {
        const dx = (px + 0.5 - cx) / rx;
        const dy = (py + 0.5 - cy) / ry;
        const distance = (Math.sqrt(dx * dx + dy * dy) - 1) * scale;
        this.blend(px, py, color, Math.min(1, Math.max(0, 0.5 - distance)));
      }
    }
  }

  fillCircle(cx: number, cy: number, r: number, color: Rgb): void {
    this.fillEllipse(cx, cy, r, r, color);
  }

  /** Fills everything below the curve y = top(x), softening the boundary pixel. */
  fillBelow(top: (x: number) => number, color: Rgb): void {
    for (let px = 0; px < this.width; px++) {
      const edge = top(px + 0.5);
      const first = Math.max(0, Math.floor(edge));
      if (first >= this.height) continue;
      this.blend(px, first, color, 1 - (edge - first));
      for (let py = first + 1; py < this.height; py++) this.blend(px, py, color);
    }
  }

  /** Scan-line fill of a simple polygon (even-odd rule). */
  fillPolygon(points: readonly (readonly [number, number])[], color: Rgb): void {
    const ys = points.map((p) => p[1]);
    const y0 = Math.max(0, Math.floor(Math.min(...ys)));
    const y1 = Math.min(this.height - 1, Math.ceil(Math.max(...ys)));
    for (let py = y0; py <= y1; py++) {
      const y = py + 0.5;
      const crossings: number[] = [];
      for (let i = 0; i < points.length; i++) {
        const [ax, ay] = points[i];
        const [bx, by] = points[(i + 1) % points.length];
        if ((ay <= y && by > y) || (by <= y && ay > y)) crossings.push(ax + ((y - ay) / (by - ay)) * (bx - ax));
      }
      crossings.sort((a, b) => a - b);
      for (let k = 0; k + 1 < crossings.length; k += 2) {
        for (let px = Math.max(0, Math.round(crossings[k])); px < Math.min(this.width, Math.round(crossings[k + 1])); px++) {
          this.blend(px, py, color);
        }
      }
    }
  }

  /** Horizontal bands from `from` to `to`: a gradient that still compresses well. */
  bandedGradient(from: Rgb, to: Rgb, bands: number, y = 0, h = this.height): void {
    for (let b = 0; b < bands; b++) {
      const t = bands === 1 ? 0 : b / (bands - 1);
      const top = y + Math.round((b * h) / bands);
      const bottom = y + Math.round(((b + 1) * h) / bands);
      this.fillRect(0, top, this.width, bottom - top, mix(from, to, t));
    }
  }
}

export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [
    Math.round(a[0] + (b[0] - a[0]) * t),
    Math.round(a[1] + (b[1] - a[1]) * t),
    Math.round(a[2] + (b[2] - a[2]) * t),
  ];
}

export function shade(color: Rgb, factor: number): Rgb {
  return factor < 1 ? mix([0, 0, 0], color, factor) : mix(color, [255, 255, 255], factor - 1);
}
