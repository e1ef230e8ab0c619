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
// Where no JIT runs, programs that start with the same prelude block run in children of a zygote that has run
// it once (cadmus_zygote).

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

/**
 * The prelude a program starts with (a leading <?php ... ?> block, the part every program of a campaign shares)
 * and the rest, itself opening with <?php; null for a program that does not start so.
 */
function cadmus_split(string $program): ?array
{
    if (strncmp($program, "<?php\n", 6) !== 0) {
        return null;
    }
    $end = strpos($program, "\n?>\n");
    if ($end === false || substr_compare($program, '<?php', $end + 4, 5) !== 0) {
        return null;
    }
    return [substr($program, 0, $end + 4), substr($program, $end + 4)];
}

/**
 * A zygote: a child of the clean driver that has run a prelude and forks the children of the programs that start
 * with it, so the prelude is compiled once rather than per program. It takes "FILE\tRESULT" lines on its socket
 * and answers each with its child's wait status. Only where no JIT runs: a JIT's buffer is shared, and traces of
 * the prelude's functions that one program made would serve the next.
 */
function cadmus_zygote(string $prelude, $socket): void
{
    ini_set('display_errors', '0');
    ob_start();
    try {
        (static function () use ($prelude) {
            include $prelude;
        })();
        $ready = ob_get_clean() === '' ? "ready\n" : "prints\n";
    } catch (Throwable $e) {
        ob_end_clean();
        $ready = "failed\n";
    }
    fwrite($socket, $ready);
    while ($ready === "ready\n" && ($line = fgets($socket)) !== false) {
        [$file, $result] = explode("\t", rtrim($line, "\n"));
        $pid = pcntl_fork();
        if ($pid === 0) {
            fclose($socket);
            cadmus_child($file, $result);
        }
        $status = -1;
        if ($pid > 0) {
            pcntl_waitpid($pid, $status);
        }
        fwrite($socket, "$status\n");
    }
    cadmus_end();
}

/** Ends this process without PHP's shutdown. */
function cadmus_end(): void
{
    if (function_exists('posix_kill')) {
        posix_kill(getmypid(), 9);
    }
    exit(0);
}

/** A zygote for the prelude, or null when the prelude cannot serve as one (it fails or prints). */
function cadmus_start_zygote(string $dir, string $prelude): ?array
{
    static $count = 0;
    $count++;
    $file = "$dir/prelude-$count.php";
    file_put_contents($file, $prelude);
    $pair = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, STREAM_IPPROTO_IP);
    $pid = pcntl_fork();
    if ($pid === 0) {
        fclose($pair[0]);
        cadmus_zygote($file, $pair[1]);
    }
    fclose($pair[1]);
    if ($pid === -1 || fgets($pair[0]) !== "ready\n") {
        fclose($pair[0]);
        if ($pid > 0) {
            pcntl_waitpid($pid, $status);
        }
        return null;
    }
    return ['prelude' => $prelude, 'socket' => $pair[0], 'pid' => $pid];
}

function cadmus_stop_zygote(?array $zygote): void
{
    if ($zygote !== null) {
        fclose($zygote['socket']);
        pcntl_waitpid($zygote['pid'], $status);
    }
}

if ($argc < 2 || !is_dir($argv[1])) {
    cadmus_fail(1, 'usage: php driver.php DIR');
}
$dir = $argv[1];
$jit = function_exists('opcache_get_status') && (opcache_get_status(false)['jit']['on'] ?? false);
fwrite(STDOUT, cadmus_frame('PHP ' . PHP_VERSION));
fflush(STDOUT);
$count = 0;
$zygote = null;
$unusable = null;
while (($program = cadmus_read_frame()) !== null) {
    $count++;
    $file = "$dir/program-$count.php";
    $result = "$dir/program-$count.result";
    $parts = $jit ? null : cadmus_split($program);
    if ($parts !== null && ($zygote === null || $zygote['prelude'] !== $parts[0]) && $parts[0] !== $unusable) {
        cadmus_stop_zygote($zygote);
        $zygote = cadmus_start_zygote($dir, $parts[0]);
        $unusable = $zygote === null ? $parts[0] : null;
    }
    $status = null;
    if ($parts !== null && $zygote !== null && $zygote['prelude'] === $parts[0]) {
        if (file_put_contents($file, $parts[1]) === false) {
            cadmus_fail(1, "cannot write $file");
        }
        fwrite($zygote['socket'], "$file\t$result\n");
        $line = fgets($zygote['socket']);
        if ($line === false) {
            cadmus_stop_zygote($zygote);
            $zygote = null;
            $status = -1;
        } else {
            $status = (int) $line;
        }
    } else {
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
    }
    $written = @file_get_contents($result);
    if ($status === -1) {
        cadmus_reply('CRASH', 'no child', '', 'the prelude\'s zygote could not run the program');
    } elseif (pcntl_wifsignaled($status) && !($written !== false && pcntl_wtermsig($status) === 9)) {
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
cadmus_stop_zygote($zygote);
exit(0);
