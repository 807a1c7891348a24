import { Alert, Button, Card, Group, Loader, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { z } from "zod";
import { type TSaveUserRequest, USER_FORM_FIELDS } from "../../../shared/contracts/admin-users";
import { normalizePhoneInput } from "../../../shared/rules/phone";
import { adminKeys, saveUser, useAdminUser } from "../../api/admin";
import { ApiError } from "../../api/http-client";
import { AdminLayout } from "../admin/AdminLayout";
import { options, ROLE_LABELS, SUBSCRIPTION_LABELS } from "../admin/user-labels";

type FormValues = {
  name: string;
  email: string;
  phone: string;
  role: string | null;
  status: string | null;
  subscriptionStatus: string;
};
type Field = keyof FormValues;
const ZForm = z.object(USER_FORM_FIELDS);
const EMPTY: FormValues = {
  name: "",
  email: "",
  phone: "",
  role: "cliente",
  status: "active",
  subscriptionStatus: "al corriente",
};

/** Field → first message, from zod's issues (the spec's texts). */
function issuesToErrors(issues: { path: PropertyKey[]; message: string }[]): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of issues) {
    const field = String(issue.path[0]) as Field;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** /create-user (new) and /create-user?userId= (edit): spec 02 §5's rules, checked here and by the server. */
export function CreateUserPage() {
  const [params] = useSearchParams();
  const userId = params.get("userId");
  const existing = useAdminUser(userId);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<FormValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const loaded = existing.data?.user;
  const isSuspended = loaded?.status === "suspended";

  useEffect(() => {
    if (!loaded) return;
    setValues({
      name: loaded.name,
      email: loaded.email,
      phone: loaded.phone ?? "",
      role: loaded.role,
      status: loaded.status === "suspended" ? "active" : loaded.status,
      subscriptionStatus: loaded.subscriptionStatus,
    });
  }, [loaded]);

  function set(field: Field, value: string | null) {
    setValues((current) => ({ ...current, [field]: value ?? "" }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = ZForm.safeParse(values);
    if (!parsed.success) {
      setErrors(issuesToErrors(parsed.error.issues));
      return;
    }
    setIsSaving(true);
    try {
      const { user } = await saveUser(userId, parsed.data as TSaveUserRequest);
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
      notifications.show({
        color: "teal",
        title: userId ? "Usuario actualizado" : "Usuario creado",
        message: userId ? user.email : `Se envió a ${user.email} un correo para definir su contraseña.`,
      });
      navigate("/user-management");
    } catch (error) {
      const apiError = error as ApiError;
      if (apiError instanceof ApiError && apiError.code === "EMAIL_TAKEN")
        setErrors({ email: apiError.message });
      else if (
        apiError instanceof ApiError &&
        apiError.code === "VALIDATION_ERROR" &&
        Array.isArray(apiError.detail)
      ) {
        setErrors(
          issuesToErrors(
            (apiError.detail as { field: string; message: string }[]).map((item) => ({
              path: [item.field],
              message: item.message,
            })),
          ),
        );
      } else setFailure(apiError.message);
    } finally {
      setIsSaving(false);
    }
  }

  const title = userId ? "Editar usuario" : "Nuevo usuario";
  return (
    <AdminLayout>
      <Stack gap="lg" maw={560}>
        <Group justify="space-between">
          <Title order={1}>{title}</Title>
          <Button component={Link} to="/user-management" variant="default">
            Volver
          </Button>
        </Group>
        {userId && existing.isPending && <Loader aria-label="Cargando usuario" />}
        {userId && existing.isError && (
          <Alert color="red" title="No se pudo cargar el usuario">
            {existing.error.message}
          </Alert>
        )}
        {(!userId || loaded) && (
          <Card
            withBorder
            radius="md"
            p="lg"
            component="form"
            onSubmit={handleSubmit}
            noValidate
            aria-label={title}
          >
            <Stack gap="md">
              {failure && <Alert color="red">{failure}</Alert>}
              {isSuspended && (
                <Alert color="orange">
                  Este usuario está suspendido. Use 'Reactivar' en la lista para devolverle el acceso.
                </Alert>
              )}
              <TextInput
                label="Nombre"
                required
                value={values.name}
                onChange={(e) => set("name", e.currentTarget.value)}
                error={errors.name}
              />
              <Select
                label="Tipo de usuario"
                required
                data={options(ROLE_LABELS)}
                value={values.role}
                onChange={(value) => set("role", value)}
                error={errors.role}
                allowDeselect={false}
              />
              <TextInput
                label="Correo electrónico"
                type="email"
                required
                value={values.email}
                onChange={(e) => set("email", e.currentTarget.value)}
                error={errors.email}
              />
              <TextInput
                label="Teléfono"
                required
                inputMode="numeric"
                value={values.phone}
                onChange={(e) => set("phone", normalizePhoneInput(e.currentTarget.value))}
                error={errors.phone}
                description="10 dígitos"
              />
              <Select
                label="Estatus"
                required
                data={[
                  { value: "active", label: "Activo" },
                  { value: "inactive", label: "Inactivo" },
                ]}
                value={values.status}
                onChange={(value) => set("status", value)}
                error={errors.status}
                allowDeselect={false}
              />
              {values.role === "cliente" && (
                <Select
                  label="Suscripción"
                  data={options(SUBSCRIPTION_LABELS)}
                  value={values.subscriptionStatus}
                  onChange={(value) => set("subscriptionStatus", value)}
                  allowDeselect={false}
                  description="Un cliente entra solo cuando su suscripción está al corriente."
                />
              )}
              {!userId && (
                <Text size="sm" c="dimmed">
                  La persona recibirá un correo para definir su contraseña.
                </Text>
              )}
              <Group justify="flex-end">
                <Button type="submit" loading={isSaving}>
                  {userId ? "Guardar cambios" : "Crear usuario"}
                </Button>
              </Group>
            </Stack>
          </Card>
        )}
      </Stack>
    </AdminLayout>
  );
}
