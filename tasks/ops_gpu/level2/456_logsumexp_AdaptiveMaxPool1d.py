"""torch.logsumexp -> AdaptiveMaxPool1d: synthesised by warpgym synth (seed 7, index 724, torch#2, dim 0 x8068)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.logsumexp -> AdaptiveMaxPool1d"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool1d_1 = nn.AdaptiveMaxPool1d(output_size=4)

    def forward(self, x):
        x = torch.logsumexp(x, -1)
        x = self.adaptivemaxpool1d_1(x)
        return x


def get_inputs():
    return [torch.randn(64544, 16, 32, 32)]


def get_init_inputs():
    return []
