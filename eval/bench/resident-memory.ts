import fs from "node:fs";

/** Resident memory of a process and its children (the embedded database), in MiB. */
export function residentMiB(pid: number): number {
  const pids = [pid, ...childPids(pid)];
  const kib = pids.reduce((total, each) => total + residentKiB(each), 0);
  return kib / 1024;
}

/** A child that ended between being listed and being read (an OCR process) holds nothing. */
function residentKiB(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw error;
  }
}

export function childPids(pid: number): number[] {
  const file = `/proc/${pid}/task/${pid}/children`;
  let children: string;
  try {
    children = fs.readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  return children
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number)
    .flatMap((child) => [child, ...childPids(child)]);
}
