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

const neverCached = (url) => url.pathname.startsWith("/api/") || url.pathname.startsWith("/uploads/");

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin || neverCached(url)) return;
  if (request.mode === "navigate") {
    // every screen is the one page: the network's copy when it answers, the cached one when it does not
    event.respondWith(
      fetch(request)
        .then((answer) => {
          if (answer.ok) {
            const copy = answer.clone();
            caches.open(shell).then((cache) => cache.put("/", copy));
          }
          return answer;
        })
        .catch(() => caches.match("/")),
    );
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
