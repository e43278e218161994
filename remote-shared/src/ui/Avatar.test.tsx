import { fireEvent, render, screen } from '@testing-library/react';
import { colourOf, initialsOf } from '../schemas/initials';
import { Avatar } from './Avatar';

describe('initialsOf', () => {
  it('takes whole Bengali letters with their signs from the first two words, skipping titles', () => {
    expect(initialsOf('মো. রফিকুল ইসলাম')).toBe('রই');
    expect(initialsOf('ড. নাসরিন আক্তার')).toBe('নাআ');
    expect(initialsOf('মোস্তফা কামাল')).toBe('মোকা');
    expect(initialsOf('Rahima Begum')).toBe('RB');
    expect(initialsOf('  ')).toBe('?');
    expect(initialsOf(null)).toBe('?');
  });

  it('gives a name the same colour every time', () => {
    expect(colourOf('নাসরিন আক্তার')).toBe(colourOf('নাসরিন আক্তার'));
  });
});

describe('Avatar', () => {
  it('shows the photo with the name as its text alternative and a fixed size', () => {
    render(<Avatar name="নাসরিন আক্তার" src="/media/teachers/a.jpg" size={64} />);
    const img = screen.getByRole('img', { name: 'নাসরিন আক্তার' });
    expect(img).toHaveAttribute('src', '/media/teachers/a.jpg');
    expect(img).toHaveAttribute('width', '64');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('falls back to initials when there is no photo or it fails to load', () => {
    const { rerender } = render(<Avatar name="নাসরিন আক্তার" src={null} />);
    expect(screen.getByRole('img', { name: 'নাসরিন আক্তার' })).toHaveTextContent('নাআ');
    rerender(<Avatar name="Rahima Begum" src="/media/broken.jpg" />);
    fireEvent.error(screen.getByRole('img', { name: 'Rahima Begum' }));
    expect(screen.getByRole('img', { name: 'Rahima Begum' })).toHaveTextContent('RB');
  });
});
