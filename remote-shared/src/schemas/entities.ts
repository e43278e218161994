// Field rules of each entity of the API contract (../../../API.md). The server's resources and the forms
// read them from here; add an entity's schema here before building its screen or its route.
import type { Schema } from './rules';

export const PASSWORD_MIN_LENGTH = 8;

export const loginSchema = {
  username: { kind: 'string', required: true, maxLength: 150 },
  password: { kind: 'password', required: true, maxLength: 128 },
} satisfies Schema;

export const registerSchema = {
  username: { kind: 'string', required: true, maxLength: 150 },
  full_name: { kind: 'string', required: true, maxLength: 150 },
  email: { kind: 'email', maxLength: 254 },
  phone: { kind: 'phone', required: true },
  password: { kind: 'password', required: true, minLength: PASSWORD_MIN_LENGTH, maxLength: 128 },
  confirm_password: { kind: 'password', required: true, maxLength: 128 },
} satisfies Schema;

export const contactSchema = {
  name: { kind: 'string', required: true, maxLength: 150 },
  email: { kind: 'email', maxLength: 254 },
  phone: { kind: 'string', maxLength: 30 },
  message: { kind: 'text', required: true, maxLength: 5000 },
} satisfies Schema;

export const USER_ROLES = ['Admin', 'General'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const userRoleSchema = {
  role: { kind: 'choice', required: true, choices: USER_ROLES },
} satisfies Schema;

/** The user as `GET user/` answers it. */
export interface User {
  id: number;
  username: string;
  full_name: string;
  email: string | null;
  phone: string | null;
  role: UserRole;
  profile_picture: string | null;
}
