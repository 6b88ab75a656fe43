import { z } from 'zod';

/** A gateway's form post: flat text fields, a bounded number of them. */
export const gatewayFieldsSchema = z
  .record(z.string().max(64), z.string().max(2048))
  .refine((fields) => Object.keys(fields).length <= 100, 'too many fields');
