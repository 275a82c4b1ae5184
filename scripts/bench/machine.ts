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
