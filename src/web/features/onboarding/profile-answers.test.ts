import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-client.ts";
import {
  DOCUMENT_TYPE_CHOICES,
  failedOnboardingStep,
  startingAnswers,
  toggleChoice,
} from "./profile-answers.ts";

describe("toggleChoice", () => {
  it("ticks and unticks, keeping the listed order", () => {
    const chosen = toggleChoice(DOCUMENT_TYPE_CHOICES, ["contracts"], "invoices");
    expect(chosen).toEqual(["invoices", "contracts"]);
    expect(toggleChoice(DOCUMENT_TYPE_CHOICES, chosen, "contracts")).toEqual(["invoices"]);
  });
});

describe("failedOnboardingStep", () => {
  const failure = (details: unknown) =>
    new ApiError(500, "INTERNAL", "failed", { error: { code: "INTERNAL", message: "", details } });

  it("takes the step the server names", () => {
    expect(failedOnboardingStep(failure({ step: "clearPermissions" }))).toBe("clearPermissions");
    expect(failedOnboardingStep(failure({ step: "markComplete" }))).toBe("markComplete");
  });

  it("falls back to the profile for anything else", () => {
    expect(failedOnboardingStep(failure({ step: "dropTables" }))).toBe("profile");
    expect(failedOnboardingStep(new ApiError(404, "NOT_FOUND", "", null))).toBe("profile");
    expect(failedOnboardingStep(new TypeError("Failed to fetch"))).toBe("profile");
  });
});

describe("startingAnswers", () => {
  it("starts from the membership's role with nothing chosen when nothing was said", () => {
    expect(startingAnswers(null, "level_3")).toEqual({
      position: "",
      roleLevel: "level_3",
      primaryVertical: "both",
      documentTypes: [],
      monthlyVolume: "",
      currentTools: [],
      painPoints: [],
    });
  });

  it("starts from what the person said before, dropping answers no longer offered", () => {
    const stored = {
      position: "Partner",
      roleLevel: "executive",
      primaryVertical: "legal",
      documentTypes: ["contracts", "faxes"],
      monthlyVolume: "50_200",
      currentTools: ["spreadsheets"],
      painPoints: ["finding_documents"],
    };
    expect(startingAnswers(stored, "level_5")).toEqual({
      position: "Partner",
      roleLevel: "executive",
      primaryVertical: "legal",
      documentTypes: ["contracts"],
      monthlyVolume: "50_200",
      currentTools: ["spreadsheets"],
      painPoints: ["finding_documents"],
    });
    const older = { ...stored, roleLevel: "chief", primaryVertical: null, monthlyVolume: "lots" };
    expect(startingAnswers(older, "level_4")).toMatchObject({
      roleLevel: "level_4",
      primaryVertical: "both",
      monthlyVolume: "",
    });
  });
});
