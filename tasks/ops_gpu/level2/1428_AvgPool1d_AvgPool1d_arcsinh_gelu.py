"""AvgPool1d -> AvgPool1d -> torch.arcsinh -> F.gelu: synthesised by warpgym synth (seed 7, index 2288, torch#4, dim 0 x9204)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AvgPool1d -> AvgPool1d -> torch.arcsinh -> F.gelu"""

    def __init__(self):
        super().__init__()
        self.avgpool1d_0 = nn.AvgPool1d(kernel_size=3)
        self.avgpool1d_1 = nn.AvgPool1d(kernel_size=3)

    def forward(self, x):
        x = self.avgpool1d_0(x)
        x = self.avgpool1d_1(x)
        x = torch.arcsinh(x)
        x = F.gelu(x)
        return x


def get_inputs():
    return [torch.randn(589056, 1024)]


def get_init_inputs():
    return []
