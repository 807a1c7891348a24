import { LATENCY_BUCKETS_MS } from "../../../shared/rules/metrics";
import type { RequestMetrics } from "./request-metrics";

function label(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n");
}

/** The Prometheus text exposition (version 0.0.4) of this process' figures and the job queue. */
export function renderPrometheus(
  metrics: RequestMetrics,
  jobs: { name: string; state: string; jobs: number }[],
): string {
  const lines: string[] = [];
  lines.push("# HELP licita_http_requests_total HTTP requests answered, by method, route and status.");
  lines.push("# TYPE licita_http_requests_total counter");
  for (const [key, count] of metrics.totals) {
    const [method, route, status] = key.split("|");
    lines.push(
      `licita_http_requests_total{method="${label(method!)}",route="${label(route!)}",status="${status}"} ${count}`,
    );
  }
  lines.push("# HELP licita_http_request_duration_seconds Time to answer, by method and route.");
  lines.push("# TYPE licita_http_request_duration_seconds histogram");
  for (const [key, figures] of metrics.latency) {
    const [method, route] = key.split("|");
    const labels = `method="${label(method!)}",route="${label(route!)}"`;
    let cumulative = 0;
    LATENCY_BUCKETS_MS.forEach((bound, index) => {
      cumulative += figures.buckets[index] ?? 0;
      lines.push(`licita_http_request_duration_seconds_bucket{${labels},le="${bound / 1000}"} ${cumulative}`);
    });
    lines.push(`licita_http_request_duration_seconds_bucket{${labels},le="+Inf"} ${figures.count}`);
    lines.push(`licita_http_request_duration_seconds_sum{${labels}} ${figures.sumSeconds.toFixed(6)}`);
    lines.push(`licita_http_request_duration_seconds_count{${labels}} ${figures.count}`);
  }
  lines.push("# HELP licita_jobs Jobs in the queue right now, by queue and state.");
  lines.push("# TYPE licita_jobs gauge");
  for (const row of jobs) {
    lines.push(`licita_jobs{queue="${label(row.name)}",state="${label(row.state)}"} ${row.jobs}`);
  }
  const memory = process.memoryUsage();
  lines.push("# HELP process_resident_memory_bytes Resident memory size in bytes.");
  lines.push("# TYPE process_resident_memory_bytes gauge");
  lines.push(`process_resident_memory_bytes ${memory.rss}`);
  lines.push("# HELP nodejs_heap_used_bytes V8 heap in use, in bytes.");
  lines.push("# TYPE nodejs_heap_used_bytes gauge");
  lines.push(`nodejs_heap_used_bytes ${memory.heapUsed}`);
  lines.push("# HELP process_start_time_seconds Start time of the process since the Unix epoch.");
  lines.push("# TYPE process_start_time_seconds gauge");
  lines.push(`process_start_time_seconds ${Math.floor(metrics.startedAt / 1000)}`);
  return `${lines.join("\n")}\n`;
}
