"""torch.maximum -> torch.neg -> torch.cummin: synthesised by warpgym synth (seed 7, index 2172, torch#3, dim 0 x1149)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.maximum -> torch.neg -> torch.cummin"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.maximum(x, x1)
        x = torch.neg(x)
        x = torch.cummin(x, -1)[0]
        return x


def get_inputs():
    return [torch.randn(36768, 128, 64), torch.randn(36768, 128, 64)]


def get_init_inputs():
    return []
