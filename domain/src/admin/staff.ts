import { z } from 'zod';
import type { staffProfileSchema } from './apiSchemas.ts';
import { permissionsSchema } from './sections.ts';

/** Staff log-in names: lower-case letters, digits, dots, dashes and underscores (stored lower-cased). */
export const staffUsernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9._-]{3,32}$/, 'Use 3 to 32 letters, digits, dots, dashes or underscores.');

export const staffLoginSchema = z.object({
  username: staffUsernameSchema,
  password: z.string().min(1).max(200),
});

export const roleNameSchema = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_-]{1,31}$/, 'Use 2 to 32 lower-case letters, digits, dashes or underscores.');

export const staffPasswordSchema = z
  .string()
  .min(10, 'At least 10 characters.')
  .max(200)
  .regex(/[A-Za-z]/, 'At least one letter.')
  .regex(/[0-9]/, 'At least one digit.');

export const staffCreateSchema = z.object({
  username: staffUsernameSchema,
  displayName: z.string().trim().min(1).max(60),
  password: staffPasswordSchema,
  roles: z.array(roleNameSchema).min(1).max(10),
});

export const staffUpdateSchema = z.object({
  displayName: z.string().trim().min(1).max(60).optional(),
  roles: z.array(roleNameSchema).min(1).max(10).optional(),
  active: z.boolean().optional(),
  password: staffPasswordSchema.optional(),
});

export const roleSchema = z.object({
  role: roleNameSchema,
  label: z.string().trim().min(1).max(60),
  permissions: permissionsSchema,
});

/** What the back office knows of the signed-in staff member (GET /api/admin/me), declared by its schema. */
export type StaffProfile = z.infer<typeof staffProfileSchema>;
