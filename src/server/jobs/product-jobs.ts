import { z } from "zod";
import { ANALYTICS, HOUSEKEEPING } from "../../contracts/limits.ts";
import { REMINDERS } from "../../contracts/reminders.ts";
import { sendDueReminders, type ReminderDeps } from "../domain/reminders/send-due-reminders.ts";
import { failAbandonedDocuments } from "../domain/documents/fail-abandoned-documents.ts";
import { sweepOrphanFiles } from "../domain/documents/sweep-orphan-files.ts";
import { forgetEndedAttempts } from "../policies/rate-limit.ts";
import { keepPastWeeks } from "../domain/analytics/get-user-engagement.ts";
import { prunePageViews } from "../domain/analytics/prune-page-views.ts";
import {
  handleProcessDocument,
  type ProcessingDeps,
} from "../domain/documents/process-document.ts";
import {
  PROCESS_DOCUMENT_EXPIRE_SECONDS,
  PROCESS_DOCUMENT_HEARTBEAT_SECONDS,
  PROCESS_DOCUMENT_JOB,
  PROCESS_DOCUMENT_RETRY,
} from "./document-jobs.ts";
import { defineJob, type AnyJobDefinition } from "./job-definition.ts";

/** What the reminders job needs besides the database: the mailer, links' origin and a clock. */
export interface ReminderJobDeps extends Pick<ReminderDeps, "mailer" | "publicUrl"> {
  /** Today for the reminders; tests move it to simulate the days passing. */
  clock?: () => Date;
}

/**
 * Every job the product defines, with the handlers bound to this process's parts. The
 * reminders job runs only where a mailer is given.
 */
export function createProductJobs(
  deps: ProcessingDeps,
  reminders?: ReminderJobDeps,
): readonly AnyJobDefinition[] {
  const processDocumentJob = defineJob({
    ...PROCESS_DOCUMENT_JOB,
    retry: PROCESS_DOCUMENT_RETRY,
    heartbeatSeconds: PROCESS_DOCUMENT_HEARTBEAT_SECONDS,
    expireInSeconds: PROCESS_DOCUMENT_EXPIRE_SECONDS,
    handle: ({ documentId }, context) =>
      handleProcessDocument(deps, documentId, {
        ...context,
        lastAttempt: context.attempt >= PROCESS_DOCUMENT_RETRY.limit,
      }),
  });
  const failAbandonedDocumentsJob = defineJob({
    name: "fail-abandoned-documents",
    payload: z.object({}),
    everySeconds: HOUSEKEEPING.abandonedDocumentCheckSeconds,
    async handle(_payload, { jobs }) {
      const failed = await failAbandonedDocuments(deps.database, jobs);
      if (failed.length > 0)
        deps.logger.warn({ documentIds: failed }, "abandoned documents failed");
    },
  });
  const keepPastWeeksJob = defineJob({
    name: "keep-past-weeks",
    payload: z.object({}),
    everySeconds: ANALYTICS.pastWeeksKeepSeconds,
    handle: () => keepPastWeeks(deps.database.db, new Date()),
  });
  const sweepOrphanFilesJob = defineJob({
    name: "sweep-orphan-files",
    payload: z.object({}),
    everySeconds: HOUSEKEEPING.orphanFileSweepSeconds,
    async handle(_payload, { signal }) {
      const swept = await sweepOrphanFiles(deps, HOUSEKEEPING.orphanFileGraceSeconds, signal);
      if (swept.length > 0) deps.logger.info({ count: swept.length }, "orphan files deleted");
    },
  });
  const forgetEndedAttemptsJob = defineJob({
    name: "forget-ended-attempts",
    payload: z.object({}),
    everySeconds: HOUSEKEEPING.endedAttemptsSweepSeconds,
    async handle() {
      await forgetEndedAttempts(deps.database.db, HOUSEKEEPING.endedAttemptsAgeSeconds);
    },
  });
  const prunePageViewsJob = defineJob({
    name: "prune-page-views",
    payload: z.object({}),
    everySeconds: ANALYTICS.pageViewPruneSeconds,
    async handle() {
      const removed = await prunePageViews(deps.database.db, ANALYTICS.pageViewKeepDays);
      if (removed > 0) deps.logger.info({ count: removed }, "old page views deleted");
    },
  });
  const sendRemindersJob =
    reminders &&
    defineJob({
      name: "send-reminders",
      payload: z.object({}),
      everySeconds: REMINDERS.checkEverySeconds,
      async handle() {
        const clock = reminders.clock ?? (() => new Date());
        const round = await sendDueReminders(
          { ...reminders, db: deps.database.db, logger: deps.logger },
          clock(),
        );
        if (round.mails > 0) deps.logger.info(round, "reminders mailed");
      },
    });
  return [
    processDocumentJob,
    failAbandonedDocumentsJob,
    sweepOrphanFilesJob,
    keepPastWeeksJob,
    forgetEndedAttemptsJob,
    prunePageViewsJob,
    ...(sendRemindersJob ? [sendRemindersJob] : []),
  ].map((definition) => definition as AnyJobDefinition);
}
