"""AdaptiveAvgPool2d -> ELU: synthesised by warpgym synth (seed 7, index 2987, torch#2, dim 0 x6799)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveAvgPool2d -> ELU"""

    def __init__(self):
        super().__init__()
        self.adaptiveavgpool2d_0 = nn.AdaptiveAvgPool2d(output_size=4)
        self.elu_1 = nn.ELU()

    def forward(self, x):
        x = self.adaptiveavgpool2d_0(x)
        x = self.elu_1(x)
        return x


def get_inputs():
    return [torch.randn(54392, 64, 16, 16)]


def get_init_inputs():
    return []
