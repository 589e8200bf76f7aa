#!/usr/bin/python3
"""Dies of SIGSEGV after the first answer: a crash by signal."""
import os
import signal
import mini
mini.ask("How many players?")
os.kill(os.getpid(), signal.SIGSEGV)
