import { and, eq, sql } from "drizzle-orm";
import { PAGE_VIEWS } from "../../../contracts/analytics.ts";
import { VERTICALS } from "../../../contracts/organizations.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { member } from "../../db/schema/auth.ts";
import { requireMembership } from "../../policies/membership.ts";
import { requireWithinLimit } from "../../policies/rate-limit.ts";
import { ANY_PAGE, RECENT_DAYS } from "../../db/schema/analytics.ts";

/** The newest day alone: a one and RECENT_DAYS − 1 zeros. */
const TODAY_BIT = `1${"0".repeat(RECENT_DAYS - 1)}`;

/** Spec §2: "the vertical is detected from the current path prefix". */
export function verticalOfPath(path: string): string {
  return VERTICALS.find((vertical) => path.startsWith(`/verticals/${vertical}/`)) ?? "other";
}

/**
 * Keeps one page view (spec §7, every route change) and marks the user active that day in
 * their activity bits, in one statement so the two never disagree. The organization named must be
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
  // The day's bit, in the user's row for any page and in the one for the path's vertical: set at
  // 0 when today is the newest active day (the older days shifted along), or at its distance
  // behind the newest day when a view arrives late.
  await db.execute(sql`
    with viewed as (
      insert into page_views (user_id, organization_id, path, vertical)
      values (${actor.userId}, ${organizationId}, ${view.path}, ${vertical})
      returning user_id, vertical, (viewed_at at time zone 'UTC')::date as day
    )
    insert into user_activity as known (user_id, vertical, last_active_day, recent_days)
    select user_id, activity.vertical, day, ${TODAY_BIT}::bit(${sql.raw(String(RECENT_DAYS))})
      from viewed
      cross join lateral (values (${ANY_PAGE}), (viewed.vertical)) as activity(vertical)
     where activity.vertical <> 'other'
    on conflict (user_id, vertical) do update set
      recent_days = case
        when excluded.last_active_day >= known.last_active_day
          then excluded.recent_days
               | (known.recent_days >> least(${RECENT_DAYS}, excluded.last_active_day - known.last_active_day))
        else known.recent_days
             | (excluded.recent_days >> least(${RECENT_DAYS}, known.last_active_day - excluded.last_active_day))
      end,
      last_active_day = greatest(known.last_active_day, excluded.last_active_day)`);
}
