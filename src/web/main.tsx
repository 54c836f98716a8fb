import "./styles.css";

/**
 * The entry is kept small: a server-rendered public page (decision 0027) is already whole, and
 * every control on it works without the app (links, a <details> menu, radio inputs) or is
 * disabled until hydrated, so the browser paints it before any of the app's scripts are
 * evaluated; hydration (boot.tsx) starts after that first frame. Every other page starts empty
 * and boots at once. A hidden tab gets no frames, so it does not wait for one.
 */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === "hidden") return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * The app's modules in parts, each evaluated in a task of its own before boot.tsx: evaluated
 * together they were one task of over 100 ms on a slow phone, blocking every tap in between
 * (issue 19: Lighthouse's total blocking time counts each task's time past 50 ms). Our own
 * modules, not the libraries by name, so the build resolves them as boot.tsx does.
 */
const PARTS = [
  () => import("./lib/i18n.ts"),
  () => import("../contracts/public-site.ts"),
  () => import("./app/router.tsx"),
];

if (document.getElementById("root")?.hasChildNodes()) {
  await afterFirstPaint();
  for (const part of PARTS) {
    await part();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}
await import("./boot.tsx");
