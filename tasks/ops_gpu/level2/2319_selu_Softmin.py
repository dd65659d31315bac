"""F.selu -> Softmin: synthesised by warpgym synth (seed 7, index 3659, torch#2, dim 0 x6379)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.selu -> Softmin"""

    def __init__(self):
        super().__init__()
        self.softmin_1 = nn.Softmin()

    def forward(self, x):
        x = F.selu(x)
        x = self.softmin_1(x)
        return x


def get_inputs():
    return [torch.randn(1633024, 256)]


def get_init_inputs():
    return []
