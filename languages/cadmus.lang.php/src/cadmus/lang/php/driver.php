<?php
// Cadmus persistent PHP driver: one interpreter process runs many programs, each in a child forked for it.
//
// Why: php's command line takes about 16 ms to start, a generated program about one to run. A fork of this warm
// process gives every program a fresh copy of a clean interpreter (its globals, statics, error handlers, output
// buffers and settings go with the child), and a child that dies (a JIT bug's segfault) dies alone: the driver
// reports the signal and goes on. Under opcache the children share its memory and JIT buffer, so each program
// gets a file name of its own (a path opcache has not cached) and is compiled, and JIT-compiled, in its child.
//
// Protocol (that of cadmus.exec.worker.Frames; integers are 4-byte big-endian and signed):
//   string frame  = length, then that many bytes
//   on start      : one string frame, the version ("PHP 8.2.36")
//   request       : one string frame, the program text
//   reply         : the marker 0x0CAD3115 (bytes 0C AD 31 15), then four string frames:
//                   outcome   OK | RUNTIME_ERROR | SYNTAX_ERROR | CRASH
//                   errorKind the class of what was thrown and not caught, the first words of a fatal error,
//                             "signal N" for a child killed by a signal
//                   stdout    what the program printed, at most 1 MiB
//                   stderr    the error as the command line words it
//   End of input at a frame boundary ends the driver with status 0; a truncated or corrupt frame ends it with
//   status 2, an error of the driver itself with status 1, each with a message on stderr.
//
// Usage: php [settings] driver.php DIR, DIR a private directory for the programs' files; with the posix
// extension loaded (-d extension=posix), children end by SIGKILL, which is much faster than PHP's shutdown.

const MARKER = "\x0C\xAD\x31\x15";
const OUTPUT_CAP = 1048576;
const MAX_FRAME = 67108864;

function cadmus_fail(int $status, string $message): void
{
    fwrite(STDERR, "cadmus php driver: $message\n");
    exit($status);
}

/** Exactly $n bytes of stdin; null at the end of input before the first of them. */
function cadmus_read(int $n): ?string
{
    $data = '';
    while (strlen($data) < $n) {
        $chunk = fread(STDIN, $n - strlen($data));
        if ($chunk === false || $chunk === '') {
            if ($data === '') {
                return null;
            }
            cadmus_fail(2, 'truncated frame');
        }
        $data .= $chunk;
    }
    return $data;
}

function cadmus_read_frame(): ?string
{
    $head = cadmus_read(4);
    if ($head === null) {
        return null;
    }
    $length = unpack('N', $head)[1];
    if ($length > MAX_FRAME) {
        cadmus_fail(2, "corrupt frame: length $length");
    }
    if ($length === 0) {
        return '';
    }
    $body = cadmus_read($length);
    if ($body === null) {
        cadmus_fail(2, 'truncated frame');
    }
    return $body;
}

function cadmus_frame(string $s): string
{
    return pack('N', strlen($s)) . $s;
}

function cadmus_reply(string $outcome, string $kind, string $stdout, string $stderr): void
{
    fwrite(STDOUT, MARKER . cadmus_frame($outcome) . cadmus_frame($kind) . cadmus_frame($stdout) . cadmus_frame($stderr));
    fflush(STDOUT);
}

/**
 * Runs the program in this child and writes what became of it to $result; never returns. Uncaught throwables
 * are caught here and worded as the command line words them; a fatal error that is no throwable (memory
 * exhausted) and a program's exit() end in the shutdown function, which writes the result then. The child then
 * kills itself: PHP's own shutdown of a process costs ten times the fork, and the driver takes a SIGKILL after a
 * written result for a normal end.
 */
function cadmus_child(string $file, string $result): void
{
    ini_set('display_errors', '0');
    // A backstop: the campaign's time limit ends the driver, and this ends a child the driver left behind.
    pcntl_alarm(60);
    $GLOBALS['cadmus_outcome'] = ['OK', '', ''];
    $report = static function () use ($result): void {
        static $done = false;
        if ($done) {
            return;
        }
        $done = true;
        $parts = [];
        while (ob_get_level() > 0) {
            array_unshift($parts, (string) ob_get_clean());
        }
        $stdout = substr(implode('', $parts), 0, OUTPUT_CAP);
        [$outcome, $kind, $stderr] = $GLOBALS['cadmus_outcome'];
        $error = error_get_last();
        if ($outcome === 'OK' && $error !== null && in_array($error['type'], [E_ERROR, E_CORE_ERROR, E_COMPILE_ERROR, E_PARSE], true)) {
            $outcome = $error['type'] === E_PARSE ? 'SYNTAX_ERROR' : 'RUNTIME_ERROR';
            $kind = strtok($error['message'], '(') ?: $error['message'];
            $stderr = "PHP Fatal error:  {$error['message']}";
        }
        file_put_contents($result, serialize([$outcome, trim($kind), $stdout, $stderr]));
        // What destructors print after this would reach the driver's stdout, the protocol's pipe.
        ob_start(static fn(string $text): string => '');
    };
    register_shutdown_function($report);
    ob_start();
    try {
        (static function () use ($file) {
            include $file;
        })();
    } catch (ParseError $e) {
        $GLOBALS['cadmus_outcome'] = ['SYNTAX_ERROR', 'parse error', 'PHP Parse error:  ' . $e->getMessage()];
    } catch (Throwable $e) {
        $GLOBALS['cadmus_outcome'] = ['RUNTIME_ERROR', get_class($e),
            'PHP Fatal error:  Uncaught ' . get_class($e) . ': ' . $e->getMessage()];
    }
    $report();
    if (function_exists('posix_kill')) {
        posix_kill(getmypid(), 9);
    }
    exit(0);
}

if ($argc < 2 || !is_dir($argv[1])) {
    cadmus_fail(1, 'usage: php driver.php DIR');
}
$dir = $argv[1];
fwrite(STDOUT, cadmus_frame('PHP ' . PHP_VERSION));
fflush(STDOUT);
$count = 0;
while (($program = cadmus_read_frame()) !== null) {
    $count++;
    $file = "$dir/program-$count.php";
    $result = "$dir/program-$count.result";
    if (file_put_contents($file, $program) === false) {
        cadmus_fail(1, "cannot write $file");
    }
    $pid = pcntl_fork();
    if ($pid === -1) {
        cadmus_fail(1, 'fork failed');
    }
    if ($pid === 0) {
        cadmus_child($file, $result);
    }
    pcntl_waitpid($pid, $status);
    $written = @file_get_contents($result);
    if (pcntl_wifsignaled($status) && !($written !== false && pcntl_wtermsig($status) === 9)) {
        cadmus_reply('CRASH', 'signal ' . pcntl_wtermsig($status), '', 'child killed by signal ' . pcntl_wtermsig($status));
    } elseif ($written === false) {
        cadmus_reply('CRASH', 'no result', '', 'child ended with status ' . pcntl_wexitstatus($status) . ' and no result');
    } else {
        [$outcome, $kind, $stdout, $stderr] = unserialize($written);
        cadmus_reply($outcome, $kind, $stdout, $stderr);
    }
    @unlink($file);
    @unlink($result);
}
exit(0);
