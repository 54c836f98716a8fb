import fs from "node:fs";

/** Resident memory of a process and its children (the embedded database), in MiB. */
export function residentMiB(pid: number): number {
  const pids = [pid, ...childPids(pid)];
  const kib = pids.reduce((total, each) => {
    const status = fs.readFileSync(`/proc/${each}/status`, "utf8");
    return total + Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  }, 0);
  return kib / 1024;
}

function childPids(pid: number): number[] {
  const file = `/proc/${pid}/task/${pid}/children`;
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, "utf8")
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number)
    .flatMap((child) => [child, ...childPids(child)]);
}
