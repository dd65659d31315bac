"""torch.sin -> torch.asinh -> torch.cholesky_solve: synthesised by warpgym synth (seed 8, index 108, torch#3, dim 0 x858)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sin -> torch.asinh -> torch.cholesky_solve"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.sin(x)
        x = torch.asinh(x)
        x = torch.cholesky_solve(x, x1)
        return x


def get_inputs():
    return [torch.randn(13728, 32, 16, 16), torch.randn(13728, 32, 16, 16)]


def get_init_inputs():
    return []
