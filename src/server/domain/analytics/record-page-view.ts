import { and, eq, sql } from "drizzle-orm";
import { PAGE_VIEWS } from "../../../contracts/analytics.ts";
import { VERTICALS } from "../../../contracts/organizations.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { member } from "../../db/schema/auth.ts";
import { requireMembership } from "../../policies/membership.ts";
import { requireWithinLimit } from "../../policies/rate-limit.ts";

/** Spec §2: "the vertical is detected from the current path prefix". */
export function verticalOfPath(path: string): string {
  return VERTICALS.find((vertical) => path.startsWith(`/verticals/${vertical}/`)) ?? "other";
}

/**
 * Keeps one page view (spec §7, every route change) and marks the user active that day in the
 * daily roll-up, in one statement so the two never disagree. The organization named must be
 * one of the caller's; without one, the session's open organization is used.
 */
export async function recordPageView(
  db: Db,
  actor: Actor,
  view: { path: string; organizationId?: string | undefined },
): Promise<void> {
  await requireWithinLimit(db, `page-view:${actor.userId}`, PAGE_VIEWS.perUser);
  let organizationId: string | null = null;
  if (view.organizationId) {
    await requireMembership(db, actor.userId, view.organizationId);
    organizationId = view.organizationId;
  } else if (actor.activeOrganizationId) {
    // A session can outlive its membership: a removed member's views count for nobody.
    const [membership] = await db
      .select({ id: member.id })
      .from(member)
      .where(
        and(eq(member.organizationId, actor.activeOrganizationId), eq(member.userId, actor.userId)),
      );
    organizationId = membership ? actor.activeOrganizationId : null;
  }
  const vertical = verticalOfPath(view.path);
  await db.execute(sql`
    with viewed as (
      insert into page_views (user_id, organization_id, path, vertical)
      values (${actor.userId}, ${organizationId}, ${view.path}, ${vertical})
      returning user_id, organization_id, vertical, viewed_at
    )
    insert into user_activity_days (day, user_id, organization_id, vertical)
    select (viewed_at at time zone 'UTC')::date, user_id, organization_id, vertical from viewed
    on conflict on constraint user_activity_days_key do nothing`);
}
