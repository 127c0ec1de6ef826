package main

import (
	"context"
	"os"
	"os/signal"
	"syscall"
)

// quitSignals are the signals that end a game screen as quitting does: the
// screen is closed and the terminal restored (raw mode off, the main
// screen back) before the program exits. Bubble Tea answers SIGINT and
// SIGTERM itself; SIGHUP and SIGQUIT would otherwise end the process with
// the terminal left raw. SIGKILL cannot be caught.
var quitSignals = []os.Signal{os.Interrupt, syscall.SIGTERM, syscall.SIGHUP, syscall.SIGQUIT}

// quitContext is ctx, cancelled by any of quitSignals.
func quitContext(ctx context.Context) (context.Context, context.CancelFunc) {
	return signal.NotifyContext(ctx, quitSignals...)
}
