#!/usr/bin/env python3
"""Time from launch to the first frame of a terminal screen (issue 26).

usage: firstframe.py [-n RUNS] BINARY [ARGS...]   e.g. firstframe.py -n 20 ./stccg play

Runs BINARY in a fresh pseudo-terminal of 80x24, answers the two queries
a terminal answers at once (the background colour and the cursor
position), and reports, for each run, the milliseconds from just before
the fork to the read that brings the first frame: the first text after
the switch to the alternate screen. Give several binaries' runs
interleaved (-n runs each, alternating) to compare them on a busy
machine: firstframe.py -n 10 ./old play -- ./new play.
"""
import os, pty, re, select, signal, struct, sys, time, fcntl, termios

def first_frame(argv, timeout=5.0):
    t0 = time.monotonic()
    pid, fd = pty.fork()
    if pid == 0:
        os.environ["TERM"] = "xterm-256color"
        try:
            os.execv(argv[0], argv)
        finally:
            os._exit(127)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    buf, took = b"", None
    try:
        while time.monotonic() - t0 < timeout:
            r, _, _ = select.select([fd], [], [], 0.02)
            if not r:
                continue
            try:
                d = os.read(fd, 65536)
            except OSError:
                break
            if not d:
                break
            if b"\x1b]11;?" in d:
                os.write(fd, b"\x1b]11;rgb:0000/0000/0000\x1b\\")
            if b"\x1b[6n" in d:
                os.write(fd, b"\x1b[1;1R")
            buf += d
            alt = buf.find(b"\x1b[?1049h")
            if alt >= 0 and re.search(rb"[A-Za-z]{3}", re.sub(rb"\x1b\[[0-9;?]*[A-Za-z]", b"", buf[alt:])):
                took = (time.monotonic() - t0) * 1000
                break
    finally:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        os.close(fd)
    return took

def main():
    args = sys.argv[1:]
    runs = 10
    if len(args) >= 2 and args[0] == "-n":
        runs, args = int(args[1]), args[2:]
    cmds, cur = [], []
    for a in args:
        if a == "--":
            cmds.append(cur)
            cur = []
        else:
            cur.append(a)
    cmds.append(cur)
    if not cmds[0]:
        sys.exit(__doc__)
    times = [[] for _ in cmds]
    for _ in range(runs):
        for i, c in enumerate(cmds):
            t = first_frame(c)
            times[i].append(t)
    for c, ts in zip(cmds, times):
        ok = sorted(t for t in ts if t is not None)
        med = ok[len(ok) // 2] if ok else float("nan")
        print("%s: median %.1f ms, min %.1f ms, %d/%d runs drew a frame" % (" ".join(c), med, ok[0] if ok else float("nan"), len(ok), len(ts)))

if __name__ == "__main__":
    main()
