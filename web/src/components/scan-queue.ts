/** One scan read by the box; the id tells two reads of the same code apart. */
export interface QueuedScan {
  id: number;
  code: string;
}

/** The scan box's queue: at most one scan is being answered, the others wait in the order they arrived. */
export interface ScanQueue {
  answering: QueuedScan | null;
  waiting: readonly QueuedScan[];
}

export const emptyScanQueue: ScanQueue = { answering: null, waiting: [] };

/** A scan arrived: it is answered at once when no other is, else it waits behind the ones before it. */
export function scanArrived(queue: ScanQueue, scan: QueuedScan): ScanQueue {
  if (queue.answering === null) return { answering: scan, waiting: queue.waiting };
  return { answering: queue.answering, waiting: [...queue.waiting, scan] };
}

/** The scan being answered has its answer: the oldest waiting scan is next. */
export function scanAnswered(queue: ScanQueue): ScanQueue {
  const [next = null, ...rest] = queue.waiting;
  return { answering: next, waiting: rest };
}
