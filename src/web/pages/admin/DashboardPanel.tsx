import { AreaChart, BarChart, LineChart } from "@mantine/charts";
import "@mantine/charts/styles.css";
import {
  Alert,
  Anchor,
  Card,
  Group,
  Loader,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { Link } from "react-router";
import {
  ADMIN_PANELS,
  type AdminPanelKey,
  DASHBOARD_PERIODS,
  type TDashboardChart,
  type TDashboardTable,
} from "../../../shared/contracts/admin-dashboards";
import { useDashboard } from "../../api/admin";
import { formatDate } from "../../components/dates";
import { formatFigure, shortDay } from "./figures";

const COLORS = ["indigo.7", "teal.7", "red.7", "orange.7", "grape.7", "cyan.8", "lime.8"];
const SEARCHABLE: AdminPanelKey[] = ["eventos-errores", "documentos", "suscripciones"];

function Chart({ chart }: { chart: TDashboardChart }) {
  const series = chart.series.map((serie, index) => ({ ...serie, color: COLORS[index % COLORS.length]! }));
  const common = {
    h: 260,
    data: chart.data as Record<string, unknown>[],
    dataKey: chart.dataKey,
    series,
    withLegend: true,
    legendProps: { verticalAlign: "bottom" as const },
    xAxisProps: { tickFormatter: shortDay },
    // Money and sizes carry a unit ('USD 200.00', '1.20 MB'): room for it beside the axis.
    yAxisProps: {
      allowDecimals: chart.format !== "integer",
      width: chart.format === "usd" || chart.format === "bytes" ? 88 : undefined,
    },
    valueFormatter: (value: number) => formatFigure(value, chart.format),
    tooltipAnimationDuration: 0,
  };
  const label = `Gráfica: ${chart.title}`;
  return (
    <Card
      withBorder
      radius="md"
      p="md"
      component="figure"
      m={0}
      aria-label={label}
      data-testid="dashboard-chart"
    >
      <Text fw={600} mb="xs" component="figcaption">
        {chart.title}
      </Text>
      {chart.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          Sin datos en el periodo.
        </Text>
      ) : chart.kind === "bar" ? (
        <BarChart {...common} />
      ) : chart.kind === "area" ? (
        <AreaChart {...common} curveType="linear" />
      ) : (
        <LineChart {...common} curveType="linear" />
      )}
    </Card>
  );
}

function FigureTable({ table }: { table: TDashboardTable }) {
  return (
    <Card withBorder radius="md" p="md" component="section" aria-label={table.title}>
      <Text fw={600} mb="xs">
        {table.title}
      </Text>
      {table.rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          Sin registros en el periodo.
        </Text>
      ) : (
        // Wide tables scroll inside their card (never the page) rather than squeeze words letter by letter.
        // Keyboard users reach the scroll too: the viewport takes focus (arrow keys scroll it).
        <Table.ScrollContainer
          minWidth={Math.max(480, table.columns.length * 110)}
          scrollAreaProps={{
            viewportProps: { tabIndex: 0, role: "region", "aria-label": `${table.title}: tabla desplazable` },
          }}
        >
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                {table.columns.map((column) => (
                  <Table.Th key={column.key}>{column.label}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {table.rows.map((row, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are figures without an identity of their own
                <Table.Tr key={index}>
                  {table.columns.map((column) => (
                    <Table.Td
                      key={column.key}
                      style={
                        column.format === "text" ? { overflowWrap: "break-word" } : { whiteSpace: "nowrap" }
                      }
                    >
                      {column.format === "user" && row[column.key] ? (
                        <Anchor
                          component={Link}
                          to={`/create-user?userId=${encodeURIComponent(String(row[column.key]))}`}
                          aria-label={`Editar a ${row.client ?? "este cliente"}`}
                        >
                          Editar
                        </Anchor>
                      ) : (
                        formatFigure(row[column.key], column.format)
                      )}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}

/** One dashboard or management panel over a chosen period: figures, charts and tables from the server. */
export function DashboardPanel({ panel }: { panel: AdminPanelKey }) {
  const [days, setDays] = useState("30");
  const [search, setSearch] = useState("");
  const [query] = useDebouncedValue(search.trim(), 300);
  const dashboard = useDashboard(
    panel,
    Number(days),
    SEARCHABLE.includes(panel) ? query || undefined : undefined,
  );
  const data = dashboard.data;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="end" gap="sm">
        <div>
          <Title order={1}>{ADMIN_PANELS[panel]}</Title>
          {data && (
            <Text c="dimmed" size="sm">
              Del {formatDate(`${data.from}T12:00:00`)} al {formatDate(`${data.to}T12:00:00`)}
            </Text>
          )}
        </div>
        <SegmentedControl
          aria-label="Periodo"
          value={days}
          onChange={setDays}
          data={DASHBOARD_PERIODS.map((value) => ({ value: String(value), label: `${value} días` }))}
        />
      </Group>
      {SEARCHABLE.includes(panel) && (
        <TextInput
          label="Buscar"
          placeholder="Texto, cliente, correo..."
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maw={420}
        />
      )}
      {dashboard.isPending && <Loader aria-label="Cargando tablero" />}
      {dashboard.isError && (
        <Alert color="red" title="No se pudo cargar el tablero">
          {dashboard.error.message}
        </Alert>
      )}
      {data && (
        <>
          {data.cards.length > 0 && (
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
              {data.cards.map((card) => (
                <Card
                  key={card.label}
                  withBorder
                  radius="md"
                  p="md"
                  component="section"
                  aria-label={card.label}
                >
                  <Text size="sm" c="dimmed">
                    {card.label}
                  </Text>
                  <Text fz={26} fw={700} data-testid="dashboard-card">
                    {formatFigure(card.value, card.format)}
                  </Text>
                </Card>
              ))}
            </SimpleGrid>
          )}
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            {data.charts.map((chart) => (
              <Chart key={chart.title} chart={chart} />
            ))}
          </SimpleGrid>
          {data.tables.map((table) => (
            <FigureTable key={table.title} table={table} />
          ))}
        </>
      )}
    </Stack>
  );
}
