"""LogSigmoid -> F.pixel_unshuffle -> torch.digamma -> torch.diagonal: synthesised by warpgym synth (seed 7, index 5355, torch#4, dim 0 x2662)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LogSigmoid -> F.pixel_unshuffle -> torch.digamma -> torch.diagonal"""

    def __init__(self):
        super().__init__()
        self.logsigmoid_0 = nn.LogSigmoid()

    def forward(self, x):
        x = self.logsigmoid_0(x)
        x = F.pixel_unshuffle(x, 2)
        x = torch.digamma(x)
        x = torch.diagonal(x)
        return x


def get_inputs():
    return [torch.randn(5324, 8, 8, 16, 16)]


def get_init_inputs():
    return []
