/**
 * CRC32C (Castagnoli), the checksum Cloud Storage reports for every object. The client compares it with its own after
 * an upload and while it reads, and deletes an upload whose checksum differs, so the mock must compute it exactly.
 * Node's zlib has only the other CRC-32 (IEEE).
 */
const table = Uint32Array.from({ length: 256 }, (_, index) => {
  let crc = index;
  for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0x82f63b78 : crc >>> 1;
  return crc >>> 0;
});

/** Base64 of the checksum's four bytes, big-endian: the form of the object's `crc32c` and of `x-goog-hash`. */
export function crc32cBase64(bytes: Uint8Array): string {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (table[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  const digest = Buffer.alloc(4);
  digest.writeUInt32BE((crc ^ 0xffffffff) >>> 0);
  return digest.toString('base64');
}
