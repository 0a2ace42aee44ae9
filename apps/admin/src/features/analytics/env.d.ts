interface ImportMetaEnv {
  /** Segment write key; without one, usage analytics stay in the browser (no-op sink). */
  readonly VITE_SEGMENT_WRITE_KEY?: string;
}
