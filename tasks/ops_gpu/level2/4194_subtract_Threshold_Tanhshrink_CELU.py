"""torch.subtract -> Threshold -> Tanhshrink -> CELU: synthesised by warpgym synth (seed 7, index 6592, torch#4, dim 0 x2217)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.subtract -> Threshold -> Tanhshrink -> CELU"""

    def __init__(self):
        super().__init__()
        self.threshold_1 = nn.Threshold(threshold=0.5, value=0.5)
        self.tanhshrink_2 = nn.Tanhshrink()
        self.celu_3 = nn.CELU()

    def forward(self, x, x1):
        x = torch.subtract(x, x1)
        x = self.threshold_1(x)
        x = self.tanhshrink_2(x)
        x = self.celu_3(x)
        return x


def get_inputs():
    return [torch.randn(8868, 16, 8, 8, 8), torch.randn(8868, 16, 8, 8, 8)]


def get_init_inputs():
    return []
