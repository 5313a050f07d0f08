import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { mastersMessages as m, masterCalls } from "@wms/domain";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { route } from "../../platform/calls.js";
import { BusinessRuleError, ok } from "../../platform/envelope.js";

/** Largest picture decoded, in pixels: a small file claiming more is a decompression bomb. */
const maxPixels = 40_000_000;
/** Markup a browser could run if the file were ever served or sniffed as HTML or SVG. */
const markup = /<(?:!doctype|html|head|body|script|svg|iframe|object|embed|meta|style|\?xml)[\s>/]/i;

/**
 * A product image as stored: the upload decoded whole (a truncated or undecodable file is
 * refused) and encoded afresh, so nothing of the sent bytes but the pixels is kept. JPEG stays
 * JPEG; everything else becomes PNG. Null when it is not a whole raster image.
 */
export async function reencodedImage(bytes: Buffer): Promise<{ data: Buffer; ext: "jpg" | "png" } | null> {
  if (markup.test(bytes.toString("latin1"))) return null;
  // Loaded with the first picture: libvips costs an idle server ~9 MB that most never use.
  const { default: sharp } = await import("sharp");
  try {
    const image = sharp(bytes, { failOn: "warning", limitInputPixels: maxPixels, animated: false });
    const { format } = await image.metadata();
    if (!format || !["jpeg", "png", "gif", "webp"].includes(format)) return null;
    const jpeg = format === "jpeg";
    const data = await (jpeg ? image.rotate().jpeg({ quality: 90 }) : image.png()).toBuffer();
    return { data, ext: jpeg ? "jpg" : "png" };
  } catch {
    return null;
  }
}

/** The uploaded file's bytes; a cut-off or malformed multipart body is the sender's fault, never a 500. */
async function uploadedBytes(req: Pick<FastifyRequest, "file">) {
  try {
    const file = await req.file();
    return file ? await file.toBuffer() : null;
  } catch (err) {
    const status = (err as { statusCode?: number }).statusCode;
    if (status === 413) throw err;
    throw new BusinessRuleError(m.uploadIncomplete);
  }
}

/** SaveImage/ImageUpload: one product image into `<dataDir>/uploads/products/`, served at /uploads/. */
export function imageUploadRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const folder = path.join(ctx.config.dataDir, "uploads", "products");
  return async (app) => {
    route(app, masterCalls.imageUpload, async (req) => {
      if (!req.isMultipart()) throw new BusinessRuleError(m.imageOnly);
      const bytes = await uploadedBytes(req);
      if (!bytes) throw new BusinessRuleError(m.imageRequired);
      const image = await reencodedImage(bytes);
      if (!image) throw new BusinessRuleError(m.imageOnly);
      const name = `${Date.now()}-${randomBytes(6).toString("hex")}.${image.ext}`;
      await mkdir(folder, { recursive: true });
      await writeFile(path.join(folder, name), image.data);
      return ok({ Source: `/uploads/products/${name}` }, m.imageUploaded);
    });
  };
}
