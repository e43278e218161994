// Notices: dated, newest first, with an optional PDF, and the URL of each one's link-preview card (cards/).
import { cardInstitution, cardUrl, noticeCardVersion, noticeSlot } from './previewCards';
import { today } from '../collegeDay';
import { removeCards } from '../uploads/cards';
import { storageOf } from '../storage';
import { defineResource } from './crud/define';

export const notices = defineResource('notices', {
  table: 'notices',
  folder: 'notices',
  independentRows: true,
  order: [
    ['date', 'desc'],
    ['id', 'desc'],
  ],
  prepare: (values, { existing, config }) => {
    // A notice without a date is dated today, on create and when an edit clears the date.
    if (values.date === null || (!existing && values.date === undefined)) values.date = today(config);
  },
  // `preview_image`, as a DRF SerializerMethodField would answer it: the card of the notice as it is now, with the
  // college's name and logo on it (so an edit of the institution changes the notices' answers: the registry's
  // `changes`).
  expand: async (answers, rows, db, { origin }) => {
    const institution = await cardInstitution(db);
    rows.forEach((row, i) => {
      answers[i].preview_image = cardUrl(origin, noticeSlot(row.id), noticeCardVersion(row, institution));
    });
  },
  removed: (row, { config }) => removeCards(storageOf(config), noticeSlot(row.id)),
});
