package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/mattn/go-isatty"
	stnet "github.com/stccg/stccg/net"
)

// Join codes on the command line (docs/protocol.md, "Join codes and the
// encrypted channel"): a host draws one unless told --code or --open; a
// joiner gives it with --code, or types it when asked.

// hostJoinCode is the code a host plays with: "" for an open table.
func hostJoinCode(open bool, code string) (string, error) {
	switch {
	case open && code != "":
		return "", errors.New("--open and --code do not go together: an open table has no code")
	case open:
		return "", nil
	case code != "":
		c, err := stnet.CheckCode(code)
		if err != nil {
			return "", fmt.Errorf("--code: %w", err)
		}
		return c, nil
	}
	return stnet.NewJoinCode()
}

// seatFlag is how a command line gives the code: "--code C", or "--open".
func seatFlag(code string) string {
	if code == "" {
		return "--open"
	}
	return "--code " + code
}

// joinJoinCode is the code a joiner uses: --code, nothing with --open, or
// the answer to a prompt when the input is a terminal.
func joinJoinCode(in io.Reader, out io.Writer, open bool, code string) (string, error) {
	switch {
	case open && code != "":
		return "", errors.New("--open and --code do not go together: an open table has no code")
	case open:
		return "", nil
	case code != "":
		c, err := stnet.CheckCode(code)
		if err != nil {
			return "", fmt.Errorf("--code: %w", err)
		}
		return c, nil
	}
	if f, ok := in.(*os.File); !ok || !isTerminal(f) {
		return "", errors.New("join needs the join code the host shows (--code WORDS), or --open for a host started with --open")
	}
	fmt.Fprint(out, "Join code (the words the host shows): ")
	line, err := bufio.NewReader(in).ReadString('\n')
	if err != nil && line == "" {
		return "", fmt.Errorf("no join code typed: %v", err)
	}
	return stnet.CheckCode(strings.TrimSpace(line))
}

// isTerminal reports whether f is a terminal (/dev/null, a character
// device too, is not).
func isTerminal(f *os.File) bool {
	return isatty.IsTerminal(f.Fd()) || isatty.IsCygwinTerminal(f.Fd())
}
