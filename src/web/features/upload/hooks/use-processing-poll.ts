import { useMutation } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { ApiError } from "../../../lib/api-client.ts";
import { fetchDocumentStatus, retryProcessing } from "../api/upload-file.ts";
import {
  applyPollOutcome,
  INITIAL_POLL_VIEW,
  modalPollDelayMs,
  nextModalPoll,
  type PollOutcome,
} from "../processing-poll.ts";

async function pollOnce(statusUrl: string): Promise<PollOutcome> {
  try {
    return { kind: "status", status: await fetchDocumentStatus(statusUrl) };
  } catch (error) {
    return { kind: "error", network: !(error instanceof ApiError) };
  }
}

/**
 * One document's status in the processing modal, on the modal's schedule (spec §4, §9); a retry
 * asks the server to process it again and starts the schedule over.
 */
export function useProcessingPoll(documentId: string, statusUrl: string) {
  const [view, setView] = useState(INITIAL_POLL_VIEW);
  const [round, setRound] = useState(0);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const poll = async (attempt: number) => {
      const outcome = await pollOnce(statusUrl);
      if (stopped) return;
      setView((current) => applyPollOutcome(current, outcome));
      const next = nextModalPoll(attempt, outcome);
      if (next.kind === "poll") timer = setTimeout(() => void poll(next.attempt), next.delayMs);
      else if (next.kind === "give-up") setView((current) => ({ ...current, gaveUp: true }));
    };
    timer = setTimeout(() => void poll(1), modalPollDelayMs(1));
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [statusUrl, round]);

  const retry = useMutation({
    mutationFn: () => retryProcessing(documentId),
    onSuccess: (status) => {
      setView({ latest: status, fetchError: null, gaveUp: false });
      setRound((current) => current + 1);
    },
  });

  return { view, retry };
}
