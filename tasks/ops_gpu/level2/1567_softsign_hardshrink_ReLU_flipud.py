"""F.softsign -> F.hardshrink -> ReLU -> torch.flipud: synthesised by warpgym synth (seed 7, index 2499, torch#4, dim 0 x196)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softsign -> F.hardshrink -> ReLU -> torch.flipud"""

    def __init__(self):
        super().__init__()
        self.relu_2 = nn.ReLU()

    def forward(self, x):
        x = F.softsign(x)
        x = F.hardshrink(x)
        x = self.relu_2(x)
        x = torch.flipud(x)
        return x


def get_inputs():
    return [torch.randn(6272, 128, 64)]


def get_init_inputs():
    return []
