"""F.channel_shuffle -> GLU: synthesised by warpgym synth (seed 7, index 3224, torch#2, dim 0 x460)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.channel_shuffle -> GLU"""

    def __init__(self):
        super().__init__()
        self.glu_1 = nn.GLU()

    def forward(self, x):
        x = F.channel_shuffle(x, 2)
        x = self.glu_1(x)
        return x


def get_inputs():
    return [torch.randn(3680, 256, 128)]


def get_init_inputs():
    return []
