import { z } from "zod";

// Zod probes `new Function("")` to decide on its JIT; under our CSP (no 'unsafe-eval') the probe is
// reported as a violation. The browser validates small forms and does not need the JIT.
z.config({ jitless: true });
