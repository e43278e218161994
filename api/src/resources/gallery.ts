// The photo gallery: an image each (required, never cleared) and a caption, newest first.
import { defineResource } from './crud/define';

export const gallery = defineResource('gallery', {
  table: 'gallery',
  folder: 'gallery',
  independentRows: true,
  order: [
    ['created_at', 'desc'],
    ['id', 'desc'],
  ],
});
