import { describe, expect, it } from "vitest";
import { webBuildEnvironment } from "./web-build.ts";

describe("the web build's environment", () => {
  it("is a production build whatever NODE_ENV the starting process has, keeping the rest", () => {
    for (const nodeEnvironment of ["test", "development", undefined]) {
      const environment = webBuildEnvironment({ NODE_ENV: nodeEnvironment, PATH: "/usr/bin" });
      expect(environment).toEqual({ NODE_ENV: "production", PATH: "/usr/bin" });
    }
  });
});
