import { constants, createInflate } from "node:zlib";

// The decoded-size check the PDF text reader runs before pdf.js (pdf-text-child.mjs): pdf.js
// inflates a stream whole into one growing buffer, and a few hundred KB of FlateDecode can
// inflate to gigabytes. Each stream whose filters are all FlateDecode (the usual bomb) is
// inflated here with zlib, counting the bytes and keeping none, and stopped once past the
// limit. Pictures are skipped: text extraction never decodes them, and a long scan's pictures
// would cost seconds. A stream this check cannot decode (other filters, encrypted data) is left
// to the reader's memory limit, which pdf-text-reader.ts enforces from outside.

const FLATE = new Set(["FlateDecode", "Fl"]);
/** How far back from `stream` a stream's dictionary is looked for. */
const DICTIONARY_WINDOW = 4096;

/**
 * Why the PDF is refused ("a FlateDecode stream inflates to more than 64 MB"), or null.
 * @param {Uint8Array} bytes
 * @param {number} maxBytes the most one stream, or one stage of its filters, may inflate to
 */
export async function oversizedStream(bytes, maxBytes) {
  const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (const stream of flateStreams(file)) {
    if ((await inflatedBytes(stream.data, stream.stages, maxBytes)) > maxBytes) {
      return `a FlateDecode stream inflates to more than ${Math.round(maxBytes / 1024 / 1024)} MB`;
    }
  }
  return null;
}

/**
 * The streams whose filters are one or more FlateDecode, found by their `stream` keyword (a
 * stream is never inside an object stream, so each stands in the file's own bytes).
 * @param {Buffer} file
 * @returns {Generator<{ data: Buffer, stages: number }>}
 */
function* flateStreams(file) {
  for (let at = file.indexOf("stream", 0, "latin1"); at !== -1; at = file.indexOf("stream", at, "latin1")) {
    const keyword = at;
    at += 6;
    const dataStart = afterLineEnd(file, at);
    if (dataStart === -1 || file.toString("latin1", keyword - 3, keyword) === "end") continue;
    const before = file.toString("latin1", Math.max(0, keyword - DICTIONARY_WINDOW), keyword);
    if (!/>>\s*$/.test(before)) continue;
    const dictionary = before.slice(before.lastIndexOf("obj") + 1);
    if (/\/Subtype\s*\/Image\b/.test(dictionary)) continue;
    const stages = flateStages(dictionary);
    if (stages === 0) continue;
    const end = file.indexOf("endstream", dataStart, "latin1");
    yield { data: file.subarray(dataStart, end === -1 ? file.length : end), stages };
  }
}

/** Where a stream's data starts: after `stream` and its line end (CRLF or LF, a lone CR tolerated). */
function afterLineEnd(file, at) {
  if (file[at] === 0x0d) return file[at + 1] === 0x0a ? at + 2 : at + 1;
  if (file[at] === 0x0a) return at + 1;
  return -1;
}

/** How many FlateDecode filters the dictionary names, 0 if it names none or any other. */
function flateStages(dictionary) {
  const filter = /\/Filter\s*(\[[^\]]*\]|\/[^\s/[\]<>()]+)/.exec(dictionary)?.[1];
  if (!filter) return 0;
  const names = filter.match(/\/[^\s/[\]<>()]+/g) ?? [];
  return names.length > 0 && names.every((name) => FLATE.has(name.slice(1))) ? names.length : 0;
}

/**
 * The largest number of bytes any stage of the filters yields, stopping past `limit`. A broken
 * deflate stream counts what it yielded before the break (pdf.js stops there too).
 * @param {Buffer} data
 * @param {number} stages
 * @param {number} limit
 * @returns {Promise<number>}
 */
function inflatedBytes(data, stages, limit) {
  return new Promise((resolve) => {
    const inflaters = Array.from({ length: stages }, () => createInflate({ finishFlush: constants.Z_SYNC_FLUSH, chunkSize: 64 * 1024 }));
    let largest = 0;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      for (const inflater of inflaters) inflater.destroy();
      resolve(largest);
    };
    inflaters.forEach((inflater, stage) => {
      let count = 0;
      inflater.on("data", (chunk) => {
        count += chunk.length;
        largest = Math.max(largest, count);
        if (largest > limit) finish();
      });
      inflater.on("error", finish);
      const next = inflaters[stage + 1];
      if (next) inflater.pipe(next);
      else inflater.on("end", finish);
    });
    inflaters[0].end(data);
  });
}
