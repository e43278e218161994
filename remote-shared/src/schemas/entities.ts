// Field rules of each entity of the API contract (../../../API.md). The server's resources and the forms
// read them from here; add an entity's schema here before building its screen or its route.
import { toLatinDigits, type Schema } from './rules';

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

/** Django's password validators, in their words: length is in registerSchema; these are the rest. */
export const PASSWORD_MESSAGES = {
  numeric: 'This password is entirely numeric.',
  common: 'This password is too common.',
  similar: (what: string) => `The password is too similar to the ${what}.`,
} as const;

// The most used passwords of at least PASSWORD_MIN_LENGTH characters (from public breach lists).
const COMMON_PASSWORDS = new Set([
  'password', 'password1', 'password12', 'password123', '12345678', '123456789', '1234567890', '87654321',
  'qwertyuiop', 'qwerty123', 'qwerty12', '1q2w3e4r', '1qaz2wsx', 'iloveyou', 'sunshine', 'princess',
  'football', 'baseball', 'welcome1', 'welcome123', 'abc12345', 'abcd1234', 'admin123', 'administrator',
  'letmein1', 'trustno1', 'superman', 'whatever', 'passw0rd', 'p@ssw0rd', 'bangladesh', 'asdfghjkl',
  '11111111', '00000000', '123123123', 'zxcvbnm1', 'dragon123', 'master123', 'changeme',
]);

/**
 * What is wrong with a password beyond its length: entirely numeric (Bengali digits count), too common, or
 * too close to the user's own name, username or email. Empty when it is acceptable.
 */
export function passwordProblems(
  password: string,
  user: { username?: string | null; full_name?: string | null; email?: string | null } = {},
): string[] {
  const problems: string[] = [];
  const lower = password.toLowerCase();
  const attributes: [string, string | null | undefined][] = [
    ['username', user.username],
    ['full name', user.full_name],
    ['email address', user.email?.split('@')[0]],
  ];
  for (const [what, value] of attributes) {
    const attribute = value?.trim().toLowerCase();
    if (!attribute || attribute.length < 3) continue;
    // Equal, or one contains the other with little added: Django's similarity check in a simpler form.
    const contained = lower.includes(attribute) || attribute.includes(lower);
    if (lower === attribute || (contained && Math.min(lower.length, attribute.length) / Math.max(lower.length, attribute.length) >= 0.6)) {
      problems.push(PASSWORD_MESSAGES.similar(what));
      break;
    }
  }
  if (COMMON_PASSWORDS.has(lower)) problems.push(PASSWORD_MESSAGES.common);
  if (/^\d+$/.test(toLatinDigits(password))) problems.push(PASSWORD_MESSAGES.numeric);
  return problems;
}

/** Django's username rule: letters (any script), digits and @ . + - _ only. */
export const USERNAME_PATTERN = /^[\p{L}\p{M}\p{N}_.@+-]+$/u;
export const USERNAME_MESSAGE =
  'Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.';
