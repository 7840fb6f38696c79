import type { ScanRequest } from '@zhijuan/contracts';
import { pageSizeMm } from '../page-sizes';

/**
 * Reading `scanimage -L`/`-A` output and choosing backend options. SANE backends name their options
 * and values differently (`ADF Duplex`, `Automatic Document Feeder`, `Color`, `Colour`), so the
 * arguments are picked from what the device lists.
 */

export interface SaneDevice {
  device: string;
  name: string;
}

/** Lines of `scanimage -f '%d<TAB>%v %m%n'`. */
export function parseDeviceList(output: string): SaneDevice[] {
  return output
    .split('\n')
    .map((line) => line.split('\t'))
    .filter((parts): parts is [string, string] => parts.length === 2 && parts[0]!.trim() !== '')
    .map(([device, name]) => ({ device: device.trim(), name: name.trim() || device.trim() }));
}

/** Option name → its listed values (`--source Flatbed|ADF Front [Flatbed]` → ['Flatbed', 'ADF Front']). */
export function parseOptions(output: string): Map<string, string[]> {
  const options = new Map<string, string[]>();
  for (const line of output.split('\n')) {
    const match = /^\s+(--?[\w-]+)(?:\[=\((.*?)\)\]|\s+(.*?))?(?:\s+\[[^\]]*\])?\s*$/.exec(line);
    if (!match) continue;
    const values = (match[2] ?? match[3] ?? '').split('|').map((v) => v.trim());
    options.set(match[1]!, values.filter(Boolean));
  }
  return options;
}

/** The arguments of one `scanimage --batch` run for the request on a device with these options. */
export function scanArguments(
  device: string,
  options: Map<string, string[]>,
  request: ScanRequest,
  batchPattern: string,
): string[] {
  const args = [`--device-name=${device}`, `--batch=${batchPattern}`, '--batch-start=1', '--format=jpeg'];
  args.push(`--resolution=${request.resolution}`);
  const source = pickSource(options.get('--source') ?? [], request);
  if (source) args.push(`--source=${source}`);
  if (!source || !/adf|feeder|duplex|document/i.test(source)) args.push('--batch-count=1');
  const mode = (options.get('--mode') ?? []).find((m) =>
    request.color === 'Gray' ? /^gr[ae]y/i.test(m) : /^colou?r$/i.test(m),
  );
  if (mode) args.push(`--mode=${mode}`);
  if (!request.adaptive) {
    const { width, height } = pageSizeMm(request.pageSize);
    if (options.has('-x')) args.push('-l', '0', '-t', '0', '-x', String(width), '-y', String(height));
    // Feeder backends (fujitsu, canon_dr, …) take the paper size apart from the scan area.
    if (options.has('--page-width')) args.push(`--page-width=${width}`, `--page-height=${height}`);
  }
  if (request.deskew && options.has('--swdeskew')) args.push('--swdeskew=yes');
  return args;
}

function pickSource(sources: string[], request: ScanRequest): string | undefined {
  const feeders = sources.filter((s) => /adf|feeder|document/i.test(s));
  const flatbed = sources.find((s) => /flatbed|platen/i.test(s));
  if (!request.feeder || feeders.length === 0) return flatbed;
  if (request.duplex) {
    const duplex = feeders.find((s) => /duplex/i.test(s));
    if (duplex) return duplex;
  }
  return feeders.find((s) => /front/i.test(s)) ?? feeders.find((s) => !/back|duplex/i.test(s)) ?? feeders[0];
}
