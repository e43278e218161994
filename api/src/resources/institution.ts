// The institution and the people who lead it: the institution record (one per site), the principal and
// vice-principal (one record each) and the committee members.
import { cardUrl, siteCardVersion } from './previewCards';
import { removeCards } from '../uploads/cards';
import { storageOf } from '../storage';
import { defineResource } from './crud/define';

export const institutions = defineResource('institutions', {
  table: 'institutions',
  folder: 'institution',
  order: [['id', 'asc']],
  unique: [{ fields: [], detail: () => 'An institution already exists. Edit it instead of adding another.' }],
  // The public footer reads the address code under this name; every public page but a notice's shows the
  // college's link-preview card (cards/).
  present: (answer, row, { origin }) => {
    answer.location_code = row.address_code;
    answer.preview_image = cardUrl(origin, 'site', siteCardVersion(row));
  },
  removed: (_row, { config }) => removeCards(storageOf(config), 'site'),
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
