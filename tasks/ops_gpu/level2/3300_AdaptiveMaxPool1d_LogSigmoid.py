"""AdaptiveMaxPool1d -> LogSigmoid: synthesised by warpgym synth (seed 7, index 5202, torch#2, dim 0 x5391)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveMaxPool1d -> LogSigmoid"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool1d_0 = nn.AdaptiveMaxPool1d(output_size=4)
        self.logsigmoid_1 = nn.LogSigmoid()

    def forward(self, x):
        x = self.adaptivemaxpool1d_0(x)
        x = self.logsigmoid_1(x)
        return x


def get_inputs():
    return [torch.randn(1380096, 512)]


def get_init_inputs():
    return []
