// The timer's cues as sound and vibration: short beeps for 3-2-1, a long high one when a round
// starts, a lower one for a rest, three at the end. Browsers let a page make sound only after a
// tap, so "Empezar" unlocks the audio once (unlockCueSound); a phone without sound still vibrates.
import type { CueKind } from './interval-timer';

let audio: AudioContext | null = null;

export function unlockCueSound(): void {
  if (typeof AudioContext === 'undefined') return;
  audio ??= new AudioContext();
  void audio.resume().catch(() => undefined);
}

/** Each cue: its tones (Hz, seconds) and its vibration (ms on, off, on…). */
const CUE_SOUNDS: Record<CueKind, { tones: [number, number][]; vibration: number[] }> = {
  COUNTDOWN: { tones: [[880, 0.12]], vibration: [60] },
  START: { tones: [[1320, 0.5]], vibration: [300] },
  REST: { tones: [[660, 0.5]], vibration: [150, 100, 150] },
  END: {
    tones: [
      [1320, 0.25],
      [1320, 0.25],
      [1320, 0.6],
    ],
    vibration: [300, 150, 300, 150, 600],
  },
};

export function playCue(kind: CueKind): void {
  const { tones, vibration } = CUE_SOUNDS[kind];
  if (typeof navigator.vibrate === 'function') navigator.vibrate(vibration);
  if (!audio) return;
  let at = audio.currentTime;
  for (const [frequency, seconds] of tones) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.frequency.value = frequency;
    // A short fade in and out: a square start clicks in a phone's speaker.
    gain.gain.setValueAtTime(0, at);
    gain.gain.linearRampToValueAtTime(0.6, at + 0.01);
    gain.gain.linearRampToValueAtTime(0, at + seconds);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(at);
    oscillator.stop(at + seconds);
    at += seconds + 0.1;
  }
}
