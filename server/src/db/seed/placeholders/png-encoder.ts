import zlib from "node:zlib";

// A minimal PNG writer: 8-bit RGB, one IDAT chunk, a filter chosen per row. Enough for the
// demo pictures; no native packages and nothing fetched.

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let crcTable: Uint32Array | undefined;

function crc32Fallback(data: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (let i = 0; i < data.length; i++) crc = crcTable[(crc ^ data[i]) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** zlib.crc32 arrived in Node 20.15 / 22.2; older runtimes use the table. */
const nativeCrc32 = (zlib as unknown as { crc32?: (data: Uint8Array) => number }).crc32;

export function crc32(data: Uint8Array): number {
  return nativeCrc32 ? nativeCrc32(data) >>> 0 : crc32Fallback(data);
}

function chunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** Filters each row (None, Sub or Up, whichever leaves the smallest residue) into `out`. */
function filterRows(width: number, height: number, rgb: Uint8Array): Buffer {
  const stride = width * 3;
  const out = Buffer.alloc((stride + 1) * height);
  const sub = new Uint8Array(stride);
  const up = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const row = y * stride;
    let sumNone = 0;
    let sumSub = 0;
    let sumUp = 0;
    for (let i = 0; i < stride; i++) {
      const value = rgb[row + i];
      const left = i >= 3 ? rgb[row + i - 3] : 0;
      const above = y > 0 ? rgb[row - stride + i] : 0;
      sub[i] = (value - left) & 0xff;
      up[i] = (value - above) & 0xff;
      sumNone += value < 128 ? value : 256 - value;
      sumSub += sub[i] < 128 ? sub[i] : 256 - sub[i];
      sumUp += up[i] < 128 ? up[i] : 256 - up[i];
    }
    const start = y * (stride + 1);
    if (sumUp <= sumSub && sumUp <= sumNone) {
      out[start] = 2;
      out.set(up, start + 1);
    } else if (sumSub <= sumNone) {
      out[start] = 1;
      out.set(sub, start + 1);
    } else {
      out[start] = 0;
      out.set(rgb.subarray(row, row + stride), start + 1);
    }
  }
  return out;
}

/** Encodes width x height RGB pixels (3 bytes each, row by row) as a PNG file. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  if (rgb.length !== width * height * 3) throw new Error("encodePng: pixel buffer has the wrong size");
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  header[10] = 0; // compression
  header[11] = 0; // filter method
  header[12] = 0; // no interlace
  const data = zlib.deflateSync(filterRows(width, height, rgb), { level: 6 });
  return Buffer.concat([SIGNATURE, chunk("IHDR", header), chunk("IDAT", data), chunk("IEND", Buffer.alloc(0))]);
}
