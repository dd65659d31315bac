"""torch.subtract -> torch.tril: synthesised by warpgym synth (seed 7, index 1402, torch#2, dim 0 x2367)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.subtract -> torch.tril"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.subtract(x, x1)
        x = torch.tril(x)
        return x


def get_inputs():
    return [torch.randn(37872, 32, 16, 16), torch.randn(37872, 32, 16, 16)]


def get_init_inputs():
    return []
