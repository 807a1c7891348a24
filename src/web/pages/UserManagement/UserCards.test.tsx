import { MantineProvider } from "@mantine/core";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { TAdminUser } from "../../../shared/contracts/admin-users";
import { UserCards } from "./UserCards";

const client: TAdminUser = {
  id: "5b0f7c1e-2a43-4f3e-9a51-0c4d7e2b9f10",
  name: "María Fernanda Castañeda Villaseñor",
  email: "compras@constructora-oaxaca.com.mx",
  phone: "9511234567",
  role: "cliente",
  status: "active",
  subscriptionStatus: "al corriente",
  paidThrough: null,
  lastLogin: null,
  created: "2026-11-29T17:00:00.000Z",
};
const admin: TAdminUser = {
  ...client,
  id: "9c1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e5f",
  name: "Rocío Elizondo",
  role: "admin",
};

function renderCards(users: TAdminUser[], onRun = vi.fn(), onDelete = vi.fn()) {
  render(
    <MantineProvider>
      <MemoryRouter>
        <UserCards users={users} myId={admin.id} onRun={onRun} onDelete={onDelete} />
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe("UserCards", () => {
  it("shows each user's facts and actions in one stacked row; the admin's own row cannot be suspended", async () => {
    const onRun = vi.fn();
    const onDelete = vi.fn();
    renderCards([client, admin], onRun, onDelete);
    const rows = within(screen.getByRole("list", { name: "Usuarios" })).getAllByRole("listitem");
    expect(rows).toHaveLength(2);
    const row = within(rows[0]!);
    expect(row.getByText(client.email)).toBeInTheDocument();
    expect(row.getByText("Cliente · Al corriente")).toBeInTheDocument();
    expect(row.getByText("Activo")).toBeInTheDocument();
    expect(row.getByText("Último acceso: Nunca · Creado: 29/11/2026")).toBeInTheDocument();
    expect(row.getByRole("link", { name: `Editar a ${client.name}` })).toHaveAttribute(
      "href",
      `/create-user?userId=${client.id}`,
    );
    await userEvent.click(row.getByRole("button", { name: `Suspender a ${client.name}` }));
    expect(onRun).toHaveBeenCalledWith(client, "suspend");
    await userEvent.click(row.getByRole("button", { name: `Eliminar a ${client.name}` }));
    expect(onDelete).toHaveBeenCalledWith(client);
    expect(within(rows[1]!).getByText("Administrador")).toBeInTheDocument();
    expect(within(rows[1]!).getByRole("button", { name: `Suspender a ${admin.name}` })).toBeDisabled();
  });

  it("says so when no user matches", () => {
    renderCards([]);
    expect(screen.getByText("Ningún usuario coincide con la búsqueda.")).toBeInTheDocument();
  });
});
