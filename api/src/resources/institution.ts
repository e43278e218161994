// The institution and the people who lead it: the institution record (one per site), the principal and
// vice-principal (one record each) and the committee members.
import { defineResource } from './crud/define';

export const institutions = defineResource('institutions', {
  table: 'institutions',
  folder: 'institution',
  order: [['id', 'asc']],
  unique: [{ fields: [], detail: () => 'An institution already exists. Edit it instead of adding another.' }],
  // The public footer reads the address code under this name.
  present: (answer, row) => {
    answer.location_code = row.address_code;
  },
});

const DESIGNATION_LABEL: Record<string, string> = { principal: 'principal', vice_principal: 'vice-principal' };

export const principals = defineResource('principals', {
  table: 'principals',
  folder: 'principals',
  order: [['designation', 'asc']],
  unique: [
    {
      fields: ['designation'],
      field: 'designation',
      detail: (r) => `A ${DESIGNATION_LABEL[String(r.designation)] ?? r.designation} record already exists. Edit it instead of adding another.`,
    },
  ],
});

export const committeeMembers = defineResource('committee', {
  table: 'committee_members',
  folder: 'committee',
  order: [['id', 'asc']],
});
