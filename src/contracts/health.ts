import { z } from "zod";

export const componentStatusSchema = z.enum(["ok", "down"]);

export const healthSchema = z.object({
  status: componentStatusSchema,
  db: componentStatusSchema,
  storage: componentStatusSchema,
  queue: componentStatusSchema,
});
export type Health = z.infer<typeof healthSchema>;
