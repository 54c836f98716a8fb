import { describe, expect, it } from "vitest";
import type { Organization } from "../../../../contracts/organizations.ts";
import { selectOrganization } from "./use-organizations.ts";

const organization = (id: string, overrides: Partial<Organization> = {}): Organization => ({
  id,
  name: id,
  type: "bpo",
  description: null,
  settings: {},
  is_personal: false,
  industry: null,
  company_size: null,
  primary_vertical: null,
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
  userRole: "level_3",
  memberStatus: "active",
  permissions: {
    manageTeam: false,
    deleteDocuments: false,
    manageIntegrations: false,
    viewAuditLogs: false,
    manageSettings: false,
    exportData: false,
  },
  verticalAccess: { read: ["accounting", "legal"], write: ["accounting", "legal"] },
  ...overrides,
});

describe("selectOrganization (spec §4: stored id, then personal, then first)", () => {
  const list = [
    organization("first"),
    organization("personal", { is_personal: true }),
    organization("invited", { memberStatus: "invited" }),
  ];

  it("prefers the stored id", () => {
    expect(selectOrganization(list, "first", null)?.id).toBe("first");
  });

  it("falls back to the personal organization, then the first", () => {
    expect(selectOrganization(list, "gone", null)?.id).toBe("personal");
    expect(selectOrganization([organization("a"), organization("b")], null, null)?.id).toBe("a");
  });

  it("never selects an organization the user is only invited to", () => {
    expect(selectOrganization(list, "invited", "invited")?.id).toBe("personal");
  });
});
