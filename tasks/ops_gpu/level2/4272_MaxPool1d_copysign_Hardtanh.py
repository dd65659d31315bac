"""MaxPool1d -> torch.copysign -> Hardtanh: synthesised by warpgym synth (seed 7, index 6714, torch#3, dim 0 x2349)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """MaxPool1d -> torch.copysign -> Hardtanh"""

    def __init__(self):
        super().__init__()
        self.maxpool1d_0 = nn.MaxPool1d(kernel_size=3)
        self.hardtanh_2 = nn.Hardtanh()

    def forward(self, x, x1):
        x = self.maxpool1d_0(x)
        x = torch.copysign(x, x1)
        x = self.hardtanh_2(x)
        return x


def get_inputs():
    return [torch.randn(601344, 512), torch.randn(601344, 170)]


def get_init_inputs():
    return []
