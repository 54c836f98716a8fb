CREATE TABLE "weekly_active_users" (
	"week_end_day" date NOT NULL,
	"vertical" text NOT NULL,
	"users" integer NOT NULL,
	CONSTRAINT "weekly_active_users_week_end_day_vertical_pk" PRIMARY KEY("week_end_day","vertical")
);
--> statement-breakpoint
-- A kept week counts days already over. A write that changes one of them (a view from before
-- midnight written after it, a row written by hand) or removes a row (a user deleted) forgets
-- the vertical's kept weeks: the next range that asks counts them again. A page view of today
-- changes no day before it and forgets nothing.
CREATE FUNCTION forget_weekly_active_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM weekly_active_users
   WHERE vertical = CASE WHEN TG_OP = 'DELETE' THEN OLD.vertical ELSE NEW.vertical END;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A row whose newest day is today and whose other days are as they were is a page view of today:
-- the only write that keeps the kept weeks. Any other (a day before today, or more than 128
-- days back that the bits no longer hold) forgets them.
CREATE TRIGGER user_activity_forget_weeks_on_insert
  AFTER INSERT ON user_activity FOR EACH ROW
  WHEN (NEW.last_active_day <> (now() AT TIME ZONE 'UTC')::date
        OR (NEW.recent_days & ~B'1'::bit(128)) <> B'0'::bit(128))
  EXECUTE FUNCTION forget_weekly_active_users();
--> statement-breakpoint
CREATE TRIGGER user_activity_forget_weeks_on_update
  AFTER UPDATE ON user_activity FOR EACH ROW
  WHEN (NEW.last_active_day <> (now() AT TIME ZONE 'UTC')::date
        OR (NEW.recent_days & ~B'1'::bit(128))
           IS DISTINCT FROM
           ((OLD.recent_days >> ((now() AT TIME ZONE 'UTC')::date - OLD.last_active_day))
            & ~B'1'::bit(128)))
  EXECUTE FUNCTION forget_weekly_active_users();
--> statement-breakpoint
CREATE TRIGGER user_activity_forget_weeks_on_delete
  AFTER DELETE ON user_activity FOR EACH ROW
  EXECUTE FUNCTION forget_weekly_active_users();
