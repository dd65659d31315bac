"""AdaptiveMaxPool3d -> AdaptiveAvgPool2d -> LogSigmoid: synthesised by warpgym synth (seed 7, index 3221, torch#3, dim 0 x6351)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveMaxPool3d -> AdaptiveAvgPool2d -> LogSigmoid"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool3d_0 = nn.AdaptiveMaxPool3d(output_size=4)
        self.adaptiveavgpool2d_1 = nn.AdaptiveAvgPool2d(output_size=4)
        self.logsigmoid_2 = nn.LogSigmoid()

    def forward(self, x):
        x = self.adaptivemaxpool3d_0(x)
        x = self.adaptiveavgpool2d_1(x)
        x = self.logsigmoid_2(x)
        return x


def get_inputs():
    return [torch.randn(50808, 64, 16, 16)]


def get_init_inputs():
    return []
