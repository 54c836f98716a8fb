/**
 * The product spec's numbers (§5, §9), kept in one place for the server and the web app.
 * Sizes are bytes, durations milliseconds unless the name says otherwise.
 */

const MEBIBYTE = 1024 * 1024;

export const UPLOAD_LIMITS = {
  /** Files up to this size go to /api/simple-upload, larger ones to /api/simple-upload-large. */
  smallEndpointMaxBytes: 10 * MEBIBYTE,
  maxBytesDefault: 25 * MEBIBYTE,
  maxBytesLegal: 100 * MEBIBYTE,
  maxFilesPerSelection: 50,
  concurrentUploads: 3,
  compactVariantMaxFiles: 3,
  compactVariantMaxBytes: 5 * MEBIBYTE,
} as const;

export const PROCESSING = {
  /** "Up to 3 files process at once" (spec §2, upload widget). */
  concurrentDocuments: 3,
  statusPollIntervalMs: 5_000,
  statusPollGiveUpMs: 10 * 60_000,
  expectedProcessingTimeFallback: "2-5 minutes",
} as const;

/**
 * Housekeeping the workers do (issue 16; not in the spec). A document whose processing job
 * failed, expired or vanished is marked failed within half a minute of it: checked this often,
 * once it has not changed for the grace (an upload or a retry creates its row and job in one
 * transaction, so the grace is only a margin for clocks and a retry landing mid-check). A stored file no document or preview uses is deleted once it is
 * older than its grace, far longer than any upload takes to record the file it has stored.
 */
export const HOUSEKEEPING = {
  abandonedDocumentCheckSeconds: 15,
  abandonedDocumentGraceSeconds: 10,
  orphanFileSweepSeconds: 60 * 60,
  orphanFileGraceSeconds: 6 * 60 * 60,
  /** Attempt counts (sign-in, search, chat limits) are forgotten a day after their window. */
  endedAttemptsSweepSeconds: 60 * 60,
  endedAttemptsAgeSeconds: 24 * 60 * 60,
} as const;

export const PROCESSING_MODAL_POLLING = {
  firstPollMs: 3_000,
  maxAttempts: 15,
  initialBackoffMs: 2_000,
  maxBackoffMs: 20_000,
} as const;

export const PAGE_SIZES = {
  auditLog: 20,
  documentsTableDefault: 20,
  documentsTableOptions: [10, 20, 30, 40, 50, 60, 100],
  mentionSuggestions: 8,
} as const;

export const TIMINGS = {
  mentionDebounceMs: 300,
  chatDraftDebounceMs: 300,
  bulkDownloadPauseMs: 300,
  bulkDeletePauseMs: 100,
  successToastMs: 5_000,
  duplicateToastMs: 8_000,
  sessionRefreshMs: 30 * 60_000,
  authSafetyTimeoutMs: 5_000,
  signOutDelayMs: 100,
} as const;

export const TRIAL_DAYS = 14;

/** An invitation can be accepted for this many days; after that the inviter sends a new one. */
export const INVITATION_TTL_DAYS = 7;

/**
 * Invitations are mail the server sends to any address a member types, so they are limited
 * (not in the spec; chosen well above a team's real hiring, far below a spammer's needs): per
 * member sending, per organization and per address invited, counted over the last day.
 */
export const INVITATION_LIMITS = {
  windowHours: 24,
  perSender: 50,
  perOrganization: 100,
  perRecipient: 3,
  /** The organization's name is the only text of a user's in an invitation's subject. */
  organizationNameInSubjectMaxLength: 60,
} as const;

/** A user's name is shown to teams and in mail; longer names are cut at sign-up and change. */
export const USER_NAME_MAX_LENGTH = 100;

/**
 * Bounds on what one uploaded file may cost to read, against PDF and ZIP bombs and giant
 * images. Not in the spec; chosen well above real business documents (decision 0008).
 */
export const READER_LIMITS = {
  maxPages: 500,
  /**
   * Bytes a DOCX or XLSX package may inflate to, counted as they come out of zlib (what the
   * package declares is never trusted): all its parts together, and its largest part.
   */
  maxUnpackedBytes: 128 * MEBIBYTE,
  maxUnpackedEntryBytes: 64 * MEBIBYTE,
  /**
   * A part may inflate to at most this many times its compressed size once past
   * ratioFreeEntryBytes: office XML compresses 5–30 times, a ZIP bomb about 1000 times.
   */
  maxCompressionRatio: 200,
  ratioFreeEntryBytes: 1 * MEBIBYTE,
  maxArchiveEntries: 10_000,
  /** width × height of one image or one rendered page. */
  maxImagePixels: 80_000_000,
  /** Pages OCR'd in one document; later pages without a text layer are left unread. */
  maxOcrPages: 100,
  /** Rows read from each sheet of a spreadsheet or CSV. */
  maxSheetRows: 20_000,
  previewWidthPx: 480,
} as const;

/**
 * Each untrusted file is inspected, read and previewed in a thread of its own (decision 0017):
 * its JavaScript heap is capped, and the upload check has a time limit of its own.
 */
export const READER_ISOLATION = {
  /**
   * The thread's JavaScript heap and array buffers together, sampled every memorySampleMs
   * (each sample interrupts the thread: every 100 ms cost a photo's reading 400 ms).
   */
  maxMemoryMb: 1024,
  memorySampleMs: 500,
  maxHeapMb: 768,
  maxYoungHeapMb: 64,
  stackMb: 4,
  inspectTimeMs: 30_000,
  /**
   * Threads kept for the next file once they answered (one per document processed at once, so
   * a batch does not start a thread per file), and how many files one serves.
   */
  idleThreads: PROCESSING.concurrentDocuments,
  tasksPerThread: 100,
  /**
   * Reading tasks running at once in a process (about 90 MB of libraries each); the rest wait
   * their turn: one per document processed at once, and one for uploads being checked.
   */
  maxThreads: PROCESSING.concurrentDocuments + 1,
} as const;

/**
 * How long each processing stage may run (DESIGN §5); past it the attempt fails with the
 * stage named, and the job's retry policy decides whether it is tried again. Reading allows
 * READER_LIMITS.maxOcrPages pages of OCR at a few seconds each.
 */
export const STAGE_TIME_LIMITS_MS = {
  read: 20 * 60_000,
  understand: 2 * 60_000,
  index: 2 * 60_000,
  preview: 60_000,
} as const;

export const ANALYTICS = {
  /** The time-range selector's choices, in days (spec §2, §9). */
  rangesDays: [7, 14, 30, 60, 90],
  defaultRangeDays: 7,
  /**
   * Raw page views older than this are deleted each day: active users are read from the day
   * bits, and a year and a month covers comparing a month with the same month a year before.
   */
  pageViewKeepDays: 400,
  pageViewPruneSeconds: 24 * 60 * 60,
  /**
   * How often workers make sure the weeks before this one are counted and kept, so that after
   * midnight the first admin to open the dashboard does not wait for the count.
   */
  pastWeeksKeepSeconds: 10 * 60,
} as const;

export const SEARCH = {
  defaultLimit: 20,
  maxLimit: 50,
  /** Results shown as the user types, after this pause (spec §4's debounce for lookups). */
  debounceMs: 300,
  /**
   * At most this many matches are ranked per search: a word in most documents would otherwise
   * rank them all, and the embedded database runs one query at a time (DESIGN §3).
   */
  candidateLimit: 1_000,
  /**
   * Of the documents whose names only resemble the words typed (a typo), at most this many
   * are ranked besides: a misspelt name means one vendor or party, not thousands.
   */
  likeNameLimit: 200,
  /** Whose "today" a query's "this week" or "bulan lalu" means when the client sends none. */
  defaultTimeZone: "Asia/Jakarta",
} as const;

/**
 * Requests one user may make in a window (not in the spec; issue 16): each search, mention
 * lookup and question costs the server ranked queries (and a language model's tokens), so a
 * script must not run them without end. Search and mentions run as the user types, at most one
 * per 300 ms pause: 600 in ten minutes is a lookup every second for the whole time, far beyond
 * a person. An answer runs several searches: 60 is a question every ten seconds.
 */
export const USER_RATE_LIMITS = {
  search: { max: 600, windowSeconds: 10 * 60 },
  mentions: { max: 600, windowSeconds: 10 * 60 },
  chat: { max: 60, windowSeconds: 10 * 60 },
} as const satisfies Record<string, { max: number; windowSeconds: number }>;

export type UserRateLimits = Record<
  keyof typeof USER_RATE_LIMITS,
  { max: number; windowSeconds: number }
>;

/** The Document Explorer's lists and groupings; not in the spec, chosen for the dashboards. */
export const DOCUMENT_EXPLORER = {
  /** Documents uploaded within this many days count as Recent. */
  recentDays: 7,
  /** Documents one bulk action (move to project) may name: the largest table page. */
  maxBulkDocuments: 100,
  reviewQueuePageSize: 20,
  historyPageSize: 20,
  /** Categories or contract types the overview lists, most documents first. */
  maxOverviewGroups: 50,
  maxProjectsPerOrganization: 500,
  maxRepositoryFoldersPerOrganization: 500,
} as const;

/** The Document Assistant chat's sizes and timings (spec §2, §4, §5, §9). */
export const CHAT = {
  panelHeightPx: 600,
  /** The mention list: at most 16 rem tall, at least 20 rem wide. */
  mentionListMaxHeightPx: 256,
  mentionListMinWidthPx: 320,
  /** Not in the spec: how much of a knowledge note the mention list shows under its title. */
  mentionPreviewCharacters: 140,
  /** Attaching a file to the dashboard chat input shows a loading state for about this long. */
  attachDelayMs: 800,
  /** What the dashboard chat input's file picker accepts. */
  attachAccept: [".pdf", ".doc", ".docx", ".txt", ".jpg", ".jpeg", ".png"],
  /**
   * Not in the spec: an attached file is uploaded and read before the question about it is
   * sent; its status is asked this often, for at most this long.
   */
  attachReadPollMs: 1_000,
  attachReadTimeoutMs: 60_000,
} as const;
