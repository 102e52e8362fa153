/**
 * The machine a run was made on, written next to its figures: they mean nothing without it.
 * Load averages are kept because the machine is shared while the bench runs.
 */
import { cpus, loadavg, release, totalmem, type } from 'node:os';

export interface MachineInfo {
  readonly cpuModel: string;
  readonly cores: number;
  readonly memoryBytes: number;
  readonly os: string;
  readonly node: string;
  readonly chromium: string;
  /** 1-minute load average at the start and end of the run. */
  readonly loadAverageStart: number;
  loadAverageEnd: number;
}

export function machineInfo(chromiumVersion: string): MachineInfo {
  const list = cpus();
  return {
    cpuModel: list[0]?.model.trim() ?? 'unknown',
    cores: list.length,
    memoryBytes: totalmem(),
    os: `${type()} ${release()}`,
    node: process.version,
    chromium: chromiumVersion,
    loadAverageStart: loadavg()[0] ?? 0,
    loadAverageEnd: 0,
  };
}

export function finishMachineInfo(info: MachineInfo): void {
  info.loadAverageEnd = loadavg()[0] ?? 0;
}
