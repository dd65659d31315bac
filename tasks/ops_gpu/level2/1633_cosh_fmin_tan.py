"""torch.cosh -> torch.fmin -> torch.tan: synthesised by warpgym synth (seed 7, index 2594, torch#3, dim 0 x5014)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cosh -> torch.fmin -> torch.tan"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.cosh(x)
        x = torch.fmin(x, x1)
        x = torch.tan(x)
        return x


def get_inputs():
    return [torch.randn(1283584, 256), torch.randn(1283584, 256)]


def get_init_inputs():
    return []
