"""CPU seconds of a command and every process it starts, browsers included.

Usage: python3 tools/cpu-time.py npx vitest run ...  (prints a CPUTIME line on stderr)

/usr/bin/time counts only the descendants their parents wait for; Chromium's zygote leaves its
renderers to init, so about half of a browser test run's CPU never reaches it. This wrapper makes
itself the subreaper of the run (prctl PR_SET_CHILD_SUBREAPER): orphans come back to it, it waits
for every one, then reads RUSAGE_CHILDREN (docs/benchmarks.md, test suite time).
"""

import ctypes
import os
import resource
import sys
import time

PR_SET_CHILD_SUBREAPER = 36

ctypes.CDLL(None).prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)
started = time.time()
pid = os.fork()
if pid == 0:
    os.execvp(sys.argv[1], sys.argv[1:])
status = 0
while True:
    try:
        ended, code = os.wait()
        if ended == pid:
            status = code
    except ChildProcessError:
        break
usage = resource.getrusage(resource.RUSAGE_CHILDREN)
print(
    f"CPUTIME {time.time() - started:.1f} s wall {usage.ru_utime:.2f} user {usage.ru_stime:.2f} sys "
    f"{usage.ru_utime + usage.ru_stime:.1f} cpu",
    file=sys.stderr,
)
sys.exit(os.waitstatus_to_exitcode(status))
