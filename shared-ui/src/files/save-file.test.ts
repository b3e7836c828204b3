import { saveFile } from './save-file';

describe('saveFile', () => {
  const createObjectURL = jest.fn(() => 'blob:portal/1');
  const revokeObjectURL = jest.fn();

  beforeEach(() => {
    jest.useFakeTimers();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });
  afterEach(() => jest.useRealTimers());

  it('clicks a download link to the blob, leaves nothing behind and frees the blob once the download has started', () => {
    const clicked: HTMLAnchorElement[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const blob = new Blob(['BEGIN:VCALENDAR'], { type: 'text/calendar' });

    saveFile(blob, 'tasks.ics');

    expect(createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicked).toHaveLength(1);
    expect(clicked[0].download).toBe('tasks.ics');
    expect(clicked[0].href).toBe('blob:portal/1');
    expect(document.querySelector('a')).toBeNull();
    expect(revokeObjectURL).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:portal/1');
    click.mockRestore();
  });
});
