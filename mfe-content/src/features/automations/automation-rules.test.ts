import { automationStatusBadge, DEFAULT_EMOJI, isImageEmoji, PRESET_EMOJIS, resolveEmoji } from './automation-rules';

describe('automation rules', () => {
  it('has 20 distinct preset emojis with the gear as default', () => {
    expect(PRESET_EMOJIS).toHaveLength(20);
    expect(new Set(PRESET_EMOJIS).size).toBe(20);
    expect(PRESET_EMOJIS[0]).toBe(DEFAULT_EMOJI);
  });

  it('treats an emoji that parses as a URL (or a stored path) as an image', () => {
    expect(isImageEmoji('⚙️')).toBe(false);
    expect(isImageEmoji('')).toBe(false);
    expect(isImageEmoji(null)).toBe(false);
    expect(isImageEmoji('https://cdn.example.com/logo.png')).toBe(true);
    expect(isImageEmoji('emojis/1700000000_logo.png')).toBe(true);
  });

  it('lets an uploaded custom emoji win over the chosen preset', () => {
    expect(resolveEmoji('⭐', 'emojis/1_logo.png')).toBe('emojis/1_logo.png');
    expect(resolveEmoji('⭐', null)).toBe('⭐');
    expect(resolveEmoji('', null)).toBe(DEFAULT_EMOJI);
  });

  it('colours the badge green for active, yellow otherwise, and shows an empty status as pending', () => {
    expect(automationStatusBadge('active')).toEqual({ label: 'active', tone: 'success' });
    expect(automationStatusBadge('paused')).toEqual({ label: 'paused', tone: 'warning' });
    expect(automationStatusBadge('')).toEqual({ label: 'pending', tone: 'warning' });
    expect(automationStatusBadge(null)).toEqual({ label: 'pending', tone: 'warning' });
  });
});
