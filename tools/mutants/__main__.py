"""`python3 -m mutants` (PYTHONPATH=tools): see run.py."""

import sys

from .run import main

sys.exit(main())
