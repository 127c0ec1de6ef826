package net

import (
	"bufio"
	"crypto/aes"
	"crypto/cipher"
	"crypto/hkdf"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	stdnet "net"
	"strings"
	"sync"
	"time"

	"github.com/schollz/pake/v3"
)

// The encrypted channel (docs/protocol.md, "Join codes and the encrypted
// channel"). Before any game message, the joining side and the host run a
// password-authenticated key exchange (SPAKE2 on P-256, from
// github.com/schollz/pake) with the join code as the password. Each side
// proves it derived the same key; then every byte either way travels in
// AES-256-GCM frames under a key of its own direction, numbered by a
// counter the receiver expects, so a frame changed, dropped, replayed or
// moved ends the connection. Nothing here is cryptography of our own: the
// exchange is the library's, keys come from crypto/hkdf, frames from
// crypto/cipher.
//
// The handshake, three lines in the clear, none holding anything a
// listener can use to test a guessed code:
//
//	joiner → host: stccg-pake/1 <base64 of the joiner's point>
//	host → joiner: stccg-pake/1 <base64 of the host's point> <base64 of the host's proof>
//	joiner → host: <base64 of the joiner's proof>   (or "wrong-code")
//
// A host that refuses (busy, an open table, too many wrong codes) answers
// the first line with its usual JSON error object instead.

const pakeMagic = "stccg-pake/1"

// pakeCurve is the curve the exchange runs on.
const pakeCurve = "p256"

// Frames: a 4-byte big-endian length, then that many bytes of AES-GCM
// output. The plaintext is padded to a multiple of framePad, so a
// listener learns message sizes only roughly.
const (
	maxFramePlain = 16 << 10 // bytes of a message per frame
	framePad      = 256
	gcmTag        = 16
	maxFrame      = maxFramePlain + framePad + gcmTag
	maxPakeLine   = 1024
)

// errTampered ends a connection whose frame does not authenticate: it was
// changed, replayed, reordered or cut, or the peer holds another key.
var errTampered = errors.New("an encrypted frame failed its check (changed, replayed or out of order): connection closed")

// wrongCodeMsg starts the refusal of a wrong join code, on both sides.
const wrongCodeMsg = "wrong join code"

// codeSecret is the password the exchange uses: the normalized code,
// hashed with a label so it is a full-size scalar.
func codeSecret(code string) []byte {
	s := sha256.Sum256([]byte("stccg join code v1\x00" + code))
	return s[:]
}

// encodePoint writes a curve point as 64 bytes (x then y).
func encodePoint(x, y *big.Int) []byte {
	b := make([]byte, 64)
	if x == nil || y == nil || x.Sign() < 0 || y.Sign() < 0 || x.BitLen() > 256 || y.BitLen() > 256 {
		return b // never from the library; the peer's check refuses it
	}
	x.FillBytes(b[:32])
	y.FillBytes(b[32:])
	return b
}

// peerUpdate feeds the peer's point (64 bytes, base64) to p. The library
// checks the point is on the curve; it reads JSON, so the point is given
// to it in the shape it expects, never the peer's own JSON. A panic in it
// (it was not written for hostile input) is an error here.
func peerUpdate(p *pake.Pake, b64 string) (pt []byte, err error) {
	pt, err = base64.StdEncoding.DecodeString(b64)
	if err != nil || len(pt) != 64 {
		return nil, errors.New("a malformed key exchange message")
	}
	x, y := new(big.Int).SetBytes(pt[:32]), new(big.Int).SetBytes(pt[32:])
	q := pake.Pake{Role: 1 - p.Role}
	if p.Role == 0 {
		q.Yᵤ, q.Yᵥ = x, y
	} else {
		q.Xᵤ, q.Xᵥ = x, y
	}
	js, err := json.Marshal(&q)
	if err != nil {
		return nil, err
	}
	defer func() {
		if r := recover(); r != nil {
			err = errors.New("a malformed key exchange message")
		}
	}()
	if err := p.Update(js); err != nil {
		return nil, fmt.Errorf("a bad key exchange message: %v", err)
	}
	return pt, nil
}

// channelKeys are what both sides derive from the exchange: a key per
// direction and the proof each side sends that it holds them.
type channelKeys struct {
	toJoiner, toHost       []byte
	hostProof, joinerProof []byte
}

func deriveKeys(p *pake.Pake, joinerPt, hostPt []byte) (channelKeys, error) {
	k, err := p.SessionKey()
	if err != nil {
		return channelKeys{}, err
	}
	th := sha256.New()
	th.Write([]byte(pakeMagic))
	th.Write(joinerPt)
	th.Write(hostPt)
	transcript := th.Sum(nil)
	key := func(label string) ([]byte, error) {
		return hkdf.Key(sha256.New, k, transcript, "stccg channel v1 "+label, 32)
	}
	var ck channelKeys
	var confirm []byte
	for _, kv := range []struct {
		dst   *[]byte
		label string
	}{{&ck.toJoiner, "host to joiner"}, {&ck.toHost, "joiner to host"}, {&confirm, "confirm"}} {
		if *kv.dst, err = key(kv.label); err != nil {
			return channelKeys{}, err
		}
	}
	proof := func(who string) []byte {
		m := hmac.New(sha256.New, confirm)
		m.Write([]byte(who))
		m.Write(transcript)
		return m.Sum(nil)
	}
	ck.hostProof, ck.joinerProof = proof("host"), proof("joiner")
	return ck, nil
}

// secureClient runs the joining side of the handshake on c and returns
// the encrypted connection. A refusal is a *RefusedError.
func secureClient(c stdnet.Conn, code string, timeout time.Duration) (stdnet.Conn, error) {
	p, err := pake.InitCurve(codeSecret(code), 0, pakeCurve)
	if err != nil {
		return nil, err
	}
	joinerPt := encodePoint(p.Xᵤ, p.Xᵥ)
	_ = c.SetDeadline(time.Now().Add(timeout))
	defer func() { _ = c.SetDeadline(time.Time{}) }()
	if _, err := io.WriteString(c, pakeMagic+" "+base64.StdEncoding.EncodeToString(joinerPt)+"\n"); err != nil {
		return nil, err
	}
	br := bufio.NewReaderSize(c, 4096)
	line, err := readLimited(br, maxPakeLine)
	if err != nil {
		if errors.Is(err, io.EOF) {
			return nil, errors.New("the host closed the connection during the key exchange: is it an stccg host?")
		}
		return nil, fmt.Errorf("no answer to the key exchange: %w", err)
	}
	if strings.HasPrefix(string(line), "{") {
		var r Response
		if json.Unmarshal(line, &r) == nil && r.Error != "" {
			return nil, &RefusedError{Msg: SafeText(r.Error)}
		}
		return nil, fmt.Errorf("%w: not an answer to the key exchange", errBadMessage)
	}
	f := strings.Fields(string(line))
	if len(f) != 3 || f[0] != pakeMagic {
		return nil, fmt.Errorf("%w: not an answer to the key exchange", errBadMessage)
	}
	hostPt, err := peerUpdate(p, f[1])
	if err != nil {
		return nil, fmt.Errorf("%w: %v", errBadMessage, err)
	}
	ck, err := deriveKeys(p, joinerPt, hostPt)
	if err != nil {
		return nil, err
	}
	got, err := base64.StdEncoding.DecodeString(f[2])
	if err != nil || !hmac.Equal(got, ck.hostProof) {
		_, _ = io.WriteString(c, "wrong-code\n")
		return nil, &RefusedError{Msg: wrongCodeMsg + ": the host's key does not match this code; check the words the host shows"}
	}
	if _, err := io.WriteString(c, base64.StdEncoding.EncodeToString(ck.joinerProof)+"\n"); err != nil {
		return nil, err
	}
	return newSecureConn(c, br, ck.toHost, ck.toJoiner)
}

// secureHost runs the host's side of the handshake on c, whose first line
// (first) has come through br. It returns the encrypted connection, or
// errWrongCode when the joiner's code was another.
func secureHost(c stdnet.Conn, br *bufio.Reader, first []byte, code string, timeout time.Duration) (stdnet.Conn, error) {
	f := strings.Fields(string(first))
	if len(f) != 2 || f[0] != pakeMagic {
		return nil, errors.New("a malformed key exchange message")
	}
	p, err := pake.InitCurve(codeSecret(code), 1, pakeCurve)
	if err != nil {
		return nil, err
	}
	joinerPt, err := peerUpdate(p, f[1])
	if err != nil {
		return nil, err
	}
	hostPt := encodePoint(p.Yᵤ, p.Yᵥ)
	ck, err := deriveKeys(p, joinerPt, hostPt)
	if err != nil {
		return nil, err
	}
	_ = c.SetDeadline(time.Now().Add(timeout))
	defer func() { _ = c.SetDeadline(time.Time{}) }()
	b64 := base64.StdEncoding.EncodeToString
	if _, err := io.WriteString(c, pakeMagic+" "+b64(hostPt)+" "+b64(ck.hostProof)+"\n"); err != nil {
		return nil, err
	}
	line, err := readLimited(br, maxPakeLine)
	if err != nil {
		return nil, errWrongCode // gone without proving the code: counted as a guess
	}
	got, err := base64.StdEncoding.DecodeString(strings.TrimSpace(string(line)))
	if err != nil || !hmac.Equal(got, ck.joinerProof) {
		return nil, errWrongCode
	}
	return newSecureConn(c, br, ck.toJoiner, ck.toHost)
}

var errWrongCode = errors.New(wrongCodeMsg)

// secureConn is a stdnet.Conn whose bytes travel in encrypted frames.
// Reads and writes may run at once (one reader, one writer at a time);
// deadlines, addresses and Close are the underlying connection's.
type secureConn struct {
	stdnet.Conn
	in io.Reader // the connection, through whatever the handshake read ahead

	rmu   sync.Mutex
	recv  cipher.AEAD
	rseq  uint64
	raw   []byte // ciphertext received, not yet a whole frame
	plain []byte // decrypted, not yet read
	rerr  error

	wmu  sync.Mutex
	send cipher.AEAD
	wseq uint64
	werr error
}

func newSecureConn(c stdnet.Conn, in io.Reader, sendKey, recvKey []byte) (*secureConn, error) {
	send, err := newGCM(sendKey)
	if err != nil {
		return nil, err
	}
	recv, err := newGCM(recvKey)
	if err != nil {
		return nil, err
	}
	return &secureConn{Conn: c, in: in, send: send, recv: recv}, nil
}

func newGCM(key []byte) (cipher.AEAD, error) {
	b, err := aes.NewCipher(key)
	if err != nil {
		return nil, err
	}
	return cipher.NewGCM(b)
}

// nonce is a frame's number: each direction counts from 0 under its own
// key, so no nonce is ever used twice with one key.
func nonce(seq uint64) []byte {
	n := make([]byte, 12)
	binary.BigEndian.PutUint64(n[4:], seq)
	return n
}

func (s *secureConn) Write(p []byte) (int, error) {
	s.wmu.Lock()
	defer s.wmu.Unlock()
	if s.werr != nil {
		return 0, s.werr
	}
	done := 0
	for done < len(p) {
		n := min(len(p)-done, maxFramePlain)
		chunk := p[done : done+n]
		padded := make([]byte, 0, (n/framePad+1)*framePad)
		padded = append(append(padded, chunk...), 0x80)
		for len(padded)%framePad != 0 {
			padded = append(padded, 0)
		}
		frame := make([]byte, 4, 4+len(padded)+gcmTag)
		binary.BigEndian.PutUint32(frame, uint32(len(padded)+gcmTag))
		frame = s.send.Seal(frame, nonce(s.wseq), padded, frame[:4])
		s.wseq++
		if _, err := s.Conn.Write(frame); err != nil {
			// Part of a frame may have gone: the stream is broken.
			s.werr = err
			return done, err
		}
		done += n
	}
	return done, nil
}

func (s *secureConn) Read(p []byte) (int, error) {
	s.rmu.Lock()
	defer s.rmu.Unlock()
	for len(s.plain) == 0 {
		if s.rerr != nil {
			return 0, s.rerr
		}
		if len(s.raw) >= 4 {
			n := int(binary.BigEndian.Uint32(s.raw))
			if n < framePad+gcmTag || n > maxFrame {
				s.rerr = errTampered
				return 0, s.rerr
			}
			if len(s.raw) >= 4+n {
				if err := s.open(s.raw[:4], s.raw[4:4+n]); err != nil {
					s.rerr = err
					return 0, err
				}
				s.raw = s.raw[4+n:]
				continue
			}
		}
		var buf [32 << 10]byte
		k, err := s.in.Read(buf[:])
		s.raw = append(s.raw, buf[:k]...)
		if err != nil && k == 0 {
			if errors.Is(err, io.EOF) && len(s.raw) > 0 {
				err = io.ErrUnexpectedEOF
			}
			return 0, err // a deadline keeps what came: the frame goes on later
		}
	}
	n := copy(p, s.plain)
	s.plain = s.plain[n:]
	return n, nil
}

// open decrypts one frame into s.plain.
func (s *secureConn) open(header, ct []byte) error {
	pt, err := s.recv.Open(nil, nonce(s.rseq), ct, header)
	if err != nil {
		return errTampered
	}
	s.rseq++
	end := len(pt) - 1
	for end >= 0 && pt[end] == 0 {
		end--
	}
	if end < 0 || pt[end] != 0x80 {
		return errTampered
	}
	s.plain = append(s.plain, pt[:end]...)
	return nil
}

// attemptLimiter bounds guesses at the join code: each key exchange the
// host answers is one guess, so the host answers only a few a second from
// one address and from all together. A guess that proves the right code
// is given back. With 32 bits of code and at most globalRate guesses a
// second, guessing online takes years on average; what a guesser can do
// instead is keep the limit spent, which delays the real player (who is
// told the host is busy and asks again).
type attemptLimiter struct {
	mu     sync.Mutex
	all    bucket
	byAddr map[string]*bucket
	wrong  int
}

type bucket struct {
	tokens float64
	last   time.Time
}

const (
	globalBurst = 20
	globalRate  = 5.0 // guesses a second, from everyone
	addrBurst   = 5
	addrRate    = 0.5 // guesses a second, from one address
)

func (b *bucket) take(now time.Time, rate, burst float64) bool {
	if b.last.IsZero() {
		b.tokens = burst
	} else {
		b.tokens = min(burst, b.tokens+now.Sub(b.last).Seconds()*rate)
	}
	b.last = now
	if b.tokens < 1 {
		return false
	}
	b.tokens--
	return true
}

func newAttemptLimiter() *attemptLimiter {
	return &attemptLimiter{byAddr: map[string]*bucket{}}
}

// allow takes a guess for addr, or reports that it must wait.
func (l *attemptLimiter) allow(addr string, now time.Time) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	if len(l.byAddr) > 4096 { // forget addresses whose budget is whole again
		for a, b := range l.byAddr {
			if now.Sub(b.last).Seconds()*addrRate >= addrBurst {
				delete(l.byAddr, a)
			}
		}
	}
	b := l.byAddr[addr]
	if b == nil {
		b = &bucket{}
		l.byAddr[addr] = b
	}
	if !b.take(now, addrRate, addrBurst) {
		return false
	}
	if !l.all.take(now, globalRate, globalBurst) {
		b.tokens++
		return false
	}
	return true
}

// right gives back the guess of a joiner who proved the code.
func (l *attemptLimiter) right(addr string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.all.tokens = min(globalBurst, l.all.tokens+1)
	if b := l.byAddr[addr]; b != nil {
		b.tokens = min(addrBurst, b.tokens+1)
	}
}

// failed counts a wrong code and returns how many there have been.
func (l *attemptLimiter) failed() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.wrong++
	return l.wrong
}
