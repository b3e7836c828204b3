import { behindSummary, formatDuration, formatPercent, headlineFigures } from './overview-figures';

const overview = {
  clients: 12,
  new_this_week: 2,
  new_this_month: 5,
  average_completion: 33.3333,
  behind: [],
  open_requests: 3,
  recent_payments: [],
  open_conversations: 4,
  unassigned_conversations: 1,
  first_response_median_seconds: 754,
  to_confirm: 2,
};

describe('admin overview figures', () => {
  it('lists the headline figures in order', () => {
    expect(headlineFigures({ ...overview, average_completion: 33.3 })).toEqual([
      { label: 'Clients', value: '12' },
      { label: 'New this week', value: '2' },
      { label: 'New this month', value: '5' },
      { label: 'Average build-out completion', value: '33.3%' },
      { label: 'Tasks to confirm', value: '2' },
      { label: 'Open program requests', value: '3' },
      { label: 'Open conversations', value: '4' },
      { label: 'Median first response this week', value: '13 min' },
    ]);
  });

  it('formats first-response times, and says when there is none this week', () => {
    expect(formatDuration(null)).toBe('No replies yet');
    expect(formatDuration(42)).toBe('42 s');
    expect(formatDuration(3 * 3600 + 5 * 60)).toBe('3 h 5 min');
    expect(formatDuration(2 * 86400 + 4 * 3600)).toBe('2 d 4 h');
  });

  it('formats percentages with at most one decimal', () => {
    expect(formatPercent(50)).toBe('50%');
    expect(formatPercent(33.3333)).toBe('33.3%');
    expect(formatPercent(0)).toBe('0%');
  });

  it('summarises how far behind a client is', () => {
    expect(behindSummary({ completed: 3, total: 45, overdue: 2 })).toBe('3 of 45 tasks · 2 overdue');
    expect(behindSummary({ completed: 10, total: 45, overdue: 0 })).toBe('10 of 45 tasks');
  });
});
