import type { z } from "zod";
import {
  roleLevelSchema,
  type teamInvitationSchema,
  type teamMemberSchema,
} from "../../../contracts/organizations.ts";
import { member, user, type invitation } from "../../db/schema/auth.ts";

type TeamMember = z.infer<typeof teamMemberSchema>;
type TeamInvitation = z.infer<typeof teamInvitationSchema>;

/** What a team member is read as: the membership with the user's name and e-mail. */
export const teamMemberColumns = {
  id: member.id,
  userId: member.userId,
  name: user.name,
  email: user.email,
  role: member.role,
  createdAt: member.createdAt,
};

export interface TeamMemberRow {
  id: string;
  userId: string;
  name: string;
  email: string;
  role: string;
  createdAt: Date;
}

// Roles are only ever written from roleLevelSchema; an unknown one reads as the lowest.
const presentRole = (role: string | null) => roleLevelSchema.catch("level_3").parse(role);

export function presentTeamMember(row: TeamMemberRow): TeamMember {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    email: row.email,
    role: presentRole(row.role),
    status: "active",
    joinedAt: row.createdAt.toISOString(),
  };
}

/** Only pending invitations are presented; accepted and canceled ones are history. */
export function presentTeamInvitation(row: typeof invitation.$inferSelect): TeamInvitation {
  return {
    id: row.id,
    email: row.email,
    role: presentRole(row.role),
    status: "pending",
    expiresAt: row.expiresAt.toISOString(),
  };
}
