// Every migration, in order. Listed statically (no directory scan) so the esbuild bundle carries them.
// Add new ones at the end with the next number; never rename or edit one that has shipped.
import type { Migration } from 'kysely';
import * as m0001 from './0001_auth';
import * as m0002 from './0002_resources';
import * as m0003 from './0003_session_refresh';
import * as m0004 from './0004_username_keys';
import * as m0005 from './0005_public_record';
import * as m0006 from './0006_public_record_fields';
import * as m0007 from './0007_audit';
import * as m0008 from './0008_list_order';
import * as m0009 from './0009_version_shards';
import * as m0010 from './0010_username_look_alikes';
import * as m0011 from './0011_backups';
import * as m0012 from './0012_calendar';
import * as m0013 from './0013_search_indexes';

export const migrations: Record<string, Migration> = {
  '0001_auth': m0001,
  '0002_resources': m0002,
  '0003_session_refresh': m0003,
  '0004_username_keys': m0004,
  '0005_public_record': m0005,
  '0006_public_record_fields': m0006,
  '0007_audit': m0007,
  '0008_list_order': m0008,
  '0009_version_shards': m0009,
  '0010_username_look_alikes': m0010,
  '0011_backups': m0011,
  '0012_calendar': m0012,
  '0013_search_indexes': m0013,
};
