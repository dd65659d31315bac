"""torch.swapdims -> torch.addcmul: synthesised by warpgym synth (seed 7, index 166, torch#2, dim 0 x2044)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.swapdims -> torch.addcmul"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = torch.swapdims(x, -1, -2)
        x = torch.addcmul(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(8176, 32, 32, 32), torch.randn(8176, 32, 32, 32), torch.randn(8176, 32, 32, 32)]


def get_init_inputs():
    return []
