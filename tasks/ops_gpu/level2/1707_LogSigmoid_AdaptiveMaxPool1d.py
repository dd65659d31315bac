"""LogSigmoid -> AdaptiveMaxPool1d: synthesised by warpgym synth (seed 7, index 2709, torch#2, dim 0 x5278)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LogSigmoid -> AdaptiveMaxPool1d"""

    def __init__(self):
        super().__init__()
        self.logsigmoid_0 = nn.LogSigmoid()
        self.adaptivemaxpool1d_1 = nn.AdaptiveMaxPool1d(output_size=4)

    def forward(self, x):
        x = self.logsigmoid_0(x)
        x = self.adaptivemaxpool1d_1(x)
        return x


def get_inputs():
    return [torch.randn(1351168, 512)]


def get_init_inputs():
    return []
