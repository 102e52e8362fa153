/**
 * What the music-video fixtures contain: two short videos, each with two audio renditions
 * (English and French, told apart by their tone) and three WebVTT subtitle renditions
 * (English, French, and French FORCED), so that 001 §3/§4 track rules can be exercised
 * end to end. The second video's English subtitles are hostile: markup and script in cue
 * text that a renderer must show as inert text (001 §1 renderer, W3C WebVTT §6.4).
 */

export interface SubtitleCuePlan {
  readonly start: number;
  readonly end: number;
  /** Cue settings as written after the timing line ('' for none). */
  readonly settings: string;
  readonly text: string;
}

export interface SubtitlePlan {
  readonly key: string;
  readonly name: string;
  readonly language: string;
  readonly forced: boolean;
  readonly hostile: boolean;
  readonly cues: readonly SubtitleCuePlan[];
}

export interface AudioPlan {
  readonly key: string;
  readonly name: string;
  readonly language: string;
  readonly default: boolean;
  /** Sine frequency: each language sounds different, so a switch is audible. */
  readonly frequency: number;
}

export interface VideoPlan {
  readonly id: string;
  readonly title: string;
  readonly artistName: string;
  readonly seconds: number;
  /** ffmpeg lavfi test source. */
  readonly pattern: string;
  readonly audio: readonly AudioPlan[];
  readonly subtitles: readonly SubtitlePlan[];
}

export const VIDEO_WIDTH = 320;
export const VIDEO_HEIGHT = 180;
export const VIDEO_FPS = 15;
export const SEGMENT_SECONDS = 4;

/** Text that would run script if any renderer parsed it as HTML. */
export const HOSTILE_CUE_TEXTS = [
  '<script>window.__pwned = true; alert(1)</script>Script tag stays text',
  '<b onmouseover="window.__pwned = true">Bold with a handler</b> <img src=x onerror="window.__pwned = true">',
  '&lt;script&gt;window.__pwned = true&lt;/script&gt; &lt;img src=x onerror=alert(1)&gt; shown as text',
] as const;

function cuesEvery4s(prefix: string, seconds: number, settings: (index: number) => string = () => ''): SubtitleCuePlan[] {
  const cues: SubtitleCuePlan[] = [];
  for (let start = 0, index = 1; start < seconds; start += 4, index++) {
    cues.push({ start, end: Math.min(seconds, start + 4), settings: settings(index), text: `${prefix} ${index}` });
  }
  return cues;
}

const AUDIO: readonly AudioPlan[] = [
  { key: 'audio_en', name: 'English', language: 'en', default: true, frequency: 440 },
  { key: 'audio_fr', name: 'Français', language: 'fr', default: false, frequency: 660 },
];

function forcedFrench(seconds: number): SubtitlePlan {
  return { key: 'subs_fr_forced', name: 'Français (forcé)', language: 'fr', forced: true, hostile: false, cues: cuesEvery4s('FR forcé', seconds) };
}

function french(seconds: number): SubtitlePlan {
  return { key: 'subs_fr', name: 'Français', language: 'fr', forced: false, hostile: false, cues: cuesEvery4s('FR sous-titre', seconds) };
}

export const VIDEO_PLANS: readonly VideoPlan[] = [
  {
    id: 'mv01',
    title: 'Test Pattern in Motion',
    artistName: 'The Fixture Band',
    seconds: 12,
    pattern: 'testsrc2',
    audio: AUDIO,
    subtitles: [
      // The second cue sits at the top-left (line:0 position:10% align:left): layout is the core's.
      { key: 'subs_en', name: 'English', language: 'en', forced: false, hostile: false, cues: cuesEvery4s('EN subtitle', 12, (i) => (i === 2 ? 'line:0 position:10% align:left' : '')) },
      french(12),
      forcedFrench(12),
    ],
  },
  {
    id: 'mv02',
    title: 'Markup Is Not Code',
    artistName: 'The Fixture Band',
    seconds: 12,
    pattern: 'testsrc',
    audio: AUDIO,
    subtitles: [
      {
        key: 'subs_en',
        name: 'English',
        language: 'en',
        forced: false,
        hostile: true,
        cues: HOSTILE_CUE_TEXTS.map((text, i) => ({ start: i * 4, end: i * 4 + 4, settings: '', text })),
      },
      french(12),
      forcedFrench(12),
    ],
  },
];

function timestamp(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const pad = (n: number, width = 2): string => String(n).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

/** The WebVTT source file of a subtitle plan. */
export function webVttOf(plan: SubtitlePlan): string {
  const blocks = plan.cues.map((cue, i) => `${i + 1}\n${timestamp(cue.start)} --> ${timestamp(cue.end)}${cue.settings ? ` ${cue.settings}` : ''}\n${cue.text}`);
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`;
}
