"""F.pad -> PReLU: synthesised by warpgym synth (seed 9, index 598, torch#2, dim 0 x895)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.pad -> PReLU"""

    def __init__(self):
        super().__init__()
        self.prelu_1 = nn.PReLU()

    def forward(self, x):
        x = F.pad(x, pad=[1, 1])
        x = self.prelu_1(x)
        return x


def get_inputs():
    return [torch.randn(458240, 256)]


def get_init_inputs():
    return []
