/** Latency buckets in seconds: a list page should land in the first few, a report in the middle. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type Labels = Record<string, string>;

const labelText = (labels: Labels) => {
  const parts = Object.entries(labels).map(
    ([k, v]) => `${k}="${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`,
  );
  return parts.length ? `{${parts.join(',')}}` : '';
};

/**
 * The few series the API keeps in memory, written out in the Prometheus text format (version
 * 0.0.4) by `/metrics`. Counters and histograms by label set; gauges are read at scrape time.
 */
export function createMetrics() {
  const requests = new Map<string, { labels: Labels; count: number }>();
  const latency = new Map<string, { labels: Labels; buckets: number[]; sum: number; count: number }>();

  return {
    // Every request passes here: the series are found by a plain key, their label text is made at a scrape.
    observeRequest(method: string, route: string, status: number, seconds: number) {
      const key = `${method} ${route} ${status}`;
      let counter = requests.get(key);
      if (!counter) {
        counter = { labels: { method, route, status: String(status) }, count: 0 };
        requests.set(key, counter);
      }
      counter.count++;
      const hKey = `${method} ${route}`;
      let hist = latency.get(hKey);
      if (!hist) {
        hist = { labels: { method, route }, buckets: LATENCY_BUCKETS.map(() => 0), sum: 0, count: 0 };
        latency.set(hKey, hist);
      }
      for (let i = 0; i < LATENCY_BUCKETS.length; i++) if (seconds <= LATENCY_BUCKETS[i]) hist.buckets[i]++;
      hist.sum += seconds;
      hist.count++;
    },
    /** The whole exposition; `gauges` are this scrape's values (queue depth, pool, sockets). */
    render(gauges: { name: string; help: string; value: number; labels?: Labels }[]): string {
      const lines: string[] = [
        '# HELP crm_http_requests_total HTTP requests answered, by route and status.',
        '# TYPE crm_http_requests_total counter',
      ];
      for (const { labels, count } of requests.values())
        lines.push(`crm_http_requests_total${labelText(labels)} ${count}`);
      lines.push(
        '# HELP crm_http_request_duration_seconds Time to answer, by route.',
        '# TYPE crm_http_request_duration_seconds histogram',
      );
      for (const { labels, buckets, sum, count } of latency.values()) {
        LATENCY_BUCKETS.forEach((le, i) => {
          lines.push(
            `crm_http_request_duration_seconds_bucket${labelText({ ...labels, le: String(le) })} ${buckets[i]}`,
          );
        });
        lines.push(`crm_http_request_duration_seconds_bucket${labelText({ ...labels, le: '+Inf' })} ${count}`);
        lines.push(`crm_http_request_duration_seconds_sum${labelText(labels)} ${sum}`);
        lines.push(`crm_http_request_duration_seconds_count${labelText(labels)} ${count}`);
      }
      const seen = new Set<string>();
      for (const gauge of gauges) {
        if (!seen.has(gauge.name)) {
          seen.add(gauge.name);
          lines.push(`# HELP ${gauge.name} ${gauge.help}`, `# TYPE ${gauge.name} gauge`);
        }
        lines.push(`${gauge.name}${labelText(gauge.labels ?? {})} ${gauge.value}`);
      }
      return `${lines.join('\n')}\n`;
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
