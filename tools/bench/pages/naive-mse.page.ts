// Bench page: one SourceBuffer, timestampOffset = buffered.end (see naive-mse.driver.ts).
import { installBenchPage } from './bench-scenarios.ts';
import { NaiveMseDriver } from './naive-mse.driver.ts';

installBenchPage('naiveMse', () => new NaiveMseDriver());
