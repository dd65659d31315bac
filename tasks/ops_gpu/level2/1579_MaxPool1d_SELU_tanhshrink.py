"""MaxPool1d -> SELU -> F.tanhshrink: synthesised by warpgym synth (seed 7, index 2513, torch#3, dim 0 x1858)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """MaxPool1d -> SELU -> F.tanhshrink"""

    def __init__(self):
        super().__init__()
        self.maxpool1d_0 = nn.MaxPool1d(kernel_size=3)
        self.selu_1 = nn.SELU()

    def forward(self, x):
        x = self.maxpool1d_0(x)
        x = self.selu_1(x)
        x = F.tanhshrink(x)
        return x


def get_inputs():
    return [torch.randn(118912, 1024)]


def get_init_inputs():
    return []
