"""ELU -> torch.tril: synthesised by warpgym synth (seed 7, index 3900, torch#2, dim 0 x15844)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ELU -> torch.tril"""

    def __init__(self):
        super().__init__()
        self.elu_0 = nn.ELU()

    def forward(self, x):
        x = self.elu_0(x)
        x = torch.tril(x)
        return x


def get_inputs():
    return [torch.randn(2028032, 256)]


def get_init_inputs():
    return []
