import { createDeflate } from "node:zlib";

// A "decompression bomb" PDF, written by hand: one page whose content stream is a few hundred
// KB of FlateDecode that inflates to `inflatedMb` MB of spaces after a line of text (deflate
// packs a run of one byte about 1000:1). The run is deflated 1 MB at a time, so building the
// file never holds the inflated text. `hex` wraps the deflated bytes in ASCIIHexDecode too
// (/Filter [/ASCIIHexDecode /FlateDecode]): a filter chain the reader's own size check does not
// decode, so only its memory watch can stop it.

async function deflatedRun(head: string, inflatedMb: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve, reject) => deflate.on("end", resolve).on("error", reject));
  const spaces = Buffer.alloc(1024 * 1024, 0x20);
  deflate.write(head);
  for (let mb = 0; mb < inflatedMb; mb++) {
    if (!deflate.write(spaces)) await new Promise((resolve) => deflate.once("drain", resolve));
  }
  deflate.end();
  await ended;
  return Buffer.concat(chunks);
}

export async function inflatingPdf(inflatedMb: number, options: { hex?: boolean } = {}): Promise<Buffer> {
  const deflated = await deflatedRun("BT /F1 12 Tf 20 100 Td (Bomb notice words) Tj ET\n", inflatedMb);
  const data = options.hex ? Buffer.from(`${deflated.toString("hex")}>`) : deflated;
  const filter = options.hex ? "[/ASCIIHexDecode /FlateDecode]" : "/FlateDecode";
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    null, // the content stream, written below
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  const parts: Buffer[] = [Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  const add = (part: Buffer) => {
    parts.push(part);
    length += part.length;
  };
  objects.forEach((body, index) => {
    offsets.push(length);
    const number = index + 1;
    if (body !== null) {
      add(Buffer.from(`${number} 0 obj\n${body}\nendobj\n`));
      return;
    }
    add(Buffer.from(`${number} 0 obj\n<< /Length ${data.length} /Filter ${filter} >>\nstream\n`));
    add(data);
    add(Buffer.from("\nendstream\nendobj\n"));
  });
  const xref = length;
  const rows = offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  add(Buffer.from(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${rows}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`));
  return Buffer.concat(parts);
}
