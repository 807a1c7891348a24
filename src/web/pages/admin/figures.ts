import type { TFigureFormat } from "../../../shared/contracts/admin-dashboards";
import { formatDate, formatDateTime } from "../../components/dates";

const integer = new Intl.NumberFormat("es-MX", { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat("es-MX", { maximumFractionDigits: 2 });
const usd = new Intl.NumberFormat("es-MX", { style: "currency", currency: "USD", currencyDisplay: "code" });

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(2)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}

/** A figure as a person reads it; a missing figure is a dash, never 0 or NaN. */
export function formatFigure(value: string | number | null | undefined, format: TFigureFormat): string {
  if (value === null || value === undefined || value === "") return "—";
  if (format === "text" || format === "user") return String(value);
  if (format === "datetime") return formatDateTime(String(value));
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(`${value}T12:00:00`);
  const number = Number(value);
  if (Number.isNaN(number)) return String(value);
  switch (format) {
    case "integer":
      return integer.format(number);
    case "decimal":
      return decimal.format(number);
    case "percent":
      return `${decimal.format(number * 100)} %`;
    case "ms":
      return `${integer.format(number)} ms`;
    case "seconds":
      return `${decimal.format(number)} s`;
    case "usd":
      return usd.format(number);
    case "bytes":
      return formatBytes(number);
  }
  return String(value);
}

/** dd/MM for a day on a chart's axis. */
export function shortDay(value: unknown): string {
  const text = String(value);
  const match = /^\d{4}-(\d{2})-(\d{2})$/.exec(text);
  return match ? `${match[2]}/${match[1]}` : text;
}
