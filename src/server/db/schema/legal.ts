import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { organization, user } from "./auth.ts";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** A column's text with its markup taken out: drafts keep the editor's HTML. */
const plain = (column: string) => `regexp_replace(coalesce("${column}", ''), '<[^>]*>', ' ', 'g')`;

/**
 * Words in both languages' stems and as written (names, article numbers): the knowledge
 * library and drafts are searched like documents (decision 0011), in one generated column so
 * no code path can forget to refresh it.
 */
const bilingualVector = (titles: string[], bodies: string[]) => {
  const title = titles.map((column) => `coalesce("${column}", '')`).join(" || ' ' || ");
  const body = bodies.map(plain).join(" || ' ' || ");
  return sql.raw(
    `setweight(to_tsvector('simple', ${title}), 'A')
    || setweight(to_tsvector('english', ${title}), 'A')
    || setweight(to_tsvector('indonesian', ${title}), 'A')
    || setweight(to_tsvector('simple', ${body}), 'C')
    || setweight(to_tsvector('english', ${body}), 'C')
    || setweight(to_tsvector('indonesian', ${body}), 'C')`,
  );
};

/**
 * Spec §1 legal drafts (issue 24): a contract being written in the editor, from a template or
 * blank. The Indonesian text is the contract (UU 24/2009); the English one is its side-by-side
 * translation when the parties need both. `fields` holds the template's fill-in values.
 * Every save that changes the text adds a row to `legal_draft_versions`.
 */
export const legalDrafts = pgTable(
  "legal_drafts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    templateKey: text("template_key"),
    contractType: text("contract_type"),
    /** draft → review → final (issue 24). */
    status: text("status").notNull().default("draft"),
    bodyId: text("body_id").notNull().default(""),
    bodyEn: text("body_en"),
    fields: jsonb("fields").$type<Record<string, string>>().notNull().default({}),
    /** Where the e-Meterai stamp goes when the final contract is stamped. */
    eMeterai: boolean("e_meterai").notNull().default(false),
    version: integer("version").notNull().default(1),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      bilingualVector(["title"], ["body_id", "body_en"]),
    ),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("legal_drafts_organization_updated_idx").on(table.organizationId, table.updatedAt.desc()),
    index("legal_drafts_search_idx").using("gin", table.searchVector),
  ],
);

/** Each saved state of a draft, numbered from 1; the diff between two is computed on reading. */
export const legalDraftVersions = pgTable(
  "legal_draft_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    draftId: uuid("draft_id")
      .notNull()
      .references(() => legalDrafts.id, { onDelete: "cascade" }),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    title: text("title").notNull(),
    status: text("status").notNull(),
    bodyId: text("body_id").notNull(),
    bodyEn: text("body_en"),
    fields: jsonb("fields").$type<Record<string, string>>().notNull().default({}),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("legal_draft_versions_draft_idx").on(table.draftId, table.version)],
);

/**
 * The organization's clause library (issue 24): its standard wording per category, in both
 * languages. Only approved clauses are offered for insertion and count as the standard a
 * received contract is checked against (`src/contracts/legal-library.ts` types them).
 */
export const legalClauses = pgTable(
  "legal_clauses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    category: text("category").notNull(),
    titleEn: text("title_en").notNull(),
    titleId: text("title_id").notNull(),
    bodyEn: text("body_en").notNull(),
    bodyId: text("body_id").notNull(),
    approved: boolean("approved").notNull().default(false),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      bilingualVector(["title_en", "title_id", "category"], ["body_en", "body_id"]),
    ),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("legal_clauses_organization_category_idx").on(table.organizationId, table.category),
    index("legal_clauses_search_idx").using("gin", table.searchVector),
  ],
);

/** Notes in the knowledge library: regulations and internal policies, in the writer's language. */
export const legalKnowledgeNotes = pgTable(
  "legal_knowledge_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    /** `regulation` or `internal_policy`. */
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    /** The regulation's citation, e.g. "UU 24/2009 Pasal 31"; empty for a policy. */
    reference: text("reference"),
    body: text("body").notNull(),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      bilingualVector(["title", "reference"], ["body"]),
    ),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("legal_knowledge_notes_organization_idx").on(
      table.organizationId,
      table.updatedAt.desc(),
    ),
    index("legal_knowledge_notes_search_idx").using("gin", table.searchVector),
  ],
);
