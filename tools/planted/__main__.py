"""`python3 -m planted` (PYTHONPATH=tools): see check.py."""

import sys

from .check import main

sys.exit(main())
