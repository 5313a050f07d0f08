// The app shell's service worker: the page and its hashed assets open from the cache, instantly and
// offline; API answers and uploaded images always go to the network and are never stored.
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

/** A page that does not come in this long (a dead spot, a hung server) is answered from the cache. */
const navigationTimeoutMs = 3000;

/** Only the app's own page is kept as the page: a Wi-Fi login page answers 200 too. */
async function keepIfOurs(answer) {
  const page = await answer.clone().text();
  if (page.includes('<div id="root">') && page.includes("/manifest.webmanifest"))
    await (await caches.open(shell)).put("/", answer);
}

async function navigate(request) {
  const fromNetwork = fetch(request).then((answer) => {
    if (answer.ok) keepIfOurs(answer.clone()).catch(() => {});
    return answer;
  });
  const late = new Promise((resolve) => setTimeout(() => resolve(null), navigationTimeoutMs));
  const first = await Promise.race([fromNetwork.catch(() => null), late]);
  if (first) return first;
  // no answer in time, or none at all: the kept page; with none kept, the network's answer whenever it comes
  return (await caches.match("/")) ?? fromNetwork;
}

const neverCached = (url) => url.pathname.startsWith("/api/") || url.pathname.startsWith("/uploads/");

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin || neverCached(url)) return;
  if (request.mode === "navigate") {
    // every screen is the one page: the network's copy when it answers in time, else the kept one
    event.respondWith(navigate(request));
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
