import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { mastersMessages as m } from "@wms/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { BusinessRuleError, envelope, ok } from "../../platform/envelope.js";

/** The image kind of a file by its first bytes (never by its name); null when it is no image. */
export function imageKindOf(bytes: Buffer): "png" | "jpg" | "gif" | "webp" | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (starts([0xff, 0xd8, 0xff])) return "jpg";
  if (starts([0x47, 0x49, 0x46, 0x38])) return "gif";
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return null;
}

/** SaveImage/ImageUpload: one product image into `<dataDir>/uploads/products/`, served at /uploads/. */
export function imageUploadRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const folder = path.join(ctx.config.dataDir, "uploads", "products");
  return async (app) => {
    app.post(
      "/SaveImage/ImageUpload",
      {
        schema: { tags: ["SaveImage"], response: envelope(z.object({ Source: z.string() })) },
        config: { page: "product-master", right: "view" },
      },
      async (req) => {
        if (!req.isMultipart()) throw new BusinessRuleError(m.imageOnly);
        const file = await req.file();
        if (!file) throw new BusinessRuleError(m.imageRequired);
        const bytes = await file.toBuffer();
        const kind = imageKindOf(bytes);
        if (!kind) throw new BusinessRuleError(m.imageOnly);
        const name = `${Date.now()}-${randomBytes(6).toString("hex")}.${kind}`;
        await mkdir(folder, { recursive: true });
        await writeFile(path.join(folder, name), bytes);
        return ok({ Source: `/uploads/products/${name}` }, m.imageUploaded);
      },
    );
  };
}
