"""torch.asinh -> MaxPool1d -> torch.deg2rad -> CELU: synthesised by warpgym synth (seed 9, index 469, torch#4, dim 0 x2608)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.asinh -> MaxPool1d -> torch.deg2rad -> CELU"""

    def __init__(self):
        super().__init__()
        self.maxpool1d_1 = nn.MaxPool1d(kernel_size=3)
        self.celu_3 = nn.CELU()

    def forward(self, x):
        x = torch.asinh(x)
        x = self.maxpool1d_1(x)
        x = torch.deg2rad(x)
        x = self.celu_3(x)
        return x


def get_inputs():
    return [torch.randn(667648, 256)]


def get_init_inputs():
    return []
