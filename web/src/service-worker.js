// The app shell's service worker: the page and its hashed assets open from the cache, instantly and
// offline, the page updated in the background; API answers and uploaded images always go to the network and
// are never stored.
// `__PRECACHE__` is written in at build time (web/vite.config.ts): the build's version, and the files of the
// shell and of every scan screen read from the bundle, so a reload offline opens any of them.
const { version, files } = __PRECACHE__;
const shell = `wms-shell-${version}`;
const precached = ["/", "/manifest.webmanifest", "/icons/icon-192.png", "/icons/icon-512.png", ...files];

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(shell)
      .then((cache) => cache.addAll(precached))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== shell).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

/**
 * Only the app's own page of this build is kept as the page: a Wi-Fi login page answers 200 too, and a newer
 * build's page names assets this worker has not precached (its own new worker brings them with its page).
 */
async function keepIfOurs(answer) {
  const page = await answer.clone().text();
  const assets = [...page.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
  if (
    page.includes('<div id="root">') &&
    page.includes("/manifest.webmanifest") &&
    assets.every((asset) => precached.includes(asset))
  )
    await (await caches.open(shell)).put("/", answer);
}

/** Every screen is the one page: the kept copy answers at once, and the network's copy is kept for the next time. */
async function navigate(event) {
  const fromNetwork = fetch(event.request);
  const kept = await caches.match("/");
  const update = fromNetwork.then((answer) => (answer.ok ? keepIfOurs(answer.clone()) : undefined));
  event.waitUntil(update.catch(() => {}));
  // none kept yet (the first load, before the install finished): the network's answer
  return kept ?? fromNetwork;
}

const neverCached = (url) => url.pathname.startsWith("/api/") || url.pathname.startsWith("/uploads/");

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin || neverCached(url)) return;
  if (request.mode === "navigate") {
    event.respondWith(navigate(event));
    return;
  }
  if (url.pathname.startsWith("/assets/") || precached.includes(url.pathname)) {
    // hashed file names never change content: the cache answers first
    event.respondWith(
      caches.match(request).then(
        (hit) =>
          hit ??
          fetch(request).then((answer) => {
            if (answer.ok) {
              const copy = answer.clone();
              caches.open(shell).then((cache) => cache.put(request, copy));
            }
            return answer;
          }),
      ),
    );
  }
});
