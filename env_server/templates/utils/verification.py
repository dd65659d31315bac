"""python3 -m utils.verification: the `verify` tool's verdict, from the shell."""
from utils.request import main

if __name__ == "__main__":
    main("verify")
