#!/bin/sh
# Debian's Boogie 2.4 sets z3's model_compress option, which Debian's z3 4.8.12 no longer has: z3 reports an error
# for it (the verdicts stay right, but the error floods the output). This wrapper runs z3 with that option removed
# from what Boogie sends on stdin; z3 run otherwise (--version) is run as it is.
case " $* " in
*" -in "*) grep --line-buffered -v 'model_compress' | exec z3 "$@" ;;
*) exec z3 "$@" ;;
esac
