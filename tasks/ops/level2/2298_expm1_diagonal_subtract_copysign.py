"""torch.expm1 -> torch.diagonal -> torch.subtract -> torch.copysign: synthesised by warpgym synth (seed 7, index 3027, torch#4)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.expm1 -> torch.diagonal -> torch.subtract -> torch.copysign"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = torch.expm1(x)
        x = torch.diagonal(x)
        x = torch.subtract(x, x1)
        x = torch.copysign(x, x2)
        return x


def get_inputs():
    return [torch.randn(4, 32, 32, 32), torch.randn(32, 32, 4), torch.randn(32, 32, 4)]


def get_init_inputs():
    return []
