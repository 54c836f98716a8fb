CREATE TABLE "processed_document_days" (
	"day" date NOT NULL,
	"vertical" text NOT NULL,
	"documents" integer NOT NULL,
	"processing_ms" bigint NOT NULL,
	CONSTRAINT "processed_document_days_day_vertical_pk" PRIMARY KEY("day","vertical")
);
--> statement-breakpoint
-- Counts each document once per time it becomes complete (a retried one that failed first is
-- counted when it completes), by the UTC day it finished.
CREATE FUNCTION count_processed_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.processing_status = 'complete' AND NEW.processed_at IS NOT NULL
     AND (TG_OP = 'INSERT' OR OLD.processing_status IS DISTINCT FROM 'complete') THEN
    INSERT INTO processed_document_days AS days (day, vertical, documents, processing_ms)
    VALUES ((NEW.processed_at AT TIME ZONE 'UTC')::date, NEW.vertical, 1,
            greatest(0, round(extract(epoch FROM (NEW.processed_at - NEW.uploaded_at)) * 1000))::bigint)
    ON CONFLICT (day, vertical) DO UPDATE
      SET documents = days.documents + 1, processing_ms = days.processing_ms + excluded.processing_ms;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER documents_count_processed
  AFTER INSERT OR UPDATE OF processing_status ON documents
  FOR EACH ROW EXECUTE FUNCTION count_processed_document();
--> statement-breakpoint
INSERT INTO processed_document_days (day, vertical, documents, processing_ms)
SELECT (processed_at AT TIME ZONE 'UTC')::date, vertical, count(*)::int,
       coalesce(sum(greatest(0, round(extract(epoch FROM (processed_at - uploaded_at)) * 1000))), 0)::bigint
  FROM documents
 WHERE processing_status = 'complete' AND processed_at IS NOT NULL
 GROUP BY 1, 2;
