"""torch.exp2 -> torch.arctan2 -> F.softsign: synthesised by warpgym synth (seed 7, index 2864, torch#3, dim 0 x371)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.exp2 -> torch.arctan2 -> F.softsign"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.exp2(x)
        x = torch.arctan2(x, x1)
        x = F.softsign(x)
        return x


def get_inputs():
    return [torch.randn(2968, 64, 16, 16), torch.randn(2968, 64, 16, 16)]


def get_init_inputs():
    return []
