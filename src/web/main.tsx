import "./styles.css";

/**
 * The entry is kept small: a server-rendered public page (decision 0027) is already whole, so the
 * browser paints it before any of the app's scripts are evaluated; hydration (boot.tsx) starts
 * after that first frame. Every other page starts empty and boots at once.
 */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === "hidden") return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

if (document.getElementById("root")?.hasChildNodes()) await afterFirstPaint();
await import("./boot.tsx");
