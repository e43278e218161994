import { fireEvent, screen, within } from '@testing-library/react';
import { makeStore } from '../../../../remote-shared/src/store/store';
import { renderApp } from '../../../../remote-shared/src/testing/render';
import { PrintCardLink, PrintClassCards } from './IdCards';

const CLASSES = [
  { value: '1', label: 'একাদশ' },
  { value: '2', label: 'দ্বাদশ' },
];

test("a row's button opens that student's card, as a PDF in a new tab, named after the student", () => {
  renderApp(<PrintCardLink id={7} name="লক্ষ্মী রানী" />, { store: makeStore() });
  const link = screen.getByRole('link', { name: 'লক্ষ্মী রানী-এর আইডি কার্ড প্রিন্ট করুন (নতুন ট্যাবে খুলবে)' });
  expect(link).toHaveAttribute('href', '/api/students/id-cards/?ids=7');
  expect(link).toHaveAttribute('target', '_blank');
});

test("a class's cards: a dialog that starts from the list's class and section filters and sends the class and section to the PDF", () => {
  renderApp(<PrintClassCards classes={CLASSES} sections={['বিজ্ঞান', 'মানবিক']} />, { route: '/dashboard/student-info-form?class_name=2&section=বিজ্ঞান', store: makeStore() });
  fireEvent.click(screen.getByRole('button', { name: 'শ্রেণির আইডি কার্ড' }));
  const dialog = screen.getByRole('dialog', { name: 'শ্রেণির আইডি কার্ড প্রিন্ট' });
  const className = within(dialog).getByRole('combobox', { name: 'শ্রেণি' });
  expect(className).toHaveValue('2');
  expect(className).toBeRequired();
  expect(className).toHaveAccessibleDescription('শ্রেণি ও সেকশন বেছে নিন। কার্ডগুলো নতুন ট্যাবে পিডিএফ হিসেবে খুলবে, প্রতি পাতায় আটটি।');
  const section = within(dialog).getByRole('combobox', { name: 'সেকশন' });
  expect(within(section).getAllByRole('option').map((option) => option.textContent)).toEqual(['সব সেকশন', 'বিজ্ঞান', 'মানবিক']);
  expect(section).toHaveValue('বিজ্ঞান');
  fireEvent.change(section, { target: { value: 'মানবিক' } });
  // A plain GET form to the API: the browser opens the PDF itself, in a new tab.
  const form = within(dialog).getByRole('button', { name: 'কার্ড খুলুন' }).closest('form')!;
  expect(form).toHaveAttribute('action', '/api/students/id-cards/');
  expect(form).toHaveAttribute('method', 'get');
  expect(form).toHaveAttribute('target', '_blank');
  expect(Object.fromEntries(new FormData(form))).toEqual({ class_name: '2', section: 'মানবিক' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'বাতিল' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
