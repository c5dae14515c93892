import { describe, expect, it } from 'vitest';
import {
  canonicalFileName,
  checkFileName,
  courseIdOf,
  extensionsText,
  isValidVersion,
  parseCourseId,
  REQUIRED_FILE_KINDS,
} from './content-naming';

describe('course ids', () => {
  it('builds and parses level and mini course ids, also for language codes with a hyphen', () => {
    expect(courseIdOf('fr', 2)).toBe('fr-L2');
    expect(courseIdOf('fr', null)).toBe('fr-MINI');
    expect(parseCourseId('fr-L2')).toEqual({ languageCode: 'fr', kind: 'level', level: 2 });
    expect(parseCourseId('es-419-L5')).toEqual({ languageCode: 'es-419', kind: 'level', level: 5 });
    expect(parseCourseId('pt-BR-MINI')).toEqual({ languageCode: 'pt-BR', kind: 'mini', level: null });
  });

  it('rejects what is not a course id', () => {
    for (const bad of ['fr', 'fr-L6', 'fr-L0', 'fr-mini', '-L1', 'fr-X1', '']) expect(parseCourseId(bad)).toBeNull();
  });
});

describe('isValidVersion', () => {
  it("accepts 'orig' and 4 digits only", () => {
    expect(isValidVersion('orig')).toBe(true);
    expect(isValidVersion('2024')).toBe(true);
    for (const bad of ['ORIG', '202', '20245', 'v2024', '', ' orig', null, undefined]) {
      expect(isValidVersion(bad)).toBe(false);
    }
  });
});

describe('canonicalFileName', () => {
  it('upper-cases the language, pads the lesson and uses the kind default extension', () => {
    expect(canonicalFileName('fr-L2', 7, 'audio')).toBe('FR_L2_L07_audio.mp3');
    expect(canonicalFileName('es-419-MINI', 3, 'image')).toBe('ES-419_MINI_L03_image.png');
    expect(canonicalFileName('en-US-L1', 30, 'transcript')).toBe('EN-US_L1_L30_transcript.json');
    expect(canonicalFileName('fr-L1', 1, 'image', 'jpg')).toBe('FR_L1_L01_image.jpg');
  });

  it('lists the required kinds and their extensions', () => {
    expect(REQUIRED_FILE_KINDS).toEqual(['audio', 'transcript', 'image']);
    expect(extensionsText('image')).toBe('.png or .jpg');
  });
});

describe('checkFileName', () => {
  it('accepts canonical names, with either allowed image extension', () => {
    expect(checkFileName('fr-L2', 7, 'audio', 'FR_L2_L07_audio.mp3')).toBeNull();
    expect(checkFileName('fr-L2', 7, 'image', 'FR_L2_L07_image.jpg')).toBeNull();
    expect(checkFileName('fr-L2', 7, 'image', 'FR_L2_L07_image.png')).toBeNull();
    expect(checkFileName('es-419-MINI', 10, 'vocabulary', 'ES-419_MINI_L10_vocabulary.json')).toBeNull();
  });

  /** [course id, lesson, kind, file name, what the message says after the file name] */
  type Refusal = [string, number, string, string, string];
  const expectRefusals = (refusals: Refusal[]) => {
    for (const [courseId, lesson, kind, fileName, reason] of refusals) {
      expect(checkFileName(courseId, lesson, kind, fileName)).toBe(`${fileName}: ${reason}`);
    }
  };

  it('reports a wrong extension', () => {
    expectRefusals([
      ['fr-L2', 7, 'audio', 'FR_L2_L07_audio.wav', 'audio must be .mp3'],
      ['fr-L2', 7, 'image', 'FR_L2_L07_image.gif', 'image must be .png or .jpg'],
      ['fr-L2', 7, 'audio', 'FR_L2_L07_audio', 'audio must be .mp3'],
    ]);
  });

  it('reports a wrong name with the expected one', () => {
    expectRefusals([
      ['tl-MINI', 3, 'transcript', 'tl_mini_l03_transcript.json', 'name must be TL_MINI_L03_transcript.json'],
      ['fr-L2', 7, 'audio', 'FR_L2_L7_audio.mp3', 'name must be FR_L2_L07_audio.mp3'],
      ['fr-L2', 7, 'audio', 'FR_L3_L07_audio.wav', 'name must be FR_L2_L07_audio.mp3'],
      ['fr-L2', 7, 'image', 'FR_L2_L08_image.jpg', 'name must be FR_L2_L07_image.jpg'],
    ]);
  });

  it('reports unknown kinds, lesson numbers out of range and bad course ids', () => {
    expectRefusals([
      ['fr-L2', 7, 'video', 'FR_L2_L07_video.mp4', "unknown file kind 'video'"],
      ['fr-L2', 31, 'audio', 'FR_L2_L31_audio.mp3', 'lesson number 31 is not between 1 and 30'],
      ['fr-L9', 1, 'audio', 'FR_L9_L01_audio.mp3', "'fr-L9' is not a course id"],
    ]);
  });
});
