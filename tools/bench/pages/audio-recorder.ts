/**
 * Records what the page's media elements render, sample-exactly (MEDIA-FACTS: AudioContext at
 * 44.1 kHz → createMediaElementSource → an AudioWorklet that copies frames). Every element that
 * calls play() is routed into the recorder on its first play(), whichever player created it, so
 * hls.js, shaka, plain MSE and MediaKit are recorded by the same code path.
 */
import type { RecorderMark, RecordingDump } from './bench-page.types.ts';

/** The worklet runs on the audio thread; it is shipped as a Blob so the page needs no extra file. */
const WORKLET_SOURCE = `
class BenchRecorder extends AudioWorkletProcessor {
  constructor() {
    super();
    this.batch = new Float32Array(2 * 4096);
    this.filled = 0;
    this.batchStart = 0;
    this.port.onmessage = (event) => {
      if (event.data && event.data.type === 'flush') this.flush();
    };
  }
  flush() {
    if (this.filled === 0) return;
    const out = this.batch.slice(0, 2 * this.filled);
    this.port.postMessage({ type: 'audio', start: this.batchStart, data: out }, [out.buffer]);
    this.filled = 0;
  }
  process(inputs) {
    const input = inputs[0] || [];
    const n = input[0] ? input[0].length : 128;
    // currentFrame is the context's own frame clock, the one AudioContext.currentTime reads.
    if (this.filled === 0) this.batchStart = currentFrame;
    const left = input[0];
    const right = input[1] || input[0];
    for (let i = 0; i < n; i++) {
      this.batch[2 * (this.filled + i)] = left ? left[i] : 0;
      this.batch[2 * (this.filled + i) + 1] = right ? right[i] : 0;
    }
    this.filled += n;
    if (this.filled + 128 > 4096) this.flush();
    return true;
  }
}
registerProcessor('bench-recorder', BenchRecorder);
`;

/** Every media element seen setting a src or calling play(): whatever player created it. */
export const observedElements = new Set<HTMLMediaElement>();

interface AudioChunk {
  readonly start: number;
  readonly data: Float32Array;
}

export class AudioRecorder {
  readonly #context: AudioContext;
  readonly #node: AudioWorkletNode;
  readonly #routed = new WeakSet<HTMLMediaElement>();
  #chunks: AudioChunk[] = [];
  #marks: RecorderMark[] = [];
  #recording = false;
  #lastFrame = 0;
  #listeners = new Set<(startFrame: number, stereo: Float32Array) => void>();

  private constructor(context: AudioContext, node: AudioWorkletNode) {
    this.#context = context;
    this.#node = node;
    node.port.onmessage = (event: MessageEvent<{ type: string; start: number; data: Float32Array }>) => {
      const message = event.data;
      if (message.type !== 'audio') return;
      this.#lastFrame = message.start + message.data.length / 2;
      if (this.#recording) this.#chunks.push({ start: message.start, data: message.data });
      for (const listener of this.#listeners) listener(message.start, message.data);
    };
  }

  /** Creates the recorder and hooks HTMLMediaElement.prototype.play so every element is routed. */
  static async install(): Promise<AudioRecorder> {
    const context = new AudioContext({ sampleRate: 44_100 });
    const url = URL.createObjectURL(new Blob([WORKLET_SOURCE], { type: 'text/javascript' }));
    await context.audioWorklet.addModule(url);
    const node = new AudioWorkletNode(context, 'bench-recorder', {
      numberOfInputs: 1,
      numberOfOutputs: 1,
      outputChannelCount: [2],
      channelCount: 2,
      channelCountMode: 'explicit',
    });
    // The worklet outputs silence; connecting it to the destination keeps the graph pulling it.
    node.connect(context.destination);
    await context.resume();
    const recorder = new AudioRecorder(context, node);
    // Routed when a player attaches a source (MSE sets src to a blob URL), so the routing is
    // done before the timed play(); play() is the fallback for players that attach otherwise.
    const src = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'src');
    if (src?.set && src.get) {
      const { get, set } = src;
      Object.defineProperty(HTMLMediaElement.prototype, 'src', {
        configurable: true,
        enumerable: src.enumerable ?? true,
        get(this: HTMLMediaElement) {
          return get.call(this) as string;
        },
        set(this: HTMLMediaElement, value: string) {
          recorder.route(this);
          set.call(this, value);
        },
      });
    }
    const originalPlay = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement): Promise<void> {
      recorder.route(this);
      return originalPlay.call(this);
    };
    return recorder;
  }

  get sampleRate(): number {
    return this.#context.sampleRate;
  }

  /** Routes an element into the recorder (idempotent; an element can be routed only once). */
  route(element: HTMLMediaElement): void {
    if (this.#routed.has(element)) return;
    this.#routed.add(element);
    observedElements.add(element);
    this.#context.createMediaElementSource(element).connect(this.#node);
  }

  start(): void {
    this.#chunks = [];
    this.#marks = [];
    this.#recording = true;
  }

  /**
   * Stores the context's render position under `label`, read synchronously from
   * AudioContext.currentTime (the clock the worklet stamps its frames with), so the mark is
   * exact to one render quantum (128 frames, 2.9 ms) and is not delayed by a message hop.
   */
  mark(label: string): number {
    const frame = Math.round(this.#context.currentTime * this.#context.sampleRate);
    this.#marks.push({ label, frame });
    return frame;
  }

  /**
   * Calls `listener` with every batch the worklet delivers, recording or not, so a long run can
   * analyse its audio as it comes instead of keeping an hour of it. Returns the unsubscribe.
   */
  onAudio(listener: (startFrame: number, stereo: Float32Array) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** The context's render position now, in frames (the clock batches are stamped with). */
  get currentFrame(): number {
    return Math.round(this.#context.currentTime * this.#context.sampleRate);
  }

  /** Frames rendered so far (as of the last batch received). */
  get lastFrame(): number {
    return this.#lastFrame;
  }

  /** Stops recording and returns what was recorded, as base64 for the trip to Node. */
  async stop(): Promise<RecordingDump> {
    this.#node.port.postMessage({ type: 'flush' });
    await new Promise((resolve) => setTimeout(resolve, 150));
    this.#recording = false;
    const chunks = this.#chunks;
    this.#chunks = [];
    if (chunks.length === 0) return { sampleRate: this.sampleRate, firstFrame: 0, frames: 0, base64: '', marks: [...this.#marks] };
    const firstFrame = (chunks[0] as AudioChunk).start;
    const last = chunks[chunks.length - 1] as AudioChunk;
    const frames = last.start + last.data.length / 2 - firstFrame;
    const all = new Float32Array(2 * frames);
    // Chunks are placed by their own frame index, so a lost message leaves zeros, not a shift.
    for (const chunk of chunks) all.set(chunk.data, 2 * (chunk.start - firstFrame));
    return { sampleRate: this.sampleRate, firstFrame, frames, base64: toBase64(new Uint8Array(all.buffer)), marks: [...this.#marks] };
  }
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const step = 0x8000;
  for (let i = 0; i < bytes.length; i += step) binary += String.fromCharCode(...bytes.subarray(i, i + step));
  return btoa(binary);
}
