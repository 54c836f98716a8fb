import { describe, expect, it } from "vitest";
import { statesFact } from "./states-fact.ts";

describe("the judge's reading of an expected fact", () => {
  it("takes a day written in another form of either language for the same day", () => {
    expect(statesFact("Berakhir pada **7 Agu 2031**.", "7 Agustus 2031")).toBe(true);
    expect(statesFact("It ends on **Aug 7, 2031**.", "7 August 2031")).toBe(true);
    expect(statesFact("It ends on 7 August 2031.", "Aug 7, 2031")).toBe(true);
  });

  it("refuses another day, month or year", () => {
    expect(statesFact("Berakhir pada 8 Agu 2031.", "7 Agustus 2031")).toBe(false);
    expect(statesFact("Berakhir pada 7 Sep 2031.", "7 Agustus 2031")).toBe(false);
    expect(statesFact("Berakhir pada 7 Agu 2032.", "7 Agustus 2031")).toBe(false);
  });

  it("reads only a fact that is a date as one: a date inside a longer fact must appear as written", () => {
    expect(statesFact("Jatuh tempo 7 Agu 2031", "jatuh tempo 7 Agustus 2031")).toBe(false);
    expect(statesFact("JATUH TEMPO 7 AGUSTUS 2031", "jatuh tempo 7 Agustus 2031")).toBe(true);
  });

  it("takes a name in another letter case, never another name", () => {
    expect(statesFact("WARUNG SENJA LARUT", "Warung Senja Larut")).toBe(true);
    expect(statesFact("Warung Senja", "Warung Senja Larut")).toBe(false);
  });
});
