"""`python3 -m quirks` (with tools/ on the path): the zoo's command line."""
import sys

from .zoo import main

sys.exit(main())
