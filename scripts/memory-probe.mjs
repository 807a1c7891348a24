// Loaded with `--import` by measure-idle-memory.mjs: prints, on one line, where the server's memory is.
import v8 from "node:v8";

const mb = (bytes) => Math.round(bytes / 1_048_576);
setInterval(
  () => {
    const usage = process.memoryUsage();
    const heap = v8.getHeapStatistics();
    console.error(
      `MEMORIA ${JSON.stringify({
        rssMb: mb(usage.rss),
        v8HeapUsedMb: mb(usage.heapUsed),
        v8HeapTotalMb: mb(usage.heapTotal),
        externalMb: mb(usage.external),
        arrayBuffersMb: mb(usage.arrayBuffers),
        v8MallocedMb: mb(heap.malloced_memory),
      })}`,
    );
  },
  Number(process.env.MEMORY_PROBE_INTERVAL_MS ?? 5_000),
).unref();
