// Writes the app's home-screen icons (web/public/icons) as PNGs: a bin rack on the brand blue.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { deflateSync } from "node:zlib";

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes) => {
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "ascii");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
};

function icon(size) {
  const blue = [0x1f, 0x4e, 0x79];
  const white = [0xff, 0xff, 0xff];
  const amber = [0xf5, 0xa6, 0x23];
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = [0];
    for (let x = 0; x < size; x++) {
      const u = x / size;
      const v = y / size;
      const inRack = u > 0.2 && u < 0.8 && v > 0.22 && v < 0.8;
      const shelf =
        inRack && (Math.abs(v - 0.22) < 0.03 || Math.abs(v - 0.51) < 0.03 || Math.abs(v - 0.8) < 0.03);
      const post = inRack && (Math.abs(u - 0.2) < 0.03 || Math.abs(u - 0.8) < 0.03);
      const box =
        (u > 0.3 && u < 0.47 && v > 0.3 && v < 0.48) || (u > 0.53 && u < 0.7 && v > 0.59 && v < 0.77);
      row.push(...(shelf || post ? white : box ? amber : blue));
    }
    rows.push(Buffer.from(row));
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const out = path.resolve(import.meta.dirname, "../web/public/icons");
mkdirSync(out, { recursive: true });
for (const size of [192, 512]) writeFileSync(path.join(out, `icon-${size}.png`), icon(size));
