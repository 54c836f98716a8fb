import { sql } from "drizzle-orm";
import {
  ADMIN_ORGANIZATIONS_PAGE_SIZE,
  type AdminOrganizations,
} from "../../../contracts/analytics.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { requireAdmin } from "./require-admin.ts";

interface SummaryRow extends Record<string, unknown> {
  id: string;
  name: string;
  type: string;
  plan: string | null;
  status: string | null;
  documents: number;
  storage_bytes: string;
  last_activity_at: Date | string | null;
  created_at: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * Every organization for the admin, newest first, a page at a time: its plan, how many
 * documents it holds and their bytes, and when something last happened in it (an upload or a
 * page view). The figures are counted for the page's organizations only.
 */
export async function listOrganizationSummaries(
  db: Db,
  actor: Actor,
  adminEmail: string | undefined,
  options: { offset: number },
): Promise<AdminOrganizations> {
  await requireAdmin(db, actor, adminEmail);
  const [page, total] = await Promise.all([
    db.execute<SummaryRow>(sql`
      select o.id, o.name, o.type, o.created_at, s.plan, s.status,
             stored.documents, stored.storage_bytes,
             greatest(stored.last_upload, viewed.last_view) as last_activity_at
        from (select * from organization
               order by created_at desc, id
               limit ${ADMIN_ORGANIZATIONS_PAGE_SIZE} offset ${options.offset}) o
        left join subscriptions s on s.organization_id = o.id
        cross join lateral (
          select count(*)::int as documents, coalesce(sum(size_bytes), 0)::text as storage_bytes,
                 max(uploaded_at) as last_upload
            from documents d where d.organization_id = o.id) stored
        cross join lateral (
          select max(viewed_at) as last_view from page_views v where v.organization_id = o.id
        ) viewed
       order by o.created_at desc, o.id`),
    db.execute<{ count: number }>(sql`select count(*)::int as count from organization`),
  ]);
  return {
    organizations: page.rows.map((row) => ({
      id: row.id,
      name: row.name,
      type: row.type,
      plan: row.plan,
      subscriptionStatus: row.status,
      documents: Number(row.documents),
      storageBytes: Number(row.storage_bytes),
      lastActivityAt: row.last_activity_at === null ? null : iso(row.last_activity_at),
      createdAt: iso(row.created_at),
    })),
    totalCount: Number(total.rows[0]?.count ?? 0),
    pageSize: ADMIN_ORGANIZATIONS_PAGE_SIZE,
  };
}
