"""LeakyReLU -> Softplus -> AdaptiveAvgPool3d: synthesised by warpgym synth (seed 7, index 3952, torch#3, dim 0 x15599)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LeakyReLU -> Softplus -> AdaptiveAvgPool3d"""

    def __init__(self):
        super().__init__()
        self.leakyrelu_0 = nn.LeakyReLU()
        self.softplus_1 = nn.Softplus()
        self.adaptiveavgpool3d_2 = nn.AdaptiveAvgPool3d(output_size=4)

    def forward(self, x):
        x = self.leakyrelu_0(x)
        x = self.softplus_1(x)
        x = self.adaptiveavgpool3d_2(x)
        return x


def get_inputs():
    return [torch.randn(31198, 8, 8, 16, 16)]


def get_init_inputs():
    return []
