// Messages from the public contact form: anyone may send one (throttled per address), only an Admin reads them
// and marks them read or unread. A message is the visitor's words: a new one is always unread, whatever its sender
// says, and an update writes `is_read` alone (the other fields are read-only there, as DRF ignores such fields).
import type { FastifyRequest } from 'fastify';
import { contactReachProblem } from 'remote_shared/schemas';
import { clientAddressKey, recordHit, throttleWait, type ThrottleRule } from '../auth';
import type { Config } from '../config';
import { nonFieldError, throttled } from '../errors';
import { defineResource } from './crud/define';

// Counted by clientAddressKey: one IPv6 subscriber's whole /64 is one sender.
const contactThrottle = (config: Config): ThrottleRule => ({ scope: 'contact-address', ...config.contactRate });

export const contacts = defineResource('contacts', {
  table: 'contacts',
  order: [
    ['created_at', 'desc'],
    ['id', 'desc'],
  ],
  // An address over its allowance is refused before its message is even read.
  beforeCreate: async (request: FastifyRequest, config: Config) => {
    const wait = await throttleWait(request.server.db, contactThrottle(config), clientAddressKey(request.ip), config.now());
    if (wait) throw throttled(wait);
  },
  check: async ({ db, existing, record, request, config }) => {
    if (existing) return; // marking read: the visitor's words are as they were checked
    const problem = contactReachProblem(record);
    if (problem) throw nonFieldError(problem);
    // Only messages that would be kept count against the address.
    const wait = await recordHit(db, contactThrottle(config), clientAddressKey(request.ip), config.now());
    if (wait) throw throttled(wait);
  },
  prepare: (values, { existing }) => {
    if (!existing) {
      values.is_read = 0;
      return;
    }
    for (const field of Object.keys(values)) if (field !== 'is_read') delete values[field];
  },
  present: (answer, row) => {
    answer.is_read = row.is_read === 1;
  },
});
