"""MaxPool1d -> Hardtanh: synthesised by warpgym synth (seed 7, index 5586, torch#2, dim 0 x6093)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """MaxPool1d -> Hardtanh"""

    def __init__(self):
        super().__init__()
        self.maxpool1d_0 = nn.MaxPool1d(kernel_size=3)
        self.hardtanh_1 = nn.Hardtanh()

    def forward(self, x):
        x = self.maxpool1d_0(x)
        x = self.hardtanh_1(x)
        return x


def get_inputs():
    return [torch.randn(3119616, 256)]


def get_init_inputs():
    return []
