import { mastersMessages as m } from "@wms/domain";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { tokenWithRights } from "./test-support.js";

let t: TestApp;
let png: Buffer;
let jpeg: Buffer;
beforeAll(async () => {
  t = await startTestApp();
  const picture = sharp({
    create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 40, b: 10 } },
  });
  png = await picture.clone().png().toBuffer();
  jpeg = await picture.clone().jpeg().toBuffer();
});
afterAll(async () => t.close());

const boundary = "----wmsboundary";
const multipart = (bytes: Buffer, filename: string) =>
  Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);

async function upload(bytes: Buffer, filename: string, token?: string, payload = multipart(bytes, filename)) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/api/SaveImage/ImageUpload",
    payload,
    headers: {
      authorization: `Bearer ${token ?? (await t.login())}`,
      "content-type": `multipart/form-data; boundary=${boundary}`,
    },
  });
  return { status: res.statusCode, body: res.json() };
}

const served = async (source: string) => (await t.app.inject({ method: "GET", url: source })).rawPayload;

describe("SaveImage/ImageUpload", () => {
  it("stores a re-encoded copy of a real image, served at the answered path", async () => {
    const res = await upload(png, "photo.png");
    expect(res.body.ResponseCode).toBe("200");
    const source = res.body.ResponseData.Source as string;
    expect(source).toMatch(/^\/uploads\/products\/.+\.png$/);
    const meta = await sharp(await served(source)).metadata();
    expect(meta).toMatchObject({ format: "png", width: 40, height: 30 });
  });

  it("keeps a JPEG a JPEG", async () => {
    const res = await upload(jpeg, "photo.jpg");
    expect(res.body.ResponseData.Source).toMatch(/\.jpg$/);
    expect((await sharp(await served(res.body.ResponseData.Source)).metadata()).format).toBe("jpeg");
  });

  it("keeps only the pixels: bytes appended after the image are not stored", async () => {
    const trailer = Buffer.from("TRAILING-PAYLOAD-0123456789");
    const res = await upload(Buffer.concat([png, trailer]), "photo.png");
    expect(res.body.ResponseCode).toBe("200");
    expect((await served(res.body.ResponseData.Source)).includes(trailer)).toBe(false);
  });

  it.each([
    ["text named .png", () => Buffer.from("hello, not an image")],
    ["a truncated PNG", () => png.subarray(0, png.length - 20)],
    ["a truncated JPEG", () => jpeg.subarray(0, Math.floor(jpeg.length / 2))],
    ["a GIF/HTML polyglot", () => Buffer.from("GIF89a/*<html><script>alert(1)</script></html>*/=1;")],
    ["a PNG with HTML appended", () => Buffer.concat([png, Buffer.from("<html><script>alert(1)</script>")])],
    ["an SVG", () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
  ])("refuses %s: only a whole raster image is accepted", async (_, bytes) => {
    const res = await upload(bytes(), "x.png");
    expect(res.body).toMatchObject({ ResponseCode: "400", ResponseMessage: m.imageOnly });
  });

  it("answers a multipart body cut off mid-file with a 400 warning, not a 500", async () => {
    const whole = multipart(png, "photo.png");
    const res = await upload(png, "photo.png", undefined, whole.subarray(0, whole.length - 40));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ResponseCode: "400", ResponseMessage: m.uploadIncomplete });
  });

  it("a file over the size limit is refused", async () => {
    const big = Buffer.concat([png, Buffer.alloc(t.config.uploadMaxBytes + 10)]);
    const res = await upload(big, "big.png");
    expect(res.body.ResponseCode).not.toBe("200");
  });

  it("needs the product page's add or edit right: view alone is refused", async () => {
    const viewer = await tokenWithRights(t, "product-master", ["view"], "viewer@example.com");
    expect((await upload(png, "p.png", viewer)).status).toBe(403);
    const adder = await tokenWithRights(t, "product-master", ["view", "add"], "adder@example.com");
    expect((await upload(png, "p.png", adder)).body.ResponseCode).toBe("200");
    const editor = await tokenWithRights(t, "product-master", ["view", "edit"], "editor@example.com");
    expect((await upload(png, "p.png", editor)).body.ResponseCode).toBe("200");
  });
});
