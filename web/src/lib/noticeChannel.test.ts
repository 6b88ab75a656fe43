import { describe, expect, it } from 'vitest';
import { createNoticeChannel } from './noticeChannel.ts';

describe('createNoticeChannel', () => {
  it('shows the newest notice and ignores a late dismissal of an older one', () => {
    const channel = createNoticeChannel<string>();
    channel.show('first');
    const first = channel.current();
    channel.show('second');
    expect(channel.current()?.payload).toBe('second');

    channel.dismiss(first!.id);
    expect(channel.current()?.payload).toBe('second');

    channel.dismiss(channel.current()!.id);
    expect(channel.current()).toBeNull();
  });
});
