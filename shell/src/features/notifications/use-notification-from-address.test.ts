import { addressWithout, notificationIdIn } from './use-notification-from-address';

const id = '0b6f3c1e-9d2a-4c59-8f7e-2a1d3c4b5e6f';

describe('the notification an e-mail links to', () => {
  it('reads a notification id from the address, and nothing else', () => {
    expect(notificationIdIn(`?notification=${id}`)).toBe(id);
    expect(notificationIdIn(`?tab=1&notification=${id.toUpperCase()}`)).toBe(id.toUpperCase());
    expect(notificationIdIn('')).toBeNull();
    expect(notificationIdIn('?notification=')).toBeNull();
    expect(notificationIdIn("?notification=1' or 1=1")).toBeNull();
    expect(notificationIdIn(`?notification=${id}x`)).toBeNull();
  });

  it('leaves the address as it was without the id', () => {
    expect(addressWithout({ pathname: '/', search: `?notification=${id}`, hash: '' })).toBe('/');
    expect(addressWithout({ pathname: '/documents', search: `?focus=7&notification=${id}`, hash: '#top' })).toBe('/documents?focus=7#top');
  });
});
