"""AvgPool1d -> Hardsigmoid -> torch.movedim -> AdaptiveAvgPool1d: synthesised by warpgym synth (seed 7, index 5297, torch#4, dim 0 x2018)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AvgPool1d -> Hardsigmoid -> torch.movedim -> AdaptiveAvgPool1d"""

    def __init__(self):
        super().__init__()
        self.avgpool1d_0 = nn.AvgPool1d(kernel_size=3)
        self.hardsigmoid_1 = nn.Hardsigmoid()
        self.adaptiveavgpool1d_3 = nn.AdaptiveAvgPool1d(output_size=4)

    def forward(self, x):
        x = self.avgpool1d_0(x)
        x = self.hardsigmoid_1(x)
        x = torch.movedim(x, 2, 1)
        x = self.adaptiveavgpool1d_3(x)
        return x


def get_inputs():
    return [torch.randn(64576, 128, 64)]


def get_init_inputs():
    return []
