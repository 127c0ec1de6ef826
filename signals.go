package main

import (
	"context"
	"os"
	"os/signal"
	"syscall"

	tea "github.com/charmbracelet/bubbletea"
)

// quitSignals are the signals that end a game screen as quitting does: the
// screen is closed and the terminal restored (raw mode off, the main
// screen back) before the program exits; SIGHUP and SIGQUIT would
// otherwise end the process with the terminal left raw. SIGKILL cannot be
// caught. The game screens run without Bubble Tea's own handler of SIGINT
// and SIGTERM (tea.WithoutSignalHandler): with both listening, a signal
// could cancel the program's context while Bubble Tea's handler still
// waited to send its quit message, and the program then hung on its way
// out instead of exiting.
var quitSignals = []os.Signal{os.Interrupt, syscall.SIGTERM, syscall.SIGHUP, syscall.SIGQUIT}

// quitContext is ctx, cancelled by any of quitSignals.
func quitContext(ctx context.Context) (context.Context, context.CancelFunc) {
	return signal.NotifyContext(ctx, quitSignals...)
}

// screenOptions are the options of every game screen (play, host, join):
// the alternate screen, the mouse, ctx to end it, and signals left to
// quitContext. The renderer draws on a ticker, and its first frame waits
// for the first tick: at 120 frames a second (Bubble Tea's most) that is
// 8 ms after start, not 17 (launch to first frame, issue 26). A tick with
// nothing new to draw writes nothing.
func screenOptions(ctx context.Context) []tea.ProgramOption {
	return []tea.ProgramOption{tea.WithAltScreen(), tea.WithMouseCellMotion(), tea.WithContext(ctx), tea.WithoutSignalHandler(), tea.WithFPS(120)}
}
