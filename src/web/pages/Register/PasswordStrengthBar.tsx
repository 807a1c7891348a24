import { Progress, Stack, Text } from "@mantine/core";
import { passwordStrength } from "../../../shared/rules/password";

const MAX_SCORE = 6;
// Dark shades so the bar stands out from its track (WCAG non-text contrast).
const COLOR_BY_SCORE = ["red.9", "red.9", "red.9", "orange.9", "orange.9", "teal.9", "green.9"];

/** The strength bar (spec 01 §5): score 0-6 and its label. */
export function PasswordStrengthBar({ password }: { password: string }) {
  const { score, label } = passwordStrength(password);
  return (
    <Stack gap={4}>
      <Progress
        value={(score / MAX_SCORE) * 100}
        color={COLOR_BY_SCORE[score]}
        size="sm"
        aria-label={`Seguridad de la contraseña: ${label}`}
      />
      <Text size="sm" c="dimmed">
        Seguridad de la contraseña: <strong>{label}</strong>
      </Text>
    </Stack>
  );
}
