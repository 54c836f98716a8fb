import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TIMINGS } from "../../contracts/limits.ts";
import { SessionTimeoutError, withinSafetyTimeout } from "./session.ts";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the session check's safety timeout (spec §9)", () => {
  it("gives up after 5 s, aborting the request", async () => {
    let aborted = false;
    const check = withinSafetyTimeout(
      (signal) =>
        new Promise<never>(() => {
          signal.addEventListener("abort", () => (aborted = true));
        }),
    );
    const outcome = check.then(
      () => "answered",
      (error: unknown) => error,
    );

    await vi.advanceTimersByTimeAsync(TIMINGS.authSafetyTimeoutMs - 1);
    expect(aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(SessionTimeoutError);
    expect(aborted).toBe(true);
  });

  it("hands on an answer that comes in time, and leaves no timer behind", async () => {
    const check = withinSafetyTimeout(async () => ({ id: "u1" }));
    await expect(check).resolves.toEqual({ id: "u1" });
    expect(vi.getTimerCount()).toBe(0);
  });

  it("hands on a failure that comes in time as it is", async () => {
    const failure = new TypeError("Failed to fetch");
    await expect(withinSafetyTimeout(() => Promise.reject(failure))).rejects.toBe(failure);
    expect(vi.getTimerCount()).toBe(0);
  });
});
