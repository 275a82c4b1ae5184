/** What the figures were measured on: they mean little without it. */
import os from 'node:os';

export interface Machine {
  cores: number;
  memoryBytes: number;
  cpuModel: string;
  node: string;
  /** 1-minute load average when the bench started: the machine is shared, and timings mean more beside it. */
  loadAverage: number;
}

export function describeMachine(): Machine {
  const cpus = os.cpus();
  return {
    cores: cpus.length,
    memoryBytes: os.totalmem(),
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    node: process.version,
    loadAverage: os.loadavg()[0]!,
  };
}

/**
 * The 1-minute load average every `intervalMs` for as long as the bench runs:
 * the report states its spread over the whole run, not only at its two ends,
 * since a busy minute in between skews the timings measured in it.
 */
export function sampleLoadAverage(intervalMs = 10_000): {stop(): number[]} {
  const samples = [os.loadavg()[0]!];
  const timer = setInterval(() => samples.push(os.loadavg()[0]!), intervalMs);
  timer.unref();
  return {
    stop: () => {
      clearInterval(timer);
      samples.push(os.loadavg()[0]!);
      return samples;
    },
  };
}
