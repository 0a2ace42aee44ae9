import { z } from 'zod';

export const HealthRes = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unavailable']),
});
export type HealthRes = z.infer<typeof HealthRes>;
