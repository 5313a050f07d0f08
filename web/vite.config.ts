import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin, type Rolldown } from "vite";

const template = path.join(import.meta.dirname, "src/service-worker.js");
/** A screen with this widget is a scan screen: the floor may need it where the wireless drops. */
const scanBox = path.join(import.meta.dirname, "src/components/scan-input.tsx");
/**
 * Loaded before any scan screen shows, or on demand by every scan box or by the shell: the signed-in shell, the camera
 * dialog, the GS1 parser (a packet QR carrying a GS1 element string), and the outbox's list of refused actions and
 * its sign-out question, which the shell opens when the queue needs them, online or not. And the dashboard, where a
 * sign-in lands, with the Ant Design frame it opens in: a reload offline there shows the shell, not a failed chunk.
 */
const alwaysNeeded = [
  "src/app/shell/shell-layout.tsx",
  "src/app/shell/ant-frame.tsx",
  "src/features/dashboard/dashboard-page.tsx",
  "src/components/camera-scan-dialog.tsx",
  "../packages/domain/src/gs1.ts",
  "src/components/offline/needs-attention.tsx",
  "src/components/offline/sign-out-dialog.tsx",
].map((p) => path.join(import.meta.dirname, p));

/** Loads the PDF library when a slip is printed: precached too, as a scan screen may print offline. */
const printing = path.join(import.meta.dirname, "src/components/pdf.ts");

/** A chunk's file with every chunk it imports statically, and their CSS and assets, as URL paths. */
function filesOf(chunk: Rolldown.OutputChunk, bundle: Rolldown.OutputBundle, into: Set<string>) {
  if (into.has(`/${chunk.fileName}`)) return;
  into.add(`/${chunk.fileName}`);
  for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(`/${css}`);
  for (const asset of chunk.viteMetadata?.importedAssets ?? []) into.add(`/${asset}`);
  for (const file of chunk.imports) {
    const imported = bundle[file];
    if (imported?.type === "chunk") filesOf(imported, bundle, into);
  }
}

/** Every module `id` loads with it through static imports, whichever chunk the bundler put each in. */
function staticClosure(ctx: Rolldown.PluginContext, id: string, into = new Set<string>()) {
  if (into.has(id)) return into;
  into.add(id);
  for (const next of ctx.getModuleInfo(id)?.importedIds ?? []) staticClosure(ctx, next, into);
  return into;
}

/**
 * The modules a scan screen loads when asked (a light screen's Ant Design grids and dialogs): needed offline too.
 * Followed from the screen's module, not its chunk's, as a form two screens share sits in a chunk of its own.
 */
function lazyOfScanScreens(ctx: Rolldown.PluginContext, bundle: Rolldown.OutputBundle) {
  const lazy = new Set<string>();
  for (const output of Object.values(bundle)) {
    if (output.type !== "chunk" || !output.isDynamicEntry || output.facadeModuleId === null) continue;
    const loaded = staticClosure(ctx, output.facadeModuleId);
    if (!loaded.has(scanBox)) continue;
    for (const id of loaded)
      for (const imported of ctx.getModuleInfo(id)?.dynamicallyImportedIds ?? []) lazy.add(imported);
  }
  return lazy;
}

/**
 * Writes the service worker (src/service-worker.js, as /sw.js) with the list of files it precaches, taken
 * from the bundle: the entry, the shell, every lazy screen that shows a scan box with what it loads when asked,
 * and the PDF library, each with what it imports. A new scan screen is in the list by using ScanInput; no list
 * is kept by hand.
 */
function swPrecache(): Plugin {
  return {
    name: "wms-sw-precache",
    apply: "build",
    // after Vite's CSS plugin drops the chunks that held only CSS: the list names no file the build does not have
    enforce: "post",
    generateBundle(_options, bundle) {
      const files = new Set<string>();
      const scanScreensLazy = lazyOfScanScreens(this, bundle);
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        const id = output.facadeModuleId;
        const needed =
          output.isEntry ||
          (output.isDynamicEntry &&
            id !== null &&
            (alwaysNeeded.includes(id) ||
              staticClosure(this, id).has(scanBox) ||
              scanScreensLazy.has(id) ||
              (this.getModuleInfo(printing)?.dynamicallyImportedIds ?? []).includes(id)));
        if (needed) filesOf(output, bundle, files);
      }
      const list = [...files].sort();
      const source = readFileSync(template, "utf8");
      const version = createHash("sha256").update(source).update(list.join("\n")).digest("hex").slice(0, 12);
      this.emitFile({
        type: "asset",
        fileName: "sw.js",
        source: source.replace("= __PRECACHE__;", `= ${JSON.stringify({ version, files: list })};`),
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), swPrecache()],
  server: { proxy: { "/api": "http://localhost:3000", "/uploads": "http://localhost:3000" } },
  build: { outDir: "dist", emptyOutDir: true, manifest: true, chunkSizeWarningLimit: 1500 },
});
