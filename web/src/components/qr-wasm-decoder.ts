import { prepareZXingModule, readBarcodes } from "zxing-wasm/reader";
import wasmUrl from "zxing-wasm/reader/zxing_reader.wasm?url";

// The decoder's WebAssembly is served with the app (never fetched from elsewhere), so it works offline.
prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) => (path.endsWith(".wasm") ? wasmUrl : prefix + path),
  },
});

/** The text of the first QR code in a frame, or null. */
export async function decodeQr(frame: ImageData): Promise<string | null> {
  const [first] = await readBarcodes(frame, { formats: ["QRCode"], tryHarder: true, maxNumberOfSymbols: 1 });
  return first?.isValid ? first.text : null;
}
