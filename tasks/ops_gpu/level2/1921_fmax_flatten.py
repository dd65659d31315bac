"""torch.fmax -> torch.flatten: synthesised by warpgym synth (seed 7, index 3041, torch#2, dim 0 x2157)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.fmax -> torch.flatten"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.fmax(x, x1)
        x = torch.flatten(x)
        return x


def get_inputs():
    return [torch.randn(34512, 32, 256), torch.randn(34512, 32, 256)]


def get_init_inputs():
    return []
