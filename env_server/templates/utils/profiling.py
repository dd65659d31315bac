"""python3 -m utils.profiling: the `profile` tool's result, from the shell."""
from utils.request import main

if __name__ == "__main__":
    main("profile")
