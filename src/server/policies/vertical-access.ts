import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import {
  VERTICALS,
  type Vertical,
  type VerticalAccessLists,
} from "../../contracts/organizations.ts";
import type { Actor } from "../auth/actor.ts";
import type { Db } from "../db/client.ts";
import { userVerticalPermissions } from "../db/schema/accounts.ts";
import { documents } from "../db/schema/documents.ts";
import { AppError } from "../errors.ts";
import { requireMembership } from "./membership.ts";

/**
 * A grant's access levels (spec §3 `access_level`): onboarding writes admin or write (spec §6);
 * read lets a member look at a vertical's documents without changing them (decision 0018).
 */
const WRITING_LEVELS = new Set(["admin", "write"]);
const READING_LEVELS = new Set([...WRITING_LEVELS, "read"]);

/** The Owner role always holds both verticals, whatever its own onboarding chose. */
const OWNER = "level_5";

export interface VerticalGrantRow {
  vertical: string;
  accessLevel: string;
}

/** What a member may do in one organization: their role, and the verticals they read and write. */
export interface VerticalAccess extends VerticalAccessLists {
  organizationId: string;
  role: string;
}

const ALL: VerticalAccessLists = { read: [...VERTICALS], write: [...VERTICALS] };
export const NO_VERTICALS: VerticalAccessLists = { read: [], write: [] };

/**
 * The verticals a role with these grants reads and writes. A member without any grant has not
 * chosen at onboarding yet (an invited member): the invitation gave them the organization, both
 * verticals (decision 0018). Grants of an unknown vertical or level give nothing.
 */
export function verticalAccessFor(
  role: string,
  grants: readonly VerticalGrantRow[],
): VerticalAccessLists {
  if (role === OWNER || grants.length === 0) return ALL;
  const holding = (levels: Set<string>) =>
    VERTICALS.filter((vertical) =>
      grants.some((grant) => grant.vertical === vertical && levels.has(grant.accessLevel)),
    );
  return { read: holding(READING_LEVELS), write: holding(WRITING_LEVELS) };
}

/** The caller's grants in an organization, as stored. */
export async function verticalGrantsOf(
  executor: Pick<Db, "select">,
  userId: string,
  organizationId: string,
): Promise<VerticalGrantRow[]> {
  return executor
    .select({
      vertical: userVerticalPermissions.vertical,
      accessLevel: userVerticalPermissions.accessLevel,
    })
    .from(userVerticalPermissions)
    .where(
      and(
        eq(userVerticalPermissions.userId, userId),
        eq(userVerticalPermissions.organizationId, organizationId),
      ),
    );
}

/**
 * The caller's access in an organization, read for each request (a changed grant counts at
 * once). Not being a member is NOT_FOUND, as `requireMembership`.
 */
export async function verticalAccess(
  executor: Pick<Db, "select">,
  actor: Actor,
  organizationId: string,
): Promise<VerticalAccess> {
  const { role } = await requireMembership(executor, actor.userId, organizationId);
  const grants = await verticalGrantsOf(executor, actor.userId, organizationId);
  return { organizationId, role, ...verticalAccessFor(role, grants) };
}

export const canReadVertical = (access: VerticalAccessLists, vertical: string) =>
  access.read.includes(vertical as Vertical);

/** A change to a vertical's documents (decision 0018 lists which) needs write on it. */
export function requireVerticalWrite(access: VerticalAccessLists, vertical: string): void {
  if (!access.write.includes(vertical as Vertical)) {
    throw new AppError(
      "FORBIDDEN",
      "You don't have permission to change this vertical's documents.",
      {
        vertical,
      },
    );
  }
}

/**
 * The one condition every query of documents starts from: the organization's documents in the
 * verticals the caller reads, and of `vertical` alone when one is asked for. Reading both adds
 * no condition, so the common query keeps its plan and indexes.
 */
export function readableDocuments(access: VerticalAccess, vertical?: Vertical): SQL {
  const verticals = access.read.filter((each) => vertical === undefined || each === vertical);
  const inVerticals =
    verticals.length === 0
      ? sql`false`
      : vertical !== undefined
        ? eq(documents.vertical, vertical)
        : verticals.length === VERTICALS.length
          ? undefined
          : inArray(documents.vertical, verticals);
  return and(eq(documents.organizationId, access.organizationId), inVerticals)!;
}
