#!/usr/bin/python3
"""Ignores SIGTERM and sleeps without reading: a (sleeping) timeout, killed with SIGKILL."""
import signal
import time
signal.signal(signal.SIGTERM, signal.SIG_IGN)
signal.signal(signal.SIGINT, signal.SIG_IGN)
print("How many players?", flush=True)
time.sleep(3600)
