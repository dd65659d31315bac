"""AdaptiveMaxPool3d -> LogSoftmax: synthesised by warpgym synth (seed 7, index 577, torch#2, dim 0 x7348)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveMaxPool3d -> LogSoftmax"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool3d_0 = nn.AdaptiveMaxPool3d(output_size=4)
        self.logsoftmax_1 = nn.LogSoftmax()

    def forward(self, x):
        x = self.adaptivemaxpool3d_0(x)
        x = self.logsoftmax_1(x)
        return x


def get_inputs():
    return [torch.randn(29392, 32, 32, 32)]


def get_init_inputs():
    return []
