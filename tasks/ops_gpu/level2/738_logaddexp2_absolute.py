"""torch.logaddexp2 -> torch.absolute: synthesised by warpgym synth (seed 7, index 1193, torch#2, dim 0 x2464)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.logaddexp2 -> torch.absolute"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.logaddexp2(x, x1)
        x = torch.absolute(x)
        return x


def get_inputs():
    return [torch.randn(9856, 32, 32, 32), torch.randn(9856, 32, 32, 32)]


def get_init_inputs():
    return []
