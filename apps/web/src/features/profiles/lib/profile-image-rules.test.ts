import { describe, expect, it } from 'vitest';
import { checkDroppedFiles, checkProfileImage, formatFileSize } from './profile-image-rules';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 50 * 1024) => ({ name, type, size });

describe('checkProfileImage', () => {
  it('accepts JPEG, JPG, PNG, WebP and GIF images between 1 KB and 5 MB', () => {
    for (const [name, type] of [
      ['a.jpg', 'image/jpeg'],
      ['b.jpeg', 'image/jpg'],
      ['c.PNG', 'image/png'],
      ['d.webp', 'image/webp'],
      ['e.gif', 'image/gif'],
    ] as const) {
      expect(checkProfileImage(file(name, type))).toEqual({ error: null, notice: null });
    }
    expect(checkProfileImage(file('edge.jpg', 'image/jpeg', 1024)).error).toBeNull();
    expect(checkProfileImage(file('edge.jpg', 'image/jpeg', 5 * MB)).error).toBeNull();
  });

  it("refuses other types as 'Unsupported file format', even with an image extension", () => {
    expect(checkProfileImage(file('doc.pdf', 'application/pdf')).error?.title).toBe('profiles.image.unsupported');
    expect(checkProfileImage(file('photo.heic', 'image/heic')).error?.title).toBe('profiles.image.unsupported');
    expect(checkProfileImage(file('photo.jpg', '')).error?.title).toBe('profiles.image.unsupported');
  });

  it("refuses an image type whose name has another extension as 'Invalid file extension'", () => {
    expect(checkProfileImage(file('photo.bmp', 'image/png')).error?.title).toBe('profiles.image.extension');
    expect(checkProfileImage(file('photo', 'image/jpeg')).error?.title).toBe('profiles.image.extension');
  });

  it("refuses files over 5 MB as 'File too large' and names the size", () => {
    const { error } = checkProfileImage(file('big.jpg', 'image/jpeg', 6.2 * MB));
    expect(error?.title).toBe('profiles.image.tooLarge');
    expect(error?.values).toEqual({ size: '6.2 MB', max: 5 });
  });

  it("refuses files under 1 KB as 'File too small', corrupted or empty", () => {
    const { error } = checkProfileImage(file('tiny.png', 'image/png', 1023));
    expect(error?.title).toBe('profiles.image.tooSmall');
    expect(error?.description).toBe('profiles.image.tooSmallText');
  });

  it("gives a 'Processing image' notice above 2 MB and none at 2 MB", () => {
    expect(checkProfileImage(file('mid.jpg', 'image/jpeg', 3 * MB))).toEqual({
      error: null,
      notice: expect.objectContaining({ title: 'profiles.image.processing' }),
    });
    expect(checkProfileImage(file('mid.jpg', 'image/jpeg', 2 * MB)).notice).toBeNull();
  });
});

describe('formatFileSize', () => {
  it('writes megabytes and kilobytes with one decimal', () => {
    expect(formatFileSize(5.5 * MB)).toBe('5.5 MB');
    expect(formatFileSize(512)).toBe('0.5 KB');
  });
});

describe('checkDroppedFiles', () => {
  it('passes on the one file dropped, for the file rules to check next', () => {
    const dropped = file('me.jpg', 'image/jpeg');
    expect(checkDroppedFiles([dropped])).toEqual({ file: dropped, error: null });
  });

  it("refuses a drop without files as 'No files dropped'", () => {
    expect(checkDroppedFiles([]).error?.title).toBe('profiles.image.noFiles');
  });

  it("refuses more than one file as 'Too many files'", () => {
    expect(checkDroppedFiles([file('a.jpg', 'image/jpeg'), file('b.jpg', 'image/jpeg')]).error?.title).toBe('profiles.image.tooMany');
  });

  it("refuses a zero-size item as 'Invalid drop'", () => {
    const { file: passed, error } = checkDroppedFiles([file('folder', '', 0)]);
    expect(error?.title).toBe('profiles.image.invalidDrop');
    expect(passed).toBeNull();
  });

  it('counts files before looking at their size, so two empty items are too many', () => {
    expect(checkDroppedFiles([file('a', '', 0), file('b', '', 0)]).error?.title).toBe('profiles.image.tooMany');
  });
});
