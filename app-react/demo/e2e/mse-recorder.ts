// Sample-exact recording of what an element renders (MEDIA-FACTS: AudioContext at 44.1 kHz →
// createMediaElementSource → an AudioWorklet that copies every frame). Frames arrive only while
// the element plays, so the recording is the rendered audio and nothing else.

const PROCESSOR = `
class MediaKitRecorder extends AudioWorkletProcessor {
  process(inputs) {
    const input = inputs[0];
    if (input && input.length > 0) {
      const left = input[0], right = input[1] || input[0], n = left.length;
      const frames = new Float32Array(2 * n);
      for (let i = 0; i < n; i++) { frames[2 * i] = left[i]; frames[2 * i + 1] = right[i]; }
      this.port.postMessage(frames, [frames.buffer]);
    }
    return true;
  }
}
registerProcessor('mediakit-recorder', MediaKitRecorder);
`;

/** Records an element's rendered audio as interleaved stereo float32. */
export class ElementRecorder {
  readonly #chunks: Float32Array[] = [];
  #recording = false;
  #context: AudioContext | null = null;

  #node: AudioWorkletNode | null = null;

  async attach(element: HTMLMediaElement): Promise<void> {
    await this.prepare();
    this.connect(element);
  }

  /**
   * Creates the audio graph up to the recorder, so that `connect` can run synchronously the
   * moment an element appears (a page that lets the instance create its element attaches
   * before the element renders a frame).
   */
  async prepare(): Promise<void> {
    if (this.#context) return;
    const context = new AudioContext({ sampleRate: 44_100 });
    await context.audioWorklet.addModule(URL.createObjectURL(new Blob([PROCESSOR], { type: 'application/javascript' })));
    const node = new AudioWorkletNode(context, 'mediakit-recorder', { numberOfInputs: 1, numberOfOutputs: 1, channelCount: 2, channelCountMode: 'explicit' });
    node.port.onmessage = (event: MessageEvent<Float32Array>) => {
      if (this.#recording) this.#chunks.push(event.data);
    };
    node.connect(context.destination);
    await context.resume();
    this.#context = context;
    this.#node = node;
  }

  /** Routes a prepared recorder's input from `element` (its output then goes only through the recorder). */
  connect(element: HTMLMediaElement): void {
    if (!this.#context || !this.#node) throw new Error('Prepare the recorder first');
    this.#context.createMediaElementSource(element).connect(this.#node);
  }

  /**
   * Routes every audio element the page gets through the recorder, in the task it appears (the
   * instance creates its element on first play; the pool appends it to the body), so it is wired
   * before it renders a frame. Only audio elements: a video's sound stays on its own element.
   * `onWired` sees each element once, after it is wired. Prepare the recorder first.
   */
  recordEveryAudioElement(onWired?: (element: HTMLAudioElement) => void): void {
    const seen = new Set<HTMLMediaElement>();
    const wire = (): void => {
      for (const element of document.querySelectorAll('audio')) {
        if (seen.has(element)) continue;
        seen.add(element);
        this.connect(element);
        onWired?.(element);
      }
    };
    new MutationObserver(wire).observe(document.body, { childList: true, subtree: true });
    wire();
  }

  get sampleRate(): number {
    return this.#context?.sampleRate ?? 0;
  }

  start(): void {
    this.#chunks.length = 0;
    this.#recording = true;
  }

  stop(): void {
    this.#recording = false;
  }

  /** Frames recorded so far. */
  get frames(): number {
    return this.#chunks.reduce((sum, c) => sum + c.length, 0) / 2;
  }

  /** The recording as base64 of little-endian float32, sliced in parts to keep strings small. */
  take(part: number, partFrames: number): string | null {
    const all = new Float32Array(this.#chunks.reduce((sum, c) => sum + c.length, 0));
    let offset = 0;
    for (const chunk of this.#chunks) {
      all.set(chunk, offset);
      offset += chunk.length;
    }
    const from = part * partFrames * 2;
    if (from >= all.length) return null;
    const bytes = new Uint8Array(all.buffer, from * 4, Math.min(all.length - from, partFrames * 2) * 4);
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binary);
  }
}
