"""F.channel_shuffle -> CELU: synthesised by warpgym synth (seed 7, index 452, torch#2, dim 0 x1191)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.channel_shuffle -> CELU"""

    def __init__(self):
        super().__init__()
        self.celu_1 = nn.CELU()

    def forward(self, x):
        x = F.channel_shuffle(x, 2)
        x = self.celu_1(x)
        return x


def get_inputs():
    return [torch.randn(38112, 128, 64)]


def get_init_inputs():
    return []
