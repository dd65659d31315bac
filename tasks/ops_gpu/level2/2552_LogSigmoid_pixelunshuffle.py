"""LogSigmoid -> F.pixel_unshuffle: synthesised by warpgym synth (seed 7, index 4038, torch#2, dim 0 x726)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LogSigmoid -> F.pixel_unshuffle"""

    def __init__(self):
        super().__init__()
        self.logsigmoid_0 = nn.LogSigmoid()

    def forward(self, x):
        x = self.logsigmoid_0(x)
        x = F.pixel_unshuffle(x, 2)
        return x


def get_inputs():
    return [torch.randn(11616, 32, 16, 16)]


def get_init_inputs():
    return []
