import { describe, expect, it } from "vitest";
import { SIGN_IN_METHOD_COOKIE } from "../../contracts/config.ts";
import { afterSignOutUrl, signInMethod } from "./sign-out.ts";

const withGoogle = { googleSignIn: true, googleLogoutUrl: "https://accounts.google.com/Logout" };

describe("where sign-out leads", () => {
  it("reads the sign-in method among the browser's cookies", () => {
    expect(signInMethod(`language=id; ${SIGN_IN_METHOD_COOKIE}=google; other=1`)).toBe("google");
    expect(signInMethod("language=id")).toBeUndefined();
  });

  it("sends a Google sign-in on to Google's logout page", () => {
    expect(afterSignOutUrl("google", withGoogle)).toBe("https://accounts.google.com/Logout");
  });

  it("sends every other sign-in to the public home page", () => {
    expect(afterSignOutUrl("email", withGoogle)).toBe("/");
    expect(afterSignOutUrl("magic-link", withGoogle)).toBe("/");
    expect(afterSignOutUrl(undefined, withGoogle)).toBe("/");
    expect(afterSignOutUrl("google", { googleSignIn: false })).toBe("/");
  });
});
